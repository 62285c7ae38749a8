import SoundCheckCore

/// Reads what an app ships from an Xcode project or a built product (`.app`, `.ipa`,
/// `.xcarchive`). `SoundCheckProjects` provides it; it is a protocol here so that the commands
/// that check, which the build plugin's tool shares, need not compile a zip library.
public protocol ShippedSoundsReader: Sendable {
    /// Whether `path` is something this reader reads rather than a file or folder of sounds.
    func reads(_ path: String) -> Bool
    /// The sounds `path` ships, limited to the named targets (Xcode projects; empty: every
    /// application target). Throws for what cannot be read at all, naming the path and why.
    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds
}

extension Checker {
    /// Checks what an app ships: every shipped sound as `check(paths:)` checks a file, by its
    /// bundle for name collisions, and the project's own facts (missing files, sounds no target
    /// copies, sounds out of a payload's reach).
    public func check(_ shipped: ShippedSounds) -> CheckReport {
        check(shipped, alongside: [])
    }

    /// Checks what an app ships with `android`, the Android half's sounds found beside its
    /// description, judged together (one `res/raw` folder may get files from both).
    func check(_ shipped: ShippedSounds, alongside android: [InspectedSound]) -> CheckReport {
        var sounds = inspect(shipped.items.map { ($0.path, $0.readPath) })
        for index in sounds.indices {
            let item = shipped.items[index]
            sounds[index].shipping = .shipped(item.placements)
            sounds[index].assetCatalog = item.assetCatalog
            sounds[index].containingAppPlacements = item.containingAppPlacements
            sounds[index].listedAt = item.listedAt
            sounds[index].projectFile = shipped.projectFile
        }
        for missing in shipped.missing {
            var sound = InspectedSound(path: missing.path, description: nil)
            sound.shipping = .missing(missing.placements)
            sound.listedAt = missing.listedAt
            sounds.append(sound)
        }
        for folder in shipped.missingFolders {
            var sound = InspectedSound(path: folder.path, description: nil)
            sound.shipping = .folderMissing(folder.placements)
            sounds.append(sound)
        }
        // A sound only a committed native project copies ships when that project is built: it is
        // read and judged like a shipped one; other files no target copies are not read.
        let committedOnly = shipped.unshipped.filter { path in
            if case .onlyInProject? = shipped.nativeProject[path] { return true }
            return false
        }
        let read = Dictionary(
            zip(committedOnly, inspect(committedOnly.map { ($0, $0) })), uniquingKeysWith: { first, _ in first })
        for path in shipped.unshipped {
            var sound = read[path] ?? InspectedSound(path: path, description: nil)
            sound.shipping = .notShipped(bundles: shipped.bundles, copiedBy: shipped.unshippedCopiers[path] ?? [])
            sounds.append(sound)
        }
        for index in sounds.indices {
            sounds[index].describedBy = shipped.kind
            sounds[index].nativeProject = shipped.nativeProject[sounds[index].path]
        }
        sounds += Self.withShrinkingFacts(androidCopies(shipped.androidCopies) + android)
        sounds.sort(by: Self.reportOrder)
        var report = judge(sounds)
        report.problems = shipped.problems
        report.notices = shipped.notices + reader.notices(about: sounds)
        report.criticalAlerts = shipped.criticalAlerts
        report.skipped = shipped.skipped
        if let storage = shipped.storage { report.retained.append(storage) }
        return report
    }

    /// The files a description copies into `res/raw`, read and placed there.
    private func androidCopies(_ copies: [ShippedSounds.AndroidCopy]) -> [InspectedSound] {
        var sounds = inspect(copies.map { ($0.path, $0.path) })
        for index in sounds.indices {
            sounds[index].android = copies[index].placement
            sounds[index].listedAt = copies[index].listedAt
        }
        return sounds
    }

    /// Reads the headers of files shown as `path` and read from `readPath` (a copy extracted
    /// from an archive), in parallel, isolated per file like `inspect(_:)`. `placing` adds
    /// what the path alone says of each sound, on the same threads.
    func inspect(
        _ files: [(path: String, readPath: String)],
        placing: @Sendable (inout InspectedSound) -> Void = { _ in }
    ) -> [InspectedSound] {
        let reader = self.reader
        return Parallel.map(files, workers: FileIsolation.workers(configuration.jobs)) { file in
            var sound: InspectedSound
            if let reason = FileIsolation.crashReason(for: file.path) {
                sound = InspectedSound(path: file.path, description: nil, readError: reason)
            } else {
                sound = FileIsolation.run(file.path) {
                    var sound = reader.inspect(path: file.readPath)
                    if file.readPath != file.path {
                        sound.path = file.path
                        sound.readPath = file.readPath
                    }
                    return (sound, succeeded: true)
                }
            }
            placing(&sound)
            return sound
        }
    }
}

