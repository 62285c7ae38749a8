#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened read-only, read with `pread`. The first 64 KiB are read once and served from
/// memory: for a typical notification sound that is the whole file in one system call.
package final class FileByteSource: ByteSource {
    package let size: Int64
    let descriptor: Int32
    private let head: [UInt8]
    static let headSize = 64 * 1024

    package convenience init(path: String) throws(ReadError) {
        // O_NONBLOCK: opening a FIFO named on the command line must not wait for a writer.
        let fd = open(PathText.systemPath(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw ReadError(FileByteSource.errnoText("cannot open")) }
        try self.init(adopting: fd)
    }

    /// Reads through an open descriptor, which it owns from then on: closed when done, or when
    /// this throws.
    package init(adopting fd: Int32) throws(ReadError) {
        do throws(ReadError) {
            head = try FileByteSource.pread(fd, at: 0, count: FileByteSource.headSize)
            if head.count < FileByteSource.headSize {
                // A short read of a regular file is its whole content: no fstat needed.
                size = Int64(head.count)
            } else {
                var status = stat()
                guard fstat(fd, &status) == 0 else { throw ReadError(FileByteSource.errnoText("cannot stat")) }
                guard (status.st_mode & S_IFMT) == S_IFREG else { throw ReadError("not a regular file") }
                size = Int64(status.st_size)
            }
        } catch {
            close(fd)
            throw error
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    package func read(at offset: Int64, count: Int) throws(ReadError) -> ArraySlice<UInt8> {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let available = Int(min(Int64(count), size - offset))
        if offset + Int64(available) <= Int64(head.count) {
            let start = Int(offset)
            return head[start..<start + available]
        }
        return try FileByteSource.pread(descriptor, at: offset, count: available)[...]
    }

    /// Copies up to `count` bytes at `offset` straight into `destination`, from the head buffer
    /// when it holds them; returns how many were copied (0 at the end of the file, -1 on error).
    package func copy(into destination: UnsafeMutableRawPointer, at offset: Int64, count: Int) -> Int {
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
        var failure: Int32 = 0
        // Uninitialised: zero-filling 64 KiB per file cost more than reading it.
        let buffer = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            var filled = 0
            while filled < count {
                #if canImport(Glibc)
                let got = Glibc.pread(
                    fd, bytes.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
                #else
                let got = Darwin.pread(
                    fd, bytes.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
                #endif
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if got == 0 { break }
                filled += got
            }
            initialized = filled
        }
        if failure == EISDIR { throw ReadError("is a folder, not a file") }
        if failure != 0 {
            errno = failure
            throw ReadError(errnoText("read failed"))
        }
        return buffer
    }

    package static func errnoText(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
