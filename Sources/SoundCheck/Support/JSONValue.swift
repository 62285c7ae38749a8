/// A JSON document with object keys kept in the order they were written, so reports read
/// naturally and serialise to the same bytes every time.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
    /// Already serialised JSON, copied verbatim: lets large documents be rendered in parallel
    /// pieces (see `serializedFragment`).
    case fragment([UInt8])

    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A number: integral values print without a fraction; NaN and infinity become null.
    public static func number(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 9e15 { return .int(Int64(value)) }
        return .double(value)
    }

    public static func optional(_ value: Int64?) -> JSONValue { value.map { .int($0) } ?? .null }
    public static func optional(_ value: Double?) -> JSONValue { value.map { .double($0).finiteOrNull } ?? .null }
    public static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    var finiteOrNull: JSONValue {
        if case .double(let value) = self, !value.isFinite { return .null }
        return self
    }

    /// Serialised with two-space indentation and a final newline when `pretty`.
    public func serialized(pretty: Bool = true) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedSize)
        write(to: &output, indent: pretty ? 0 : nil)
        if pretty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// This value serialised as it would appear nested `depth` levels deep in a pretty document,
    /// for use as a `.fragment`.
    public func serializedFragment(depth: Int) -> JSONValue {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedSize)
        write(to: &output, indent: depth * 2)
        return .fragment(output)
    }

    /// Roughly the serialised size, so the output buffer is allocated once instead of growing.
    var estimatedSize: Int {
        switch self {
        case .null, .bool, .int, .double: 24
        case .string(let value): value.utf8.count + 8
        case .fragment(let bytes): bytes.count + 8
        case .array(let values): values.reduce(16) { $0 + $1.estimatedSize }
        case .object(let members): members.reduce(16) { $0 + $1.key.utf8.count + 16 + $1.value.estimatedSize }
        }
    }

    // Written as UTF-8 bytes: a report for 20,000 files is ~15 MB, and appending to a String
    // scalar by scalar made rendering slower than checking the files.
    private func write(to output: inout [UInt8], indent: Int?) {
        switch self {
        case .null: output += JSONValue.nullBytes
        case .bool(let value): output += value ? JSONValue.trueBytes : JSONValue.falseBytes
        case .int(let value): JSONValue.writeInteger(value, to: &output)
        case .double(let value): output += value.isFinite ? Array(String(value).utf8) : JSONValue.nullBytes
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .fragment(let bytes): output += bytes
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, to: &output, indent: indent) { index, output, inner in
                values[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONValue.writeString(members[index].key, to: &output)
                output.append(UInt8(ascii: ":"))
                if inner != nil { output.append(UInt8(ascii: " ")) }
                members[index].value.write(to: &output, indent: inner)
            }
        }
    }

    /// Decimal digits straight into the buffer: no String per number.
    static func writeInteger(_ value: Int64, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) {
                output.append(buffer[index])
            }
        }
    }

    private static let nullBytes = Array("null".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    private func writeContainer(open: Unicode.Scalar, close: Unicode.Scalar, count: Int, to output: inout [UInt8], indent: Int?,
                                element: (Int, inout [UInt8], Int?) -> Void) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { JSONValue.newline(indent: inner, to: &output) }
            element(index, &output, inner)
        }
        if let indent { JSONValue.newline(indent: indent, to: &output) }
        output.append(UInt8(ascii: close))
    }

    private static func newline(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0..<0x20, 0x7F:
                    let digits = Array("0123456789abcdef".utf8)
                    output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
                default:
                    // UTF-8 bytes of non-ASCII characters pass through unchanged.
                    output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