extension Checker {
    /// Checks files and folders as `check(paths:keep:)` does, and the Xcode projects and built
    /// products among `paths` that `projects` reads as `check(_:)` does, in one report: plain
    /// paths first, then each project in the order given, then each app root (`AppRoot`: a
    /// folder whose iOS half a description below it says, checked as that description). `keep`
    /// (the `exclude` patterns) also applies to what a project ships and to the files it leaves out.
    public func check(
        paths: [String], targets: [String], projects: (any ShippedSoundsReader)?,
        keep: ([String]) -> [String] = { $0 }
    ) throws(SoundDiscovery.Problem) -> CheckReport {
        let shippedPaths = projects.map { reader in paths.filter(reader.reads) } ?? []
        let appRoots =
            projects.map { reader in
                paths.compactMap { path in
                    AppRoot.description(in: path, readBy: reader).map { (root: path, description: $0) }
                }
            } ?? []
        let plainPaths = paths.filter { path in !shippedPaths.contains(path) && !appRoots.contains { $0.root == path } }
        var report = plainPaths.isEmpty ? CheckReport(files: []) : try check(paths: plainPaths, keep: keep)
        guard let projects else { return report }
        for path in shippedPaths {
            // A folder read as the description it holds (an Expo app's root) may hold the
            // Android half too: read as an app root's is.
            let android = AppRoot.isFolder(path) ? androidHalf(under: path, keep: keep) : AndroidHalf()
            var part = try check(project: path, targets: targets, reader: projects, keep: keep, android: android.sounds)
            part.skipped = Self.merged(part.skipped, android.skipped)
            if !android.isEmpty { part.notices.insert(AppRoot.androidNotice(folder: path, android: android), at: 0) }
            report.append(part)
        }
        for appRoot in appRoots {
            let android = androidHalf(under: appRoot.root, keep: keep)
            var part = try check(
                project: appRoot.description, targets: targets, reader: projects, keep: keep,
                android: android.sounds)
            part.skipped = Self.merged(part.skipped, android.skipped)
            let notice = AppRoot.notice(root: appRoot.root, description: appRoot.description, android: android)
            part.notices.insert(notice, at: 0)
            report.append(part)
        }
        return report
    }

    private func check(
        project path: String, targets: [String], reader: any ShippedSoundsReader,
        keep: ([String]) -> [String], android: [InspectedSound]
    ) throws(SoundDiscovery.Problem) -> CheckReport {
        var shipped = try reader.shippedSounds(at: path, targets: targets)
        let kept = Set(keep(shipped.items.map(\.path)))
        shipped.items.removeAll { !kept.contains($0.path) }
        shipped.unshipped = keep(shipped.unshipped)
        let copied = Set(keep(shipped.androidCopies.map(\.path)))
        shipped.androidCopies.removeAll { !copied.contains($0.path) }
        var report = check(shipped, alongside: android)
        report.descriptionsRead = [path]
        if !report.files.contains(where: { $0.sound.platform == .apple && !$0.sound.isUnshipped }) {
            report.notices.append("\(path): the app ships no notification sound on iOS")
        }
        return report
    }

    /// What an app root holds of its Android half.
    struct AndroidHalf {
        /// The sounds in its `res/raw` folders, read.
        var sounds: [InspectedSound] = []
        /// The other files in Android folders, counted per folder.
        var skipped: [SkippedFiles] = []

        var isEmpty: Bool { sounds.isEmpty && skipped.isEmpty }
    }

    /// The Android half anywhere under an app root (dependencies and build output left out): the
    /// sounds of its `res/raw` folders, and the count of other files in its Android folders, shown
    /// so that they are seen to be skipped, not missed. What cannot be read there is not a
    /// problem of the iOS app.
    func androidHalf(under root: String, keep: ([String]) -> [String]) -> AndroidHalf {
        var discovery = SoundDiscovery()
        discovery.skipsAndroidResources = true
        discovery.skippedFolders = AppRoot.foldersNotCounted
        // A Cordova app's platforms/ is what `cordova prepare` makes from config.xml, which is
        // read as the description: its copies are not the app's own files.
        if AppRoot.isCordovaRoot(root) { discovery.skippedFolders.insert("platforms") }
        guard let found = try? discovery.discover([root]) else { return AndroidHalf() }
        return AndroidHalf(sounds: inspectAndroid(keep(found.androidRaw)), skipped: found.skipped)
    }

    /// Both lists, without an entry for a folder inside one already listed, sorted by path.
    static func merged(_ first: [SkippedFiles], _ second: [SkippedFiles]) -> [SkippedFiles] {
        var kept: [SkippedFiles] = []
        for entry in (first + second).sorted(by: { $0.path.utf8.count < $1.path.utf8.count }) {
            let isInside = kept.contains { entry.path == $0.path || entry.path.hasPrefix(PathText.join($0.path, "")) }
            if !isInside { kept.append(entry) }
        }
        return kept.sorted { $0.path.precedesInBytes($1.path) }
    }
}
