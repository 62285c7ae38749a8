import SoundCheckCore


/// Builds a manifest from a check report: one entry per file checked, with its SHA-256.
public struct ManifestBuilder: Sendable {
    /// Paths in the manifest are relative to this folder (default: the current folder).
    public var root: String

    public init(root: String = ".") {
        self.root = root
    }

    public func manifest(for report: CheckReport, jobs: Int = CheckConfiguration.processorCount) -> SoundManifest {
        let root = self.root
        let entries = Parallel.map(report.files, workers: jobs) { file in
            ManifestBuilder.entry(for: file, root: root)
        }
        return SoundManifest(sounds: entries)
    }

    static func entry(for file: FileReport, root: String) -> SoundManifest.Entry {
        let sound = file.sound
        let known = sound.description.flatMap { $0.container == .unknown ? nil : $0 }
        let errors = file.findings.filter { $0.severity == .error }
        var failed: [String] = []
        for finding in errors where !failed.contains(finding.rule) { failed.append(finding.rule) }
        return SoundManifest.Entry(
            name: sound.name,
            path: FilePath.relative(sound.path, to: root),
            container: sound.container.rawValue,
            encoding: sound.encoding.identifier,
            sampleFormat: known?.sampleFormat?.rawValue,
            sampleRate: known?.sampleRate,
            channels: known?.channels,
            frames: known?.frames,
            duration: known?.duration,
            bytes: sound.description?.fileSize ?? 0,
            sha256: (try? sha256(ofFile: sound.readPath ?? sound.path)) ?? "",
            valid: file.valid,
            failedRules: failed,
            errors: errors.map(\.message))
    }

    /// SHA-256 of a file's bytes, read in 1 MiB pieces.
    public static func sha256(ofFile path: String) throws(ReadError) -> String {
        let source = try FileByteSource(path: path)
        var hasher = SHA256()
        var offset: Int64 = 0
        while offset < source.size {
            let piece = try source.read(at: offset, count: 1 << 20)
            if piece.isEmpty { break }
            piece.withUnsafeBytes { hasher.update($0) }
            offset += Int64(piece.count)
        }
        return SHA256.hex(hasher.finalize())
    }
}
