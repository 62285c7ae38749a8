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

/// Where a string literal's body stopped.
enum StringEnd {
    case closed
    /// At the start of an interpolation's code (the opener consumed).
    case interpolation
    /// At a newline of a single-line literal, or at the end of the file.
    case unterminated
}

/// A string literal being read: its decoded bytes so far, where it opened.
struct OpenString {
    var kind: StringKind
    var value: [UInt8] = []
    var interpolated = false
    var line: Int
    var column: Int
    /// Brackets opened inside the current interpolation and not yet closed.
    var depth = 0

    /// Reads the body up to its end or the next interpolation.
    mutating func scanBody(_ cursor: inout SourceCursor) -> StringEnd {
        while let byte = cursor.peek() {
            if cursor.starts(with: kind.closing) {
                cursor.advance(kind.closing.count)
                return .closed
            }
            if byte == UInt8(ascii: "\n") && !kind.multiline { return .unterminated }
            if let escape = kind.escape, cursor.starts(with: escape) {
                if kind.interpolation == .parenthesized, cursor.peek(escape.count) == UInt8(ascii: "(") {
                    cursor.advance(escape.count + 1)
                    markInterpolation()
                    return .interpolation
                }
                cursor.advance(escape.count)
                EscapeDecoder.decode(&cursor, into: &value)
                continue
            }
            if byte == UInt8(ascii: "$"), startsDollarInterpolation(cursor) {
                markInterpolation()
                if cursor.peek(1) == UInt8(ascii: "{") {
                    cursor.advance(2)
                    return .interpolation
                }
                cursor.advance()
                cursor.advance(while: SourceLexer.isIdentifierByte)
                continue
            }
            value.append(byte)
            cursor.advance()
        }
        return .unterminated
    }

    /// The value keeps `…` where code is interpolated, so a report shows the literal's shape.
    private mutating func markInterpolation() {
        interpolated = true
        value += Array("…".utf8)
    }

    private func startsDollarInterpolation(_ cursor: SourceCursor) -> Bool {
        switch kind.interpolation {
        case .none, .parenthesized:
            return false
        case .dollarBrace:
            return cursor.peek(1) == UInt8(ascii: "{")
        case .dollarBraceOrName:
            guard let next = cursor.peek(1) else { return false }
            return next == UInt8(ascii: "{") || (SourceLexer.isIdentifierStart(next) && next != UInt8(ascii: "$"))
        }
    }
}

/// The escapes the languages share: `\n \t \r \0`, `\u{…}`, `\uXXXX`, `\xHH`, a line
/// continuation, and any other character standing for itself (`\"`, `\'`, `\\`, `\$`).
enum EscapeDecoder {
    static func decode(_ cursor: inout SourceCursor, into value: inout [UInt8]) {
        guard let byte = cursor.peek() else { return }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "0"): value.append(0x00)
        case UInt8(ascii: "\n"): break
        case UInt8(ascii: "u"):
            appendScalar(hexadecimal(&cursor, braced: cursor.peek() == UInt8(ascii: "{"), digits: 4), to: &value)
        case UInt8(ascii: "x"): appendScalar(hexadecimal(&cursor, braced: false, digits: 2), to: &value)
        default: value.append(byte)
        }
    }

    /// Up to `digits` hex digits, or `{…}` of up to 8; nil when there are none.
    private static func hexadecimal(_ cursor: inout SourceCursor, braced: Bool, digits: Int) -> UInt32? {
        if braced { cursor.advance() }
        var result: UInt32 = 0
        var count = 0
        while count < (braced ? 8 : digits), let byte = cursor.peek(), let digit = hexValue(byte) {
            result = result << 4 | digit
            count += 1
            cursor.advance()
        }
        if braced && cursor.peek() == UInt8(ascii: "}") { cursor.advance() }
        return count == 0 ? nil : result
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The scalar's UTF-8, or U+FFFD for a value that is no scalar (a lone surrogate).
    private static func appendScalar(_ code: UInt32?, to value: inout [UInt8]) {
        let scalar = code.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
