#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random access to a file's bytes without loading all of it: header readers seek from chunk to
/// chunk, so a multi-gigabyte file costs a few small reads.
public protocol ByteSource: AnyObject {
    var size: Int64 { get }
    /// Up to `count` bytes at `offset`; fewer (or none) at the end of the file. A slice, so bytes
    /// already in memory are not copied.
    func read(at offset: Int64, count: Int) throws(ReadError) -> ArraySlice<UInt8>
}
