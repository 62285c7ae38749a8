import SoundCheckCore

/// What a target's Resources build phases copy, and where in its bundle: a file to the bundle
/// root, a variant group's files into `LANG.lproj/`, a folder reference (a "blue folder") as the
/// folder itself with everything in it.
struct ResourcesPhase {
    let tree: GroupTree
    /// The `.xcodeproj`, named by problems about its references.
    let projectPath: String
    /// Folders a reference copies (by their paths' bytes), walked once however many targets copy them.
    private var folderWalks: [[UInt8]: (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem])] = [:]

    init(tree: GroupTree, projectPath: String) {
        self.tree = tree
        self.projectPath = projectPath
    }

    /// Folders Xcode compiles (an asset catalog becomes `Assets.car`) or never copies as they
    /// are: a sound inside one is not a file in the bundle. Asset catalogs are still searched, so
    /// that a sound put in one is reported (`AssetCatalog`); the others are not.
    static let compiledFolderExtensions: Set<String> = [
        "xcassets", "xcstickers", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "mlpackage", "iconset", "icon",
        "atlas", "rcproject", "xcodeproj", "xcworkspace", "playground",
    ]

    static func isCompiledFolder(_ name: String) -> Bool {
        compiledFolderExtensions.contains(PathText.extension(of: name))
    }

    mutating func copy(_ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder) {
        let project = tree.project
        for phase in target.buildPhases {
            for buildFile in project.resourcePhases[phase] ?? [] {
                // A build file without fileRef is a Swift package product: no file of this project.
                guard let reference = project.buildFiles[buildFile] else { continue }
                guard let element = project.elements[reference] else {
                    shipped.report(
                        problem("target \(target.name) copies object \(reference), which the project does not define"))
                    continue
                }
                switch element.kind {
                case .file: copyFile(reference, element, target, into: &shipped)
                case .variantGroup: copyVariants(of: element, target, into: &shipped)
                default: break
                }
            }
        }
    }

    private mutating func copyFile(
        _ id: String, _ element: PBXProject.Element, _ target: PBXProject.Target,
        into shipped: inout ShippedSoundsBuilder
    ) {
        let name = PathText.lastComponent(of: GroupTree.ownPath(of: element))
        let isSound = SoundFileWalk.isSound(name)
        let isFolderType = element.fileType.map { $0 == "folder" || $0.hasPrefix("folder.") } ?? false
        let path: String
        switch tree.location(of: id) {
        case .unresolvable(let reason):
            if isSound || isFolderType {
                shipped.report(
                    problem("target \(target.name) copies \(Self.display(element)), but \(reason): not checked"))
            }
            return
        case .path(let resolved):
            path = resolved
        }
        guard let status = DiskFolder.status(path) else {
            if isSound {
                shipped.addMissing(path, placement: Self.placement(target, PathText.lastComponent(of: path)))
            } else if isFolderType {
                shipped.reportAbsentFolder(path, placement: Self.placement(target, PathText.lastComponent(of: path)))
            }
            return
        }
        if status.kind == .folder {
            if AssetCatalog.isCatalog(name) {
                copyAssetCatalog(path, into: &shipped)
            } else if !Self.isCompiledFolder(name) {
                copyFolder(path, target, into: &shipped)
            }
        } else if isSound {
            shipped.add(
                path, identity: status.identity, placement: Self.placement(target, PathText.lastComponent(of: path)))
        }
    }

    /// A folder reference is copied as the folder: its sounds land under the folder's name.
    private mutating func copyFolder(
        _ path: String, _ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder
    ) {
        let walk = self.walk(path)
        for problem in walk.problems { shipped.report(problem) }
        let folder = PathText.lastComponent(of: path)
        for file in walk.files {
            shipped.add(
                file.path, identity: file.identity, placement: Self.placement(target, folder + "/" + file.relative))
        }
    }

    /// An asset catalog is compiled into `Assets.car`: its sounds are facts, in no bundle.
    private mutating func copyAssetCatalog(_ path: String, into shipped: inout ShippedSoundsBuilder) {
        let walk = self.walk(path)
        for problem in walk.problems { shipped.report(problem) }
        for file in walk.files {
            shipped.addFromAssetCatalog(file.path, identity: file.identity, catalog: file.assetCatalog ?? path)
        }
    }

    /// Each folder walked once, however many targets copy it.
    private mutating func walk(_ path: String) -> (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem]) {
        let walk = folderWalks[Array(path.utf8)] ?? SoundFileWalk().run(path)
        folderWalks[Array(path.utf8)] = walk
        return walk
    }

    /// Each localization of a variant group lands in its `.lproj` folder of the bundle; the
    /// child's path is usually `en.lproj/chime.caf`, its name the language.
    private func copyVariants(
        of group: PBXProject.Element, _ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder
    ) {
        for child in group.children {
            guard let element = tree.project.elements[child], element.kind == .file,
                SoundFileWalk.isSound(GroupTree.ownPath(of: element))
            else { continue }
            let path: String
            switch tree.location(of: child) {
            case .path(let resolved):
                path = resolved
            case .unresolvable(let reason):
                shipped.report(
                    problem("target \(target.name) copies \(Self.display(element)), but \(reason): not checked"))
                continue
            }
            let location =
                Self.localizedFolder(of: path, language: element.name) + "/" + PathText.lastComponent(of: path)
            if let status = DiskFolder.status(path) {
                shipped.add(path, identity: status.identity, placement: Self.placement(target, location))
            } else {
                shipped.addMissing(path, placement: Self.placement(target, location))
            }
        }
    }

    /// `en.lproj` from `…/en.lproj/chime.caf`, else from the child's name (its language).
    static func localizedFolder(of path: String, language: String?) -> String {
        let folder = PathText.lastComponent(of: PathText.directory(of: path))
        if PathText.extension(of: folder) == "lproj" { return folder }
        return (language ?? "Base") + ".lproj"
    }

    static func placement(_ target: PBXProject.Target, _ location: String) -> BundlePlacement {
        BundlePlacement(bundle: target.name, kind: target.kind, location: location)
    }

    static func display(_ element: PBXProject.Element) -> String {
        element.path ?? element.name ?? "an unnamed file"
    }

    private func problem(_ reason: String) -> SoundDiscovery.Problem {
        SoundDiscovery.Problem(path: projectPath, reason: reason)
    }
}
