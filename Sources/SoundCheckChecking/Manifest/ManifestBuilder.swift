import SoundCheckCore


/// Builds a manifest from a check report: one entry per file checked, with its SHA-256.
public struct ManifestBuilder: Sendable {
    /// Paths in the manifest are relative to this folder (default: the current folder).
    public var root: String

    public init(root: String = ".") {
        self.root = root
    }

    /// Sounds from an Xcode project or a built product are listed only when a payload can name
    /// them: shipped at the root of a bundle checked, an app's (or an app extension's, when
    /// `--target` names one). A sound in an asset catalog is never listed: no bundle holds it
    /// under its name.
    public func manifest(for report: CheckReport, jobs: Int = CheckConfiguration.processorCount) -> SoundManifest {
        let root = self.root
        let listed = report.files.filter { Self.isNameable($0.sound) }
        let entries = Parallel.map(listed, workers: jobs) { file in
            ManifestBuilder.entry(for: file, root: root)
        }
        return SoundManifest(sounds: entries)
    }

    static func isNameable(_ sound: InspectedSound) -> Bool {
        guard sound.assetCatalog == nil else { return false }
        guard let shipping = sound.shipping else { return true }
        guard case .shipped(let placements) = shipping else { return false }
        // Only the bundles checked: an extension's manifest lists what the extension copies.
        return placements.contains { $0.isAtRoot && $0.kind != .other }
    }

    /// A manifest is one app's list of names: the report must not hold the sounds of several
    /// apps (an Xcode project's application targets, or the apps of an archive).
    public static func requireOneApplication(_ report: CheckReport) throws(UsageError) {
        var applications: Set<String> = []
        for file in report.files {
            for placement in file.sound.placements where placement.kind == .application { applications.insert(placement.bundle) }
        }
        guard applications.count > 1 else { return }
        throw UsageError("the sounds come from \(applications.count) apps (\(applications.sorted().joined(separator: ", "))), and a manifest lists one app's sounds: name one with --target")
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
