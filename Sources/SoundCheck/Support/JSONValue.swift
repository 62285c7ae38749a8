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
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        if pretty { output += "\n" }
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, to: &output, indent: indent) { index, output, inner in
                values[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONValue.writeString(members[index].key, to: &output)
                output += inner == nil ? ":" : ": "
                members[index].value.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, to output: inout String, indent: Int?, element: (Int, inout String, Int?) -> Void) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            element(index, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
