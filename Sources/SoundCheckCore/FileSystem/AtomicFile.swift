/// Writes a whole file so that readers see either the old file or the complete new one, never a
/// part (see `OutputFile`, which this wraps for bytes already in memory).
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(ReadError) {
        do {
            let file = try OutputFile(destination: path, overwrite: true)
            try file.write(bytes)
            try file.commit()
        } catch {
            throw ReadError(error.description)
        }
    }

    public static func write(_ text: String, to path: String) throws(ReadError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes the file only when its contents differ, so that an unchanged file keeps its
    /// modification time and a build system compiles nothing again because of it.
    package static func writeIfChanged(_ text: String, to path: String) throws(ReadError) {
        let bytes = Array(text.utf8)
        if let source = try? FileByteSource(path: path), source.size == Int64(bytes.count),
            let existing = try? source.read(at: 0, count: bytes.count), existing.elementsEqual(bytes)
        {
            return
        }
        try write(bytes, to: path)
    }
}
