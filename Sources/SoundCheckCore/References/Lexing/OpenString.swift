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
