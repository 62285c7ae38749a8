#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see either the old file or the complete new one, never a part:
/// the bytes go to a temporary file in the same folder, are flushed to disk, then renamed over
/// the destination.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(ReadError) {
        let directory = path.utf8.contains(UInt8(ascii: "/")) ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var template = Array(FilePath.join(directory.isEmpty ? "/" : directory, ".\(FilePath.lastComponent(of: path)).soundcheck-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw ReadError("\(path): cannot create a temporary file beside it: \(String(cString: strerror(errno)))") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc_write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        fchmod(fd, 0o644)
        close(fd)
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw ReadError("\(path): cannot write: \(failure)")
        }
    }

    public static func write(_ text: String, to path: String) throws(ReadError) {
        try write(Array(text.utf8), to: path)
    }

    @inline(__always)
    private static func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }
}
