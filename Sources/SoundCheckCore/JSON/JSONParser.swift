/// A strict JSON parser (RFC 8259) that records the position of every value and key.
///
/// Our own rather than Foundation's: `JSONSerialization` and `JSONDecoder` report no positions,
/// and payload findings must point at `file:line:column`. Depth is capped, so hostile input (a
/// megabyte of `[`) gets a clear error instead of a stack overflow; time and memory are linear in
/// the input.
public struct JSONParser {
    public static let defaultMaximumDepth = 512

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// The members and elements of the objects and arrays being read, innermost last: each
    /// container's are copied out once, at its end, into an array of exactly their number
    /// (appending to its own array grew it, an allocation each time, several per object).
    private var pendingMembers: [JSONNode.Member] = []
    private var pendingElements: [JSONNode] = []

    public init(bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document; anything but whitespace after it is an error. A UTF-8 byte order
    /// mark at the start is skipped.
    public mutating func parse() throws(JSONParseError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        skipWhitespace()
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected text after the JSON value")
        }
        return node
    }

    private var position: TextPosition {
        TextPosition(line: line, column: offset - lineStart + 1, offset: offset)
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, position: position)
    }

    private mutating func skipWhitespace() {
        JSONWhitespace.skip(bytes, offset: &offset, line: &line, lineStart: &lineStart)
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONNode {
        guard offset < bytes.count else { throw error("unexpected end of the file: a value was expected") }
        let start = position
        let value: JSONNode.Value
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): value = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw error("unexpected character '\(printable(bytes[offset]))': a value was expected")
        }
        return JSONNode(value: value, position: start, endOffset: offset)
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONNode.Value {
        guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep") }
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object([])
        }
        let base = pendingMembers.count
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error(
                    offset < bytes.count
                        ? "expected a key in double quotes" : "unexpected end of the file inside an object")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            pendingMembers.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of the file inside an object") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                let members = Array(pendingMembers[base..<pendingMembers.count])
                pendingMembers.removeLast(pendingMembers.count - base)
                return .object(members)
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONNode.Value {
        guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep") }
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array([])
        }
        let base = pendingElements.count
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth)
            pendingElements.append(element)
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of the file inside an array") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                let elements = Array(pendingElements[base..<pendingElements.count])
                pendingElements.removeLast(pendingElements.count - base)
                return .array(elements)
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        let expected = Array(literal.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("unexpected text: '\(literal)' was expected")
        }
        offset += expected.count
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNode.Value {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                offset += 1
            }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("a number needs digits") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            offset = integerStart
            throw error("numbers may not have leading zeros")
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("a digit must follow the decimal point") }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            guard digits() > 0 else { throw error("an exponent needs digits") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        let whole = bytes.withUnsafeBufferPointer {
            Self.wholeNumberValue(UnsafeBufferPointer(rebasing: $0[start..<offset]))
        }
        return .number(whole ?? Double(text) ?? .nan, text: text)
    }

    /// The value of a number's text, already checked against JSON's grammar (the payload scan
    /// values numbers with it too, so both read the same value).
    static func numberValue(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        wholeNumberValue(text) ?? Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }

    /// A whole number of up to 15 digits, which is exact as a Double: read without strtod. Nil
    /// for any other number.
    private static func wholeNumberValue(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard text.count <= 15, text.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        var whole = 0
        for byte in text { whole = whole * 10 + Int(byte - UInt8(ascii: "0")) }
        return Double(whole)
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        offset += 1  // opening quote
        let start = offset
        if let plain = bytes.withUnsafeBufferPointer({ JSONPlainString.read($0, from: start) }) {
            offset = plain.end
            return plain.text
        }
        // The decoded string is built as UTF-8 bytes: appending to a String's scalar view copied
        // the whole string on each append, so text with many escapes took quadratic time.
        var utf8: [UInt8] = []
        var runStart = offset
        func flushRun(_ parser: JSONParser, into utf8: inout [UInt8]) throws(JSONParseError) {
            guard runStart < parser.offset else { return }
            let run = parser.bytes[runStart..<parser.offset]
            guard String(validating: run, as: UTF8.self) != nil else {
                throw parser.error("the string is not valid UTF-8")
            }
            utf8.append(contentsOf: run)
        }
        while true {
            guard offset < bytes.count else { throw error("unexpected end of the file inside a string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try flushRun(self, into: &utf8)
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error(
                    byte == UInt8(ascii: "\n")
                        ? "a string may not span lines (unescaped newline)"
                        : "control character in a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                try flushRun(self, into: &utf8)
                offset += 1
                UTF8.encode(try parseEscape()) { utf8.append($0) }
                runStart = offset
                continue
            }
            offset += 1
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw error("unexpected end of the file in an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else {
                    throw error("a UTF-16 high surrogate must be followed by a low one")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid UTF-16 low surrogate") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid Unicode escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone UTF-16 surrogate is not a character") }
            return scalar
        default:
            offset -= 1
            throw error("unknown escape '\\\(printable(byte))'")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("unexpected end of the file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x" + FourCC.hex(byte)
    }
}
