#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes already in memory (tests, payloads, data handed in by a library user).
public final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public var size: Int64 { Int64(bytes.count) }

    public func read(at offset: Int64, count: Int) throws(ReadError) -> ArraySlice<UInt8> {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let start = Int(offset)
        let end = start + min(count, bytes.count - start)
        return bytes[start..<end]
    }
}
