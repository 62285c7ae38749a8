#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries as `readdir` gives them: the one place that reads folder listings for the
/// readers of projects and built apps and for per-file isolation's clean-up.
package enum FolderEntries {
    package struct Entry: Sendable {
        /// The name, with `\xHH` for bytes that are not UTF-8 (see `PathText`).
        package var name: String
        /// `d_type`: `DT_REG`, `DT_DIR`, `DT_LNK`…, or `DT_UNKNOWN` where the file system does not say.
        package var type: UInt8
    }

    /// The entries of `folder` but `.` and `..`, sorted by their bytes so that a walk is the same
    /// on every run; nil when the folder cannot be opened (`errno` says why).
    package static func list(_ folder: String) -> [Entry]? {
        guard let handle = opendir(PathText.systemPath(folder)) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            // The name is read in place up to its NUL: a record is only as long as its name, so
            // copying the whole `d_name` array (256 bytes) reads past the end of the last record
            // in readdir's buffer (the address sanitizer's heap-buffer-overflow, found by FuzzXcodeGen).
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                let start = UnsafeRawPointer(field)
                return PathText.string(
                    fromSystem: UnsafeRawBufferPointer(
                        start: start,
                        count: strlen(start.assumingMemoryBound(to: CChar.self))))
            }
            if name == "." || name == ".." { continue }
            entries.append(Entry(name: name, type: entry.pointee.d_type))
        }
        return entries.sorted { $0.name.precedesInBytes($1.name) }
    }
}
