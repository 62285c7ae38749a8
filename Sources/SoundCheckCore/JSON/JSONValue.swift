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
    /// pieces (see `SoundJSON.fileFragments`).
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
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// `serialized`'s bytes, for writing out without making a `String` of them.
    public func serializedUTF8(pretty: Bool = true) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, capacity: estimatedSize)
        writer.write(self)
        if pretty { writer.newline() }
        return writer.bytes
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
}
