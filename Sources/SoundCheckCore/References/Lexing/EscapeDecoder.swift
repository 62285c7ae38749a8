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
