#if canImport(Glibc)
import Glibc
#endif

/// A folder of a fuzz target's own under `TMPDIR` (which scripts/fuzz.sh points at a folder of
/// its own in /dev/shm, or Fuzz/.build/tmp, emptied before each run), where readers that take
/// paths find each input: one file per name, overwritten by every input, so no file is left
/// behind per input.
public struct PrivateFolder: Sendable {
    public let path: String

    public init(prefix: String) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/soundcheck-fuzz-\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("cannot make a folder for the fuzz inputs") }
        path = String(cString: made)
    }

    /// `bytes` as the file `relative`, its folders made as needed.
    public func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to relative: String) {
        let file = path + "/" + relative
        var folder = ""
        for component in file.split(separator: "/").dropLast() {
            folder += "/" + component
            mkdir(folder, 0o700)
        }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot write \(file)") }
        let contents = Array(bytes)
        contents.withUnsafeBytes { buffer in _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
        close(descriptor)
    }
}
