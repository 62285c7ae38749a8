/// Byte order of multi-byte samples.
public enum ByteOrder: String, Sendable, Hashable, Codable {
    case bigEndian
    case littleEndian
}
