/// How one kind of string literal is written: what closes it, how escapes and interpolation
/// begin. Each language's syntax says which kinds it has and how each opens.
struct StringKind: Sendable, Hashable {
    enum Interpolation: Sendable, Hashable {
        case none
        /// Swift's `\(…)`, closed by the matching `)`.
        case parenthesized
        /// `${…}`, closed by the matching `}` (JavaScript template literals).
        case dollarBrace
        /// `${…}` and `$name` (Kotlin, Dart).
        case dollarBraceOrName
    }

    /// The bytes that end the literal: `"`, `"""`, `"#`, `'''`, `` ` ``.
    var closing: [UInt8]
    /// What starts an escape (`\`, or `\#` in a Swift raw string); nil where there are none.
    var escape: [UInt8]?
    var interpolation: Interpolation = .none
    /// Whether the literal may hold a newline; a single-line literal ends unterminated there.
    var multiline = false
    /// A character literal: skipped, never a sound name.
    var character = false

    /// The byte that opens nested code in an interpolation, and the one that closes it.
    var interpolationBrackets: (open: UInt8, close: UInt8) {
        interpolation == .parenthesized
            ? (UInt8(ascii: "("), UInt8(ascii: ")")) : (UInt8(ascii: "{"), UInt8(ascii: "}"))
    }
}
