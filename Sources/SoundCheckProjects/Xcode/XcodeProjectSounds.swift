import SoundCheckCore

/// The sounds an Xcode project's targets copy into their bundles (SPEC §7), read from
/// `project.pbxproj` and the files on disk, without building.
enum XcodeProjectSounds {
    /// Folders of a project's folder that hold no sound of the app: dependencies, build output,
    /// other projects.
    static let foldersNotSearched: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules"]

    /// `targets` empty: every application target (every native target when there is no app).
    /// Throws for a project that cannot be read and for a target name it does not have.
    static func read(_ projectPath: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        let projectPath = ProjectPath.trimmed(projectPath)
        let project = try PBXProject.read(projectPath: projectPath)
        let selected = try TargetSelection.select(targets, from: project.targets, projectPath: projectPath)
        let folder = FilePath.directory(of: projectPath)
        let tree = GroupTree(project: project, projectFolder: folder)
        var shipped = ShippedSoundsBuilder()
        if !tree.truncatedGroups.isEmpty {
            shipped.report(SoundDiscovery.Problem(path: projectPath, reason: "groups nested more than \(GroupTree.maximumDepth) deep: what lies deeper is not checked"))
        }
        var resources = ResourcesPhase(tree: tree, projectPath: projectPath)
        var synchronized = SynchronizedFolders(tree: tree, projectPath: projectPath)
        for target in selected {
            resources.copy(target, into: &shipped)
            synchronized.copy(target, into: &shipped)
        }
        let unshipped = unshippedSounds(in: folder, shipped: &shipped)
        let entitlements = TargetEntitlements(project: project, projectPath: projectPath)
        let criticalAlerts = selected.filter { $0.kind == .application }.map { entitlements.criticalAlerts(of: $0) }
        criticalAlerts.flatMap(\.1).forEach { shipped.report($0) }
        var result = shipped.result(unshipped: unshipped, bundles: selected.map(\.name))
        result.criticalAlerts = criticalAlerts.map(\.0)
        return result
    }

    /// Sound files under the folder holding the `.xcodeproj` that no selected target copies.
    private static func unshippedSounds(in folder: String, shipped: inout ShippedSoundsBuilder) -> [String] {
        let walk = SoundFileWalk(skipsFolder: isNotSearched).run(folder)
        walk.problems.forEach { shipped.report($0) }
        let copied = shipped.shippedFiles
        return walk.files.filter { !copied.contains($0.identity) }.map(\.path)
    }

    static func isNotSearched(_ name: String) -> Bool {
        foldersNotSearched.contains(name) || ResourcesPhase.isCompiledFolder(name)
    }
}
