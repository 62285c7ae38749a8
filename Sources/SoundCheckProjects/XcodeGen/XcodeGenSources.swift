import SoundCheckChecking
import SoundCheckCore

/// What a target's `sources` copy into its bundle, by XcodeGen's rules (SourceGenerator): a
/// folder without extension is a group whose files are each copied by their own build phase
/// (resources for audio: to the bundle root); a folder with a known extension (`.bundle`) is one
/// file, copied as the folder it is; `type: folder` copies the folder as a folder reference;
/// `.lproj` folders keep their localization; `excludes`/`includes` globs filter a source's files.
struct XcodeGenSources {
    /// One entry of `sources`.
    struct Source {
        var path: String
        var type: String?
        var phase: XcodeGenBuildPhase?
        var excludes: [GlobPattern]
        var includes: [GlobPattern]
        var optional: Bool
        var explicitFolders: [String]
        /// Where the spec writes the source's path: its files' findings name it.
        var listed: ListedPosition?

        init?(_ value: SpecValue) {
            guard let path = value.string ?? value["path"]?.string else { return nil }
            self.path = path
            listed = (value.mark ?? value["path"]?.mark)?.position
            type = value["type"]?.string
            phase = value["buildPhase"].map(XcodeGenBuildPhase.init)
            excludes = Self.patterns(value["excludes"])
            includes = Self.patterns(value["includes"])
            optional = value["optional"].map { !$0.isFalse } ?? false
            explicitFolders = (value["explicitFolders"]?.listed ?? []).compactMap(\.string).map(ProjectPath.normalized)
        }

        /// Bash globs relative to the source's path, anchored there (`*.caf` is a top-level name).
        private static func patterns(_ value: SpecValue?) -> [GlobPattern] {
            (value?.listed ?? []).compactMap(\.string).filter { !$0.isEmpty }.map { pattern in
                var trimmed = Substring(pattern)
                while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
                return GlobPattern("/" + trimmed)
            }
        }

        /// Whether a file of the source (its path relative to the source) is taken: neither it
        /// nor a folder holding it excluded, and, when there are `includes`, it or a folder
        /// holding it included.
        func takes(_ relative: String) -> Bool {
            if excludes.isEmpty && includes.isEmpty { return true }
            let parts = relative.split(separator: "/")
            let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
            if prefixes.contains(where: { prefix in excludes.contains { $0.matches(prefix) } }) { return false }
            guard !includes.isEmpty else { return true }
            return prefixes.contains { prefix in includes.contains { $0.matches(prefix) } }
        }
    }

    /// Folders with an extension that XcodeGen takes as one file (a wrapper), not as a group.
    static let wrapperExtensions: Set<String> = ResourcesPhase.compiledFolderExtensions.union([
        "bundle", "framework", "xcframework", "app", "appex", "xpc", "mlmodelc", "scnassets", "docc", "storyboardc",
        "plugin", "kext", "wrapper",
    ])

