#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Private temporary folders: per-file isolation's lists and an archive's extracted sounds.
package enum TemporaryFolder {
    /// `$TMPDIR`, or `/tmp` when it is unset or empty.
    package static var base: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Makes `base/PREFIX-XXXXXX` with `mkdtemp` (only this user may enter it) and returns its
    /// path; nil when it cannot (`errno` says why).
    package static func make(prefix: String) -> String? {
        var template = PathText.systemPath(PathText.join(base, "\(prefix)-XXXXXX"))
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        return made.map { PathText.string(fromSystem: UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }
}
