#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small text files read whole, with a size limit checked before reading.
package enum TextFile {
    package static func bytes(_ path: String, limit: Int64) -> [UInt8]? {
        guard let source = try? FileByteSource(path: path), source.size <= limit else { return nil }
        guard let slice = try? source.read(at: 0, count: Int(source.size)) else { return nil }
        return Array(slice)
    }

    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(PathText.systemPath(path), &info) == 0
    }

    /// A folder, by its `readdir` type or, where the file system does not say, by `stat`.
    static func isFolder(_ path: String, type: UInt8) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) else { return false }
        var info = stat()
        return stat(PathText.systemPath(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
