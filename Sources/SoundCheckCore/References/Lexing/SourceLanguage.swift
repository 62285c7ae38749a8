/// The language families `soundcheck refs` reads, each with its own string and comment syntax.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    case swift
    case objectiveC = "objective-c"
    case dart
    case javaScript = "javascript"
    case kotlin
    case java

    /// The family of a file, by its extension (nil: not a source file refs reads).
    public init?(path: String) {
        guard let language = Self.byExtension[PathText.extension(of: path)] else { return nil }
        self = language
    }

    static let byExtension: [String: SourceLanguage] = [
        "swift": .swift,
        "m": .objectiveC, "mm": .objectiveC, "h": .objectiveC,
        "dart": .dart,
        "js": .javaScript, "jsx": .javaScript, "mjs": .javaScript, "cjs": .javaScript, "ts": .javaScript,
        "tsx": .javaScript,
        "kt": .kotlin, "kts": .kotlin,
        "java": .java,
    ]

    /// Every extension a folder walk picks up.
    public static var fileExtensions: Set<String> { Set(byExtension.keys) }

    /// The syntax its lexer follows.
    var syntax: any LanguageSyntax {
        switch self {
        case .swift: SwiftSyntax()
        case .objectiveC: ObjectiveCSyntax()
        case .dart: DartSyntax()
        case .javaScript: JavaScriptSyntax()
        case .kotlin: KotlinJavaSyntax(kotlin: true)
        case .java: KotlinJavaSyntax(kotlin: false)
        }
    }

    /// Hands each token of a file in this language to `sink`, in order. Total: any bytes end,
    /// in time linear in their count.
    package func lex(_ bytes: [UInt8], into sink: @escaping (SourceToken) -> Void) {
        var lexer = SourceLexer(bytes: bytes, syntax: syntax)
        lexer.run(sink)
    }

    /// Every token of a file (for tests and small inputs; the scanner streams them).
    package func tokens(_ bytes: [UInt8]) -> [SourceToken] {
        let tokens = TokenBox()
        lex(bytes) { tokens.tokens.append($0) }
        return tokens.tokens
    }
}

/// Collects tokens from the lexer's escaping sink.
private final class TokenBox {
    var tokens: [SourceToken] = []
}