    let specPath: String
    /// Said once each: sources found only by ignoring case.
    private(set) var notices: Set<String> = []
    /// `options.fileTypes`: the spec's build phase per extension.
    let fileTypes: [String: XcodeGenBuildPhase]
    /// `options.defaultSourceDirectoryType`.
    let defaultDirectoryType: String?
    private var walks: [[UInt8]: (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem])] = [:]
    /// Each folder listed once, however many targets and sources copy it as a group: a generated
    /// spec copies one folder into hundreds of targets, and listing it again for each was most
    /// of the time (a fuzzed spec of 4 KB took a second, 60,000 folder reads).
    private var listings: [[UInt8]: Result<[DiskFolder.Entry], SoundDiscovery.Problem>] = [:]
    /// Entries all group copies of the spec may still go through. One walk has its bound; this
    /// bounds their number, which targets × sources would otherwise set (a 16 MB spec can name
    /// a million pairs).
    private let groupEntryBudget: Int
    private var groupEntriesLeft: Int
    private var groupBudgetReported = false
    /// Folders read from disk for groups: each at most once.
    private(set) var foldersListed = 0

    /// A hundred walks' worth: far more than the sources of any real spec hold together.
    static var maximumGroupEntries: Int { SoundFileWalk.bounds.entries * 100 }
    /// Synchronized folders, walked without entering compiled folders (asset catalogs aside).
    private var synchronizedWalks: [[UInt8]: (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem])] = [:]

    init(spec: SpecValue, specPath: String, groupEntryBudget: Int = XcodeGenSources.maximumGroupEntries) {
        self.specPath = specPath
        self.groupEntryBudget = groupEntryBudget
        groupEntriesLeft = groupEntryBudget
        var fileTypes: [String: XcodeGenBuildPhase] = [:]
        for (name, value) in spec["options"]?["fileTypes"]?.entries ?? [] {
            if let phase = value["buildPhase"] { fileTypes[name.lowercased()] = XcodeGenBuildPhase(phase) }
        }
        self.fileTypes = fileTypes
        defaultDirectoryType = spec["options"]?["defaultSourceDirectoryType"]?.string
    }

    mutating func copy(_ target: XcodeGenTarget, into shipped: inout ShippedSoundsBuilder) {
        for value in target.spec["sources"]?.listed ?? [] {
            guard let source = Source(value) else { continue }
            copy(source, target.asProjectTarget, into: &shipped)
        }
    }

    private mutating func copy(_ source: Source, _ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder)
    {
        var path = source.path
        // The file reference, and so the copy in the bundle, keeps the spec's spelling.
        let writtenName = PathText.lastComponent(of: path)
        // XcodeGen runs on macOS, whose disk finds `Sounds/Alert.caf` as `sounds/alert.caf`.
        if let found = DiskFolder.caseInsensitiveMatch(path) {
            notices.insert(
                "\(source.listed?.text ?? specPath): the source \(path) is \(found) on disk: found as a Mac's "
                    + """
                    case-insensitive disk finds it; a case-sensitive one (Linux, or a case-sensitive APFS volume) \
                    does not
                    """
            )
            path = found
        }
        let name = PathText.lastComponent(of: path)
        if let variable = GroupTree.buildSetting(in: path) {
            shipped.report(
                problem(
                    "target \(target.name) lists the source \(path), which uses \(variable), "
                        + "a variable soundcheck does not expand: not checked"))
            return
        }
        guard let status = DiskFolder.status(path) else {
            if source.optional { return }
            if SoundFileWalk.isSound(name), case .resources = source.phase ?? .resources {
                shipped.addMissing(path, placement: ResourcesPhase.placement(target, name), listedAt: source.listed)
            } else {
                shipped.report(
                    SoundDiscovery.Problem(
                        path: path,
                        reason: "target \(target.name) lists this source, "
                            + "which is not there (XcodeGen stops): \(DiskFolder.errorText())"))
            }
            return
        }
        let type =
            source.type
            ?? (status.kind != .folder || !PathText.extension(of: name).isEmpty
                ? "file"
                : defaultDirectoryType ?? "group")
        switch type {
        case "folder":
            place(
                path, status, phase: source.phase ?? .resources, asFolder: true, listed: source.listed, target,
                into: &shipped)
        case "syncedFolder":
            copySynchronized(path, source, target, into: &shipped)
        case "group" where status.kind == .folder:
            copyGroup(path, identity: status.identity, source, target, into: &shipped)
        default:
            place(
                path, status, phase: source.phase ?? phase(of: name), asFolder: false, listed: source.listed,
                bundleName: writtenName, target, into: &shipped)
        }
    }

    private func phase(of name: String) -> XcodeGenBuildPhase {
        XcodeGenBuildPhase.byDefault(for: name, fileTypes: fileTypes)
    }

    /// A file, a wrapper folder, or a folder reference, copied by `phase`.
    /// `bundleName`: the name the file reference gives, when it is not the file's on disk.
    private mutating func place(
        _ path: String, _ status: (kind: DiskFolder.Kind, identity: FileIdentity),
        phase: XcodeGenBuildPhase, asFolder: Bool, localized: String = "", listed: ListedPosition?,
        bundleName: String? = nil, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        let name = bundleName ?? PathText.lastComponent(of: path)
        let folder: String
        switch phase {
        case .resources: folder = localized
        case .copyFiles(let destination?): folder = destination
        case .unresolved(let subpath):
            if status.kind == .folder || SoundFileWalk.isSound(name) {
                shipped.report(
                    problem(
                        "target \(target.name) copies \(path) to \(subpath), "
                            + "which uses a build setting only a build knows: not checked"))
            }
            return
        case .copyFiles(nil), .other: return
        }
        guard status.kind == .folder else {
            if SoundFileWalk.isSound(name) {
                shipped.add(
                    path, identity: status.identity,
                    placement: ResourcesPhase.placement(target, XcodeGenBuildPhase.location(name, in: folder)),
                    listedAt: listed)
            }
            return
        }
        if AssetCatalog.isCatalog(name) && !asFolder {
            let walk = self.walk(path)
            for problem in walk.problems { shipped.report(problem) }
            for file in walk.files {
                shipped.addFromAssetCatalog(file.path, identity: file.identity, catalog: file.assetCatalog ?? path)
            }
        } else if asFolder || !ResourcesPhase.isCompiledFolder(name) {
            // A folder reference or a wrapper (`Sounds.bundle`) lands as the folder itself.
            let walk = self.walk(path)
            for problem in walk.problems { shipped.report(problem) }
            let inside = XcodeGenBuildPhase.location(name, in: folder)
            for file in walk.files {
                shipped.add(
                    file.path, identity: file.identity,
                    placement: ResourcesPhase.placement(target, inside + "/" + file.relative), listedAt: listed)
            }
        }
    }

    /// A group: its files each by their own phase, its plain folders as groups, `.lproj`
    /// folders' files into their localization. Iterative; each folder entered once. Bounded as
    /// `SoundFileWalk` is: a group past the bound (a spec's `- /`) adds nothing, only the problem.
    private mutating func copyGroup(
        _ root: String, identity: FileIdentity, _ source: Source, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        var group = shipped
        var visited: Set<FileIdentity> = [identity]
        var pending: [(path: String, relative: String)] = [(root, "")]
        var read = 0
        let bound = SoundFileWalk.bounds.entries
        while let (folder, relative) = pending.popLast() {
            let entries: [DiskFolder.Entry]
            switch listing(of: folder) {
            case .success(let listed): entries = listed
            case .failure(let problem):
                group.report(problem)
                continue
            }
            read += entries.count
            guard read <= bound else {
                shipped.report(SoundFileWalk.tooManyEntries(in: root, bound: bound))
                return
            }
            guard spendGroupEntries(entries.count, into: &group) else {
                shipped = group
                return
            }
            for entry in entries {
                let entryRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let fileExtension = PathText.extension(of: entry.name)
                let isFolder = entry.kind == .folder
                // Only sounds and folders can ship a sound: other files need no glob matching.
                guard isFolder || SoundFileWalk.isSound(entry.name), source.takes(entryRelative) else { continue }
                let path = PathText.join(folder, entry.name)
                if isFolder && fileExtension == "lproj" {
                    copyLocalized(path, entryRelative, source, target, into: &group)
                } else if isFolder && !Self.wrapperExtensions.contains(fileExtension) {
                    if visited.insert(entry.identity).inserted { pending.append((path, entryRelative)) }
                } else if entry.kind != .other {
                    place(
                        ProjectPath.normalized(path), (entry.kind, entry.identity),
                        phase: source.phase ?? phase(of: entry.name),
                        asFolder: false, listed: source.listed, target, into: &group)
                }
            }
        }
        shipped = group
    }

    private mutating func listing(of folder: String) -> Result<[DiskFolder.Entry], SoundDiscovery.Problem> {
        let key = Array(folder.utf8)
        if let listed = listings[key] { return listed }
        let listed = Result { () throws(SoundDiscovery.Problem) in try DiskFolder.entries(of: folder) }
        listings[key] = listed
        foldersListed += 1
        return listed
    }

    /// Takes `count` from what group copies may still read; false, said once, when it is spent.
    private mutating func spendGroupEntries(_ count: Int, into shipped: inout ShippedSoundsBuilder) -> Bool {
        groupEntriesLeft -= count
        guard groupEntriesLeft < 0 else { return true }
        if !groupBudgetReported {
            groupBudgetReported = true
            shipped.report(
                problem(
                    "its targets' sources hold more than \(groupEntryBudget) files and folders in all: "
                        + "soundcheck stopped copying groups there, so sounds of later sources are not checked"))
        }
        return false
    }

    /// The files directly in `NAME.lproj`, into `NAME.lproj/` of the bundle.
    private mutating func copyLocalized(
        _ folder: String, _ relative: String, _ source: Source,
        _ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder
    ) {
        let entries: [DiskFolder.Entry]
        switch listing(of: folder) {
        case .success(let listed): entries = listed
        case .failure(let problem):
            shipped.report(problem)
            return
        }
        guard spendGroupEntries(entries.count, into: &shipped) else { return }
        let language = PathText.lastComponent(of: folder)
        for entry in entries where entry.kind == .file && source.takes(relative + "/" + entry.name) {
            place(
                ProjectPath.normalized(PathText.join(folder, entry.name)), (entry.kind, entry.identity),
                phase: source.phase ?? phase(of: entry.name), asFolder: false, localized: language,
                listed: source.listed, target, into: &shipped)
        }
    }

    /// Xcode 16 synchronized folder: files flat at the root, except in `.lproj` folders and
    /// `explicitFolders`; `excludes` and `includes` become the target's exceptions.
    private mutating func copySynchronized(
        _ path: String, _ source: Source, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        let walk =
            synchronizedWalks[Array(path.utf8)]
            ?? SoundFileWalk(skipsFolder: SynchronizedFolders.isNotSearched).run(path)
        synchronizedWalks[Array(path.utf8)] = walk
        for problem in walk.problems { shipped.report(problem) }
        for file in walk.files where source.takes(file.relative) {
            if let catalog = file.assetCatalog {
                shipped.addFromAssetCatalog(file.path, identity: file.identity, catalog: catalog)
                continue
            }
            let location = SynchronizedFolders.location(of: file.relative, explicitFolders: source.explicitFolders)
            shipped.add(
                file.path, identity: file.identity, placement: ResourcesPhase.placement(target, location),
                listedAt: source.listed)
        }
    }

    /// Each folder walked once, however many targets copy it.
    private mutating func walk(_ path: String) -> (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem]) {
        let walk = walks[Array(path.utf8)] ?? SoundFileWalk().run(path)
        walks[Array(path.utf8)] = walk
        return walk
    }

    private func problem(_ reason: String) -> SoundDiscovery.Problem {
        SoundDiscovery.Problem(path: specPath, reason: reason)
    }
}
