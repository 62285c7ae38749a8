import SoundCheckCore

/// Builds a manifest from a check report: one entry per file checked, with its SHA-256.
public struct ManifestBuilder: Sendable {
    /// Paths in the manifest are relative to this folder (default: the current folder).
    public var root: String

    public init(root: String = ".") {
        self.root = root
    }

    /// Sounds from an Xcode project or a built product are listed only when a payload can name
    /// them: shipped at the root of an app's bundle, or, when no app's bundle is among those
    /// checked (`--target` naming an app extension), at the root of an extension's: what was
    /// asked for. A sound in an asset catalog is never listed: no bundle holds it by its name.
    public func manifest(for report: CheckReport, jobs: Int = CheckConfiguration.processorCount) -> SoundManifest {
        let root = self.root
        let kinds = Self.nameableKinds(report)
        let listed = Self.overwritingCopies(report.files.filter { Self.isNameable($0.sound, kinds: kinds) })
        let entries = Parallel.map(listed, workers: jobs) { file in
            ManifestBuilder.entry(for: file, root: root)
        }
        return SoundManifest(
            sounds: entries, criticalAlerts: Self.criticalAlerts(of: report, root: root),
            android: androidEntries(report, jobs: jobs))
    }

    /// The Android half's raw resources, by resource name (one aapt2 refuses is listed too, not
    /// valid: a message naming it is told why); nil when the report has no Android sound. The
    /// same bytes under one name twice (an Expo entry and the copy prebuild made of it in a
    /// committed `res/raw`) are one entry.
    func androidEntries(_ report: CheckReport, jobs: Int) -> [SoundManifest.Entry]? {
        let android = report.only(.android).files
        guard !android.isEmpty else { return nil }
        let root = self.root
        let entries = Parallel.map(android, workers: jobs) { ManifestBuilder.entry(for: $0, root: root) }
        var seen: Set<[String]> = []
        return entries.filter { seen.insert([$0.name, $0.sha256, $0.valid ? "1" : "0"]).inserted }
    }

    /// The app's critical-alert fact: the one the applications read agree on, with its file
    /// relative to the root; nil (unknown) when they disagree or none says.
    static func criticalAlerts(of report: CheckReport, root: String) -> CriticalAlertsEntitlement? {
        guard var fact = report.criticalAlerts.first, fact.status != .unknown,
            report.criticalAlerts.allSatisfy({ $0.status == fact.status })
        else { return nil }
        fact.app = report.criticalAlerts.map(\.app).joined(separator: ", ")
        fact.source = PathText.relative(fact.source, to: root)
        return fact
    }

    static func isNameable(_ sound: InspectedSound, kinds: Set<BundlePlacement.BundleKind> = [.application]) -> Bool {
        // Android's raw resources are named by resource name, not by file name: not in an iOS manifest.
        guard sound.assetCatalog == nil, sound.platform == .apple else { return false }
        guard let shipping = sound.shipping else { return true }
        guard case .shipped(let placements) = shipping else { return false }
        return placements.contains { $0.isAtRoot && kinds.contains($0.kind) }
    }

    /// The name a payload uses for a shipped sound: where it lands at a bundle's root (a Cordova
    /// `resource-file` may rename it), else the file's own name.
    static func bundleName(of sound: InspectedSound) -> String {
        // An Android raw resource is named without its extension.
        if let resource = sound.android?.resource { return resource.name }
        return sound.placements.first { $0.isAtRoot }?.location ?? sound.name
    }

    /// A config's entries copied in order to one name leave the last one in the bundle (Expo's
    /// plugin and Cordova copy each in turn): only that one is listed. Files whose listing order
    /// is not known (an Xcode project, whose build refuses two files with one name) all stay.
    static func overwritingCopies(_ files: [FileReport]) -> [FileReport] {
        var last: [String: (line: Int, column: Int)] = [:]
        for file in files {
            guard let place = lastListing(of: file.sound) else { continue }
            let name = bundleName(of: file.sound)
            if let known = last[name], (known.line, known.column) >= place { continue }
            last[name] = place
        }
        return files.filter { file in
            guard let place = lastListing(of: file.sound), let winner = last[bundleName(of: file.sound)] else {
                return true
            }
            return winner == place
        }
    }

    private static func lastListing(of sound: InspectedSound) -> (line: Int, column: Int)? {
        guard sound.describedBy == .expoConfig || sound.describedBy == .cordovaConfig else { return nil }
        return sound.listedAt.compactMap { place in place.line.map { ($0, place.column ?? 0) } }.max { $0 < $1 }
    }

    /// The bundles whose root sounds a payload may name: the apps'; an extension's when the
    /// report holds no app's bundle (the apps containing it are facts, not bundles checked).
    static func nameableKinds(_ report: CheckReport) -> Set<BundlePlacement.BundleKind> {
        let hasApplication = report.files.contains { file in file.sound.placements.contains { $0.kind == .application }
        }
        return hasApplication ? [.application] : [.application, .appExtension]
    }

    /// A manifest is one app's list of names: the report must not hold the sounds of several
    /// apps (an Xcode project's application targets, or the apps of an archive), unless every
    /// one of them ships the same files under the same names (flavours of one app sharing a
    /// folder of sounds), when the one list is every app's.
    package static func requireOneApplication(_ report: CheckReport) throws(UsageError) {
        var shipped: [String: Set<[String]>] = [:]
        for file in report.files {
            for placement in file.sound.placements where placement.kind == .application {
                shipped[placement.bundle, default: []].insert([placement.location, file.sound.path])
            }
        }
        let applications = Set(shipped.keys)
        guard applications.count > 1, Set(shipped.values).count > 1 else { return }
        throw UsageError(
            """
            the sounds come from \(applications.count) apps (\(applications.sorted().joined(separator: ", "))), \
            and a manifest lists one app's sounds: name one with --target
            """
        )
    }

    static func entry(for file: FileReport, root: String) -> SoundManifest.Entry {
        let sound = file.sound
        let known = sound.description.flatMap { $0.container == .unknown ? nil : $0 }
        let measured = sound.description.flatMap { $0.isMeasured ? $0 : nil }
        let errors = file.findings.filter { $0.severity == .error }
        var failed: [String] = []
        for finding in errors where !failed.contains(finding.rule) { failed.append(finding.rule) }
        return SoundManifest.Entry(
            name: bundleName(of: sound),
            path: PathText.relative(sound.path, to: root),
            container: sound.container.rawValue,
            encoding: sound.encoding.identifier,
            sampleFormat: known?.sampleFormat?.rawValue,
            sampleRate: measured?.sampleRate,
            channels: measured?.channels,
            frames: measured?.frames,
            duration: measured?.duration,
            durationIsEstimate: measured?.durationIsEstimate ?? false,
            bytes: sound.description?.fileSize ?? 0,
            sha256: (try? sha256(ofFile: sound.readPath ?? sound.path)) ?? "",
            valid: file.valid,
            failedRules: failed,
            errors: errors.map(\.message))
    }

    /// SHA-256 of a file's bytes, lowercase hexadecimal, with the fastest implementation this
    /// machine has (`FileSHA256`).
    public static func sha256(ofFile path: String) throws(ReadError) -> String {
        try FileSHA256.hex(ofFile: path)
    }
}
