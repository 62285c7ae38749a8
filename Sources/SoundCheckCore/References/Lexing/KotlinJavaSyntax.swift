/// Kotlin and Java: `//` and `/* */` comments (nested in Kotlin only); `"…"` with backslash
/// escapes; `"""…"""` (a Kotlin raw string without escapes, a Java text block with them);
/// Kotlin's `${…}` and `$name` templates in both; `'a'` character literals.
struct KotlinJavaSyntax: LanguageSyntax {
    var kotlin: Bool

    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: kotlin)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        let backslash: [UInt8] = [UInt8(ascii: "\\")]
        let templates: StringKind.Interpolation = kotlin ? .dollarBraceOrName : .none
        switch cursor.peek() {
        case UInt8(ascii: "\"") where cursor.starts(with: Self.tripleQuote):
            return (
                StringKind(
                    closing: Self.tripleQuote, escape: kotlin ? nil : backslash, interpolation: templates,
                    multiline: true), 0, 3
            )
        case UInt8(ascii: "\""):
            return (StringKind(closing: [UInt8(ascii: "\"")], escape: backslash, interpolation: templates), 0, 1)
        case UInt8(ascii: "'"):
            return (StringKind(closing: [UInt8(ascii: "'")], escape: backslash, character: true), 0, 1)
        default:
            return nil
        }
    }

    private static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)
}
