import SoundCheckCore

/// What a target's `resources` copy into its bundle, by Tuist's rules (ResourceFileElement's
/// manifest mapper, as of Tuist 4.40): a glob takes the files it matches; a match inside an opaque
/// folder (`.bundle`, `.xcassets`…), or the folder itself, ships that folder whole; files keep
/// their `.lproj` localization and otherwise land at the bundle root; `excluding` globs take out
/// exactly the paths they match; a folder reference lands as the folder it is; a glob whose
/// folder is not there matches nothing.
struct TuistResources {
    /// Folders Tuist treats as one file, never looking inside (`isOpaqueDirectory`).
    static let opaqueExtensions: Set<String> = [
        "xcassets", "scnassets", "xcdatamodeld", "docc", "playground", "bundle",
        "mlmodelc", "icon", "xcmappingmodel", "nib",
    ]

    let manifestPath: String
    let manifestFolder: String
    /// The folder `.relativeToRoot` paths start from.
    let rootFolder: String
    private var walks: [WalkKey: (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem])] = [:]
    var notices: [String] = []

    init(manifestPath: String) {
        self.manifestPath = manifestPath
        manifestFolder = PathText.directory(of: manifestPath)
        rootFolder = Self.rootFolder(from: manifestFolder)
    }

    /// The nearest folder holding `Tuist/`, `Tuist.swift` or `.git`, as Tuist finds the root.
    static func rootFolder(from folder: String) -> String {
        var current = folder
        for _ in 0..<64 {
            if ["Tuist", "Tuist.swift", ".git"].contains(where: { DiskFolder.status(PathText.join(current, $0)) != nil }
            ) {
                return current
            }
            let parent = ProjectPath.normalized(PathText.join(current, ".."))
            guard parent != current, DiskFolder.isFolder(parent) else { break }
            current = parent
        }
        return folder
    }

    mutating func copy(_ target: TuistManifest.Target, into shipped: inout ShippedSoundsBuilder) {
        let projectTarget = target.asProjectTarget
        for resource in target.resources {
            let listed = ListedPosition(path: manifestPath, line: resource.line, column: resource.column)
            let path = resolve(resource.path, resource.base)
            switch resource.kind {
            case .folderReference: copyFolder(path, listed, projectTarget, into: &shipped)
            case .glob: copyGlob(path, resource, listed, projectTarget, into: &shipped)
            }
        }
    }

    private func resolve(_ path: String, _ base: TuistManifest.PathBase) -> String {
        ProjectPath.resolve(path, in: base == .root ? rootFolder : manifestFolder)
    }

    private mutating func copyFolder(
        _ path: String, _ listed: ListedPosition, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        guard DiskFolder.isFolder(path) else {
            notices.append(
                "\(listed.text): target \(target.name)'s folder reference \(path) is not a folder: Tuist "
                    + "copies nothing for it")
            return
        }
        let walk = self.walk(path)
        for problem in walk.problems { shipped.report(problem) }
        let name = PathText.lastComponent(of: path)
        for file in walk.files {
            shipped.add(
                file.path, identity: file.identity,
                placement: ResourcesPhase.placement(target, name + "/" + file.relative),
                listedAt: listed)
        }
    }

    private mutating func copyGlob(
        _ path: String, _ resource: TuistManifest.Resource, _ listed: ListedPosition,
        _ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder
    ) {
        guard let glob = TuistGlob(path) else {
            notices.append(
                "\(listed.text): target \(target.name)'s resource glob \(resource.path) has more "
                    + "alternatives or ** than soundcheck matches: not read")
            return
        }
        let excluded = resource.excluding.compactMap { TuistGlob(resolve($0.path, $0.base)) }
        guard let status = DiskFolder.status(glob.folder) else {
            if !glob.hasWildcards && SoundFileWalk.isSound(PathText.lastComponent(of: path)) {
                shipped.addMissing(
                    path, placement: ResourcesPhase.placement(target, Self.location(of: path)),
                    listedAt: listed)
            } else if glob.hasWildcards {
                notices.append(
                    "\(listed.text): target \(target.name)'s resource glob \(resource.path) matches nothing: "
                        + "\(glob.folder) is not there")
            }
            return
        }
        if let opaque = Self.opaqueFolder(holding: path) {
            copyOpaque(opaque, listed, target, into: &shipped)
            return
        }
        if status.kind == .file {
            guard SoundFileWalk.isSound(PathText.lastComponent(of: path)) else { return }
            shipped.add(
                path, identity: status.identity, placement: ResourcesPhase.placement(target, Self.location(of: path)),
                listedAt: listed)
            return
        }
        if !glob.hasWildcards && !Self.isOpaque(path) {
            notices.append(
                "\(listed.text): target \(target.name)'s resources list the folder \(resource.path), of which "
                    + "Tuist copies nothing (it warns: write \(resource.path)/** to copy its files)")
            return
        }
        let walk = self.walk(glob.folder, depth: glob.depth)
        for problem in walk.problems { shipped.report(problem) }
        let taken = { (path: String) in glob.matches(path) && !excluded.contains { $0.matches(path) } }
        var opaqueFolders: [String] = []
        for file in walk.files {
            guard let opaque = Self.opaqueFolder(holding: file.path) else {
                if taken(file.path) {
                    shipped.add(
                        file.path, identity: file.identity,
                        placement: ResourcesPhase.placement(target, Self.location(of: file.path)), listedAt: listed)
                }
                continue
            }
            // A match in an opaque folder, or of the folder itself, ships the folder whole.
            if (taken(file.path) || taken(opaque)) && !opaqueFolders.contains(opaque) { opaqueFolders.append(opaque) }
        }
        for opaque in opaqueFolders { copyOpaque(opaque, listed, target, into: &shipped) }
    }

    /// An opaque folder, whole: a `.bundle`'s sounds in `X.bundle/…`, a catalog's into
    /// `Assets.car`; nothing in compiled or documentation folders is a sound at the root.
    private mutating func copyOpaque(
        _ opaque: String, _ listed: ListedPosition, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        let kind = PathText.extension(of: opaque)
        guard kind == "bundle" || kind == "xcassets" else { return }
        let walk = self.walk(opaque)
        for problem in walk.problems { shipped.report(problem) }
        for file in walk.files {
            if kind == "xcassets" {
                shipped.addFromAssetCatalog(file.path, identity: file.identity, catalog: opaque)
            } else {
                shipped.add(
                    file.path, identity: file.identity,
                    placement: ResourcesPhase.placement(
                        target, PathText.lastComponent(of: opaque) + "/" + file.relative),
                    listedAt: listed)
            }
        }
    }

    /// The outermost opaque folder on a path, as the path up to it.
    static func opaqueFolder(holding path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let index = parts.firstIndex(where: { isOpaque(String($0)) }) else { return nil }
        return parts[...index].joined(separator: "/")
    }

    static func isOpaque(_ path: String) -> Bool {
        opaqueExtensions.contains(PathText.extension(of: PathText.lastComponent(of: path)))
    }

    /// `NAME.lproj/file` for a file in a localization folder, else the file's name: the bundle root.
    static func location(of path: String) -> String {
        let name = PathText.lastComponent(of: path)
        let folder = PathText.lastComponent(of: PathText.directory(of: path))
        return PathText.extension(of: folder) == "lproj" ? folder + "/" + name : name
    }

    /// The sounds under a folder, read once per folder and depth. With a depth (a glob without
    /// `**`), folders deeper than a match can lie are not entered, except opaque ones, which a
    /// match of the folder itself ships whole.
    private mutating func walk(_ path: String, depth: Int? = nil) -> (
        files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem]
    ) {
        let key = WalkKey(folder: Array(path.utf8), depth: depth)
        if let walk = walks[key] { return walk }
        var walker = SoundFileWalk()
        if let depth {
            walker.descends = { relative in
                let names = relative.split(separator: "/")
                return names.count < depth || names.contains { Self.isOpaque(String($0)) }
            }
        }
        let walk = walker.run(path)
        walks[key] = walk
        return walk
    }

    private struct WalkKey: Hashable {
        var folder: [UInt8]
        var depth: Int?
    }
}
