#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random access to a file's bytes without loading all of it: header readers seek from chunk to
/// chunk, so a multi-gigabyte file costs a few small reads.
public protocol ByteSource: AnyObject {
    var size: Int64 { get }
    /// Up to `count` bytes at `offset`; fewer (or none) at the end of the file.
    func read(at offset: Int64, count: Int) throws(ReadError) -> [UInt8]
}

public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Bytes already in memory (tests, payloads, data handed in by a library user).
public final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public var size: Int64 { Int64(bytes.count) }

    public func read(at offset: Int64, count: Int) throws(ReadError) -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let start = Int(offset)
        let end = start + min(count, bytes.count - start)
        return Array(bytes[start..<end])
    }
}

/// A file opened read-only, read with `pread`. The first 64 KiB are read once and served from
/// memory: for a typical notification sound that is the whole file in one system call.
public final class FileByteSource: ByteSource {
    public let size: Int64
    let descriptor: Int32
    private let head: [UInt8]
    static let headSize = 64 * 1024

    public init(path: String) throws(ReadError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(FileByteSource.errnoText("cannot open")) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let error = ReadError(FileByteSource.errnoText("cannot stat"))
            close(fd)
            throw error
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw ReadError("not a regular file")
        }
        descriptor = fd
        size = Int64(status.st_size)
        do {
            head = try FileByteSource.pread(fd, at: 0, count: Int(min(size, Int64(FileByteSource.headSize))))
        } catch {
            close(fd)
            throw error
        }
    }

    deinit { close(descriptor) }

    public func read(at offset: Int64, count: Int) throws(ReadError) -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let available = Int(min(Int64(count), size - offset))
        if offset + Int64(available) <= Int64(head.count) {
            let start = Int(offset)
            return Array(head[start..<start + available])
        }
        return try FileByteSource.pread(descriptor, at: offset, count: available)
    }

    /// Copies up to `count` bytes at `offset` straight into `destination`, from the head buffer
    /// when it holds them; returns how many were copied (0 at the end of the file, -1 on error).
    func copy(into destination: UnsafeMutableRawPointer, at offset: Int64, count: Int) -> Int {
        guard offset >= 0, count > 0, offset < size else { return 0 }
        let available = Int(min(Int64(count), size - offset))
        if offset + Int64(available) <= Int64(head.count) {
            head.withUnsafeBytes { bytes in
                destination.copyMemory(from: bytes.baseAddress! + Int(offset), byteCount: available)
            }
            return available
        }
        #if canImport(Glibc)
        return Glibc.pread(descriptor, destination, available, off_t(offset))
        #else
        return Darwin.pread(descriptor, destination, available, off_t(offset))
        #endif
    }

    private static func pread(_ fd: Int32, at offset: Int64, count: Int) throws(ReadError) -> [UInt8] {
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.pread(fd, raw.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
                #else
                Darwin.pread(fd, raw.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
                #endif
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw ReadError(errnoText("read failed"))
            }
            if got == 0 { break }
            filled += got
        }
        if filled < count { buffer.removeSubrange(filled...) }
        return buffer
    }

    static func errnoText(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
