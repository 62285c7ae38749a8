/// A minimal XML scanner for app configs and Android resource files: start tags with their attributes and position, end
/// tags and text. Comments, processing instructions and CDATA are skipped; a `<!DOCTYPE>` that
/// declares entities is refused, and no entity is expanded but `&lt;`, `&gt;`, `&amp;`,
/// `&quot;`, `&apos;` and character references, so the output is never larger than the input.
package struct XMLScanner {
    package static let maximumDepth = 256

    package struct Failure: Error, Sendable, Hashable {
        package var reason: String
        package var line: Int
        package var column: Int

        package init(reason: String, line: Int, column: Int) {
            self.reason = reason
            self.line = line
            self.column = column
        }
    }

    package struct Element: Sendable, Hashable {
        package var name: String
        package var attributes: [String: String]
        /// `<x/>`: no end tag follows.
        package var isEmpty: Bool
        package var line: Int
        package var column: Int
    }

    package enum Event: Sendable, Hashable {
        case start(Element)
        case end(String)
        case text(String)
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    package mutating func next() throws(Failure) -> Event? {
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else { return .text(readText()) }
            if matches("<!--") {
                try skip(past: "-->")
            } else if matches("<![CDATA[") {
                try skip(past: "]]>")
            } else if matches("<?") {
                try skip(past: "?>")
            } else if matches("<!") {
                try skipDeclaration()
            } else if matches("</") {
                return try readEndTag()
            } else {
                return try readStartTag()
            }
        }
        return nil
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, line: line, column: offset - lineStart + 1)
    }

    private func matches(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        return offset + needle.count <= bytes.count && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func skip(past end: String) throws(Failure) {
        let start = failure("")
        while offset < bytes.count {
            if matches(end) {
                for _ in 0..<end.utf8.count { advance() }
                return
            }
            advance()
        }
        throw Failure(reason: "unterminated markup (no \(end))", line: start.line, column: start.column)
    }

    /// `<!DOCTYPE widget>` is skipped; one with an internal subset declaring entities is refused.
    private mutating func skipDeclaration() throws(Failure) {
        let start = failure("")
        var depth = 0
        while offset < bytes.count {
            if matches("<!ENTITY") {
                throw Failure(
                    reason: "the document type declares entities, which soundcheck does not expand",
                    line: line, column: offset - lineStart + 1)
            }
            switch bytes[offset] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                advance()
                return
            default: break
            }
            advance()
        }
        throw Failure(reason: "unterminated declaration", line: start.line, column: start.column)
    }

    private mutating func readText() -> String {
        let start = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") { advance() }
        return Self.decode(bytes[start..<offset])
    }

    private mutating func readName() -> String {
        let start = offset
        while offset < bytes.count, !Self.endsName(bytes[offset]) { advance() }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipSpace() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { advance() }
    }

    private mutating func readEndTag() throws(Failure) -> Event {
        offset += 2
        let name = readName()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
            throw failure("malformed end tag </\(name)")
        }
        advance()
        return .end(name)
    }

    private mutating func readStartTag() throws(Failure) -> Event {
        let tagLine = line
        let tagColumn = offset - lineStart + 1
        offset += 1
        let name = readName()
        guard !name.isEmpty else { throw failure("a tag without a name") }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("unterminated tag <\(name)") }
            let element = Element(name: name, attributes: attributes, isEmpty: false, line: tagLine, column: tagColumn)
            if bytes[offset] == UInt8(ascii: ">") {
                advance()
                return .start(element)
            }
            if matches("/>") {
                offset += 2
                return .start(
                    Element(
                        name: name, attributes: attributes, isEmpty: true, line: tagLine,
                        column: tagColumn))
            }
            let attribute = readName()
            skipSpace()
            guard !attribute.isEmpty, offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw failure("malformed attribute in <\(name)")
            }
            advance()
            skipSpace()
            attributes[attribute] = try readQuoted()
        }
    }

    private mutating func readQuoted() throws(Failure) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw failure("an attribute value without quotes")
        }
        let quote = bytes[offset]
        advance()
        let start = offset
        while offset < bytes.count, bytes[offset] != quote { advance() }
        guard offset < bytes.count else { throw failure("unterminated attribute value") }
        let value = Self.decode(bytes[start..<offset])
        advance()
        return value
    }

    /// The text with the predefined entities and character references decoded; any other
    /// `&name;` is kept as written.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";"), let decoded = entity(after[..<semicolon]) else {
                result.append("&")
                rest = after
                continue
            }
            result += decoded
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func entity(_ name: Substring) -> String? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
