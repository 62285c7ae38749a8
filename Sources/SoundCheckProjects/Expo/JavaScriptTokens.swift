/// The tokens of JavaScript or TypeScript text that the literal scan needs: string literals
/// (with their value), identifiers and single punctuation characters; comments and white space
/// are skipped. A template literal counts as a string only without `${`. Not a full lexer
/// (regular expressions are read as punctuation), which the scan tolerates.
struct JavaScriptTokens {
    enum Kind: Sendable { case string, identifier, punctuation, other }

    struct Token: Sendable {
        var kind: Kind
        var text: String
        var line: Int
        var column: Int

        func isPunctuation(_ character: Character) -> Bool {
            kind == .punctuation && text == String(character)
        }
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        skipSpaceAndComments()
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        let startLine = line
        let startColumn = offset - lineStart + 1
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
            let (value, plain) = readString(quote: byte)
            return Token(kind: plain ? .string : .other, text: value, line: startLine, column: startColumn)
        }
        if Self.isIdentifierByte(byte) {
            let start = offset
            while offset < bytes.count, Self.isIdentifierByte(bytes[offset]) { offset += 1 }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            return Token(kind: .identifier, text: text, line: startLine, column: startColumn)
        }
        advance()
        return Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: startLine, column: startColumn)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func matches(_ pair: String) -> Bool {
        let needle = Array(pair.utf8)
        return offset + 1 < bytes.count && bytes[offset] == needle[0] && bytes[offset + 1] == needle[1]
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func skipSpaceAndComments() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset < bytes.count, !matches("*/") { advance() }
                offset = min(bytes.count, offset + 2)
            } else {
                return
            }
        }
    }

    /// The value of a string literal (common escapes decoded), and whether it is plain: a
    /// template with `${` is not. An unterminated literal ends at the end of the line.
    private mutating func readString(quote: UInt8) -> (String, Bool) {
        offset += 1
        var value: [UInt8] = []
        var plain = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "\n") && quote != UInt8(ascii: "`") { break }
            if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                offset += 1
                value.append(Self.escaped(bytes[offset]))
                advance()
                continue
            }
            if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "{")
            {
                plain = false
            }
            value.append(byte)
            advance()
        }
        return (String(decoding: value, as: UTF8.self), plain)
    }

    private static func escaped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        default: byte
        }
    }
}
