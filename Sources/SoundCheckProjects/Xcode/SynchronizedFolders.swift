import SoundCheckCore

/// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file under the
/// folder belongs to each target that lists the folder, minus the files that target's exception
/// set (`membershipExceptions`, paths relative to the folder) leaves out. Resources are copied
/// flat to the bundle root, except in the folder's `explicitFolders`, which are copied as
/// folders, and in `NAME.lproj` folders, which keep their localization.
struct SynchronizedFolders {
    let tree: GroupTree
    let projectPath: String
    /// Each folder walked once, however many targets list it.
    private var walks: [String: (files: [SoundFileWalk.Found], problems: [SoundDiscovery.Problem])] = [:]

    init(tree: GroupTree, projectPath: String) {
        self.tree = tree
        self.projectPath = projectPath
    }

    mutating func copy(_ target: PBXProject.Target, into shipped: inout ShippedSoundsBuilder) {
        for id in target.synchronizedGroups {
            guard let folder = tree.project.elements[id], folder.kind == .synchronizedFolder else { continue }
            let path: String
            switch tree.location(of: id) {
            case .path(let resolved):
                path = resolved
            case .unresolvable(let reason):
                shipped.report(
                    SoundDiscovery.Problem(
                        path: projectPath,
                        reason:
                            """
                            target \(target.name) copies the folder \(ResourcesPhase.display(folder)), but \
                            \(reason): not checked
                            """
                    ))
                continue
            }
            let walk = walks[id] ?? SoundFileWalk(skipsFolder: Self.isNotSearched).run(path)
            walks[id] = walk
            for problem in walk.problems { shipped.report(problem) }
            let excluded = exceptions(of: folder, for: target)
            let explicitFolders = folder.explicitFolders.map(ProjectPath.normalized)
            for file in walk.files where !excluded.contains(where: { Self.isWithin(file.relative, $0) }) {
                if let catalog = file.assetCatalog {
                    shipped.addFromAssetCatalog(file.path, identity: file.identity, catalog: catalog)
                    continue
                }
                let location = Self.location(of: file.relative, explicitFolders: explicitFolders)
                shipped.add(file.path, identity: file.identity, placement: ResourcesPhase.placement(target, location))
            }
        }
    }

    /// Compiled folders are not searched, except asset catalogs, whose sounds are reported.
    static func isNotSearched(_ name: String) -> Bool {
        ResourcesPhase.isCompiledFolder(name) && !AssetCatalog.isCatalog(name)
    }

    /// The paths the target's exception sets of this folder leave out.
    private func exceptions(of folder: PBXProject.Element, for target: PBXProject.Target) -> [String] {
        folder.exceptions.compactMap { tree.project.exceptionSets[$0] }
            .filter { $0.target == target.id }
            .flatMap(\.membershipExceptions)
            .map(ProjectPath.normalized)
    }

    /// Where a file of the folder lands in the bundle: under the outermost explicit folder
    /// holding it (by that folder's name), in its `.lproj`, or at the root.
    static func location(of relative: String, explicitFolders: [String]) -> String {
        let holding = explicitFolders.filter { isWithin(relative, $0) && relative.utf8.count > $0.utf8.count }
        if let outermost = holding.min(by: { $0.utf8.count < $1.utf8.count }) {
            let inside = String(Substring(relative.utf8.dropFirst(outermost.utf8.count + 1)))
            return PathText.lastComponent(of: outermost) + "/" + inside
        }
        let name = PathText.lastComponent(of: relative)
        let parent = PathText.lastComponent(of: PathText.directory(of: relative))
        return PathText.extension(of: parent) == "lproj" ? parent + "/" + name : name
    }

    /// `relative` is `path` or lies under it; compared by bytes.
    static func isWithin(_ relative: String, _ path: String) -> Bool {
        relative.utf8.elementsEqual(path.utf8) || relative.utf8.starts(with: (path + "/").utf8)
    }
}
