/// Writes JSON straight into UTF-8 bytes, container by container, so large reports need no tree of
/// values first. Pretty output uses two-space indentation; `{}` and `[]` stay on one line.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth: Int
    /// Nothing written yet in the innermost open container.
    private var atContainerStart = true

    /// `depth`: the nesting level the first value is written at (for fragments of a document).
    public init(pretty: Bool = true, depth: Int = 0, capacity: Int = 1024) {
        self.pretty = pretty
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the current object: separator, indentation, `"key": `.
    public mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// Starts an element of the current array.
    public mutating func element() { separate() }

    /// A whole member: `key(name)` then `write(value)`.
    public mutating func member(_ name: String, _ value: JSONValue) {
        key(name)
        write(value)
    }

    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: bytes += JSONWriter.nullBytes
        case .bool(let flag): bytes += flag ? JSONWriter.trueBytes : JSONWriter.falseBytes
        case .int(let number): writeInteger(number)
        case .double(let number):
            if number.isFinite { bytes += String(number).utf8 } else { bytes += JSONWriter.nullBytes }
        case .string(let text): writeString(text)
        case .fragment(let raw): bytes += raw
        case .array(let values):
            beginArray()
            for item in values {
                element()
                write(item)
            }
            endArray()
        case .object(let members):
            beginObject()
            for item in members { member(item.key, item.value) }
            endObject()
        }
    }

    public mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        atContainerStart = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !atContainerStart { indentLine() }
        bytes.append(bracket)
        atContainerStart = false
    }

    private mutating func separate() {
        if !atContainerStart { bytes.append(UInt8(ascii: ",")) }
        atContainerStart = false
        indentLine()
    }

    private mutating func indentLine() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// Decimal digits straight into the buffer: no String per number.
    private mutating func writeInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Runs of bytes that need no escape (most strings are one run) are appended at once: byte
    /// by byte, the 12 MB report of 21,000 files spent 4 % of `check`'s time here.
    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices where Self.needsEscape(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                appendEscaped(utf8[index])
                start = index + 1
            }
            // UTF-8 bytes of non-ASCII characters pass through unchanged.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
            bytes += [
                UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                JSONWriter.hexDigits[Int(byte >> 4)], JSONWriter.hexDigits[Int(byte & 0xF)],
            ]
        }
    }

    private static let nullBytes = Array("null".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
