import SoundCheckChecking
import SoundCheckCore

/// The sounds an Xcode project's targets copy into their bundles (SPEC §7), read from
/// `project.pbxproj` and the files on disk, without building.
enum XcodeProjectSounds {
    /// What targets copy, through their Resources phases and synchronized folders.
    struct TargetCopies {
        var resources: ResourcesPhase
        var synchronized: SynchronizedFolders

        init(tree: GroupTree, projectPath: String) {
            resources = ResourcesPhase(tree: tree, projectPath: projectPath)
            synchronized = SynchronizedFolders(tree: tree, projectPath: projectPath)
        }

        mutating func copies(of targets: [PBXProject.Target]) -> ShippedSoundsBuilder {
            var builder = ShippedSoundsBuilder()
            copy(targets, into: &builder)
            return builder
        }

        mutating func copy(_ targets: [PBXProject.Target], into builder: inout ShippedSoundsBuilder) {
            for target in targets {
                resources.copy(target, into: &builder)
                synchronized.copy(target, into: &builder)
            }
        }
    }

    /// Folders of a project's folder that hold no sound of the app: dependencies, build output,
    /// other projects.
    static let foldersNotSearched = AppRoot.foldersNotCounted
    /// Built products committed beside the project (an `.xcarchive`, an `.app`): their sounds are
    /// copies of the app's, never files a target is missing.
    static let builtProductExtensions: Set<String> = ["xcarchive", "app", "appex", "dsym", "ipa"]

    /// `targets` empty: every application target (every native target when there is no app).
    /// Throws for a project that cannot be read and for a target name it does not have.
    static func read(_ projectPath: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        let projectPath = ProjectPath.trimmed(projectPath)
        return try read(try PBXProject.read(projectPath: projectPath), at: projectPath, targets: targets)
    }

    /// What `project`, read from `projectPath`, ships: its files are looked for beside it.
    static func read(
        _ project: PBXProject, at projectPath: String,
        targets: [String]
    ) throws(SoundDiscovery.Problem) -> ShippedSounds {
        let selected = try TargetSelection.select(targets, from: project.targets, projectPath: projectPath)
        let folder = PathText.directory(of: projectPath)
        let tree = GroupTree(project: project, projectFolder: folder)
        var shipped = ShippedSoundsBuilder()
        if !tree.truncatedGroups.isEmpty {
            shipped.report(
                SoundDiscovery.Problem(
                    path: projectPath,
                    reason: "groups nested more than \(GroupTree.maximumDepth) deep: what lies deeper is not checked"))
        }
        var copying = TargetCopies(tree: tree, projectPath: projectPath)
        copying.copy(selected, into: &shipped)
        // The apps containing a selected extension: read for where they put the same files, so
        // that a sound the app ships too is not said to be only the extension's. Not checked.
        let hosts = containingApps(of: selected, in: project)
        let apps = copying.copies(of: project.targets.filter { hosts.applications.contains($0.id) })
        let unshipped = shipped.unshippedSounds(in: folder, containingApps: apps)
        let criticalAlerts = self.criticalAlerts(
            project, at: projectPath, selected: selected, hosts: hosts.applications)
        for problem in criticalAlerts.flatMap(\.1) { shipped.report(problem) }
        // The targets not read that copy a file none read copies: an extension's own sound.
        let read = Set(selected.map(\.id)).union(hosts.applications)
        var result = shipped.result(unshipped: unshipped, bundles: selected.map(\.name), kind: .xcodeProject) {
            copying.copies(of: project.targets.filter { !read.contains($0.id) })
        }
        result.criticalAlerts = criticalAlerts.map(\.0)
        result.projectFile = PathText.join(projectPath, "project.pbxproj")
        result.notices += hosts.notices
        return result
    }

    /// The critical-alerts entitlement of the selected apps; with none selected, of the apps
    /// containing the selected extensions (their payloads play in that app).
    private static func criticalAlerts(
        _ project: PBXProject, at projectPath: String, selected: [PBXProject.Target],
        hosts: Set<String>
    ) -> [(CriticalAlertsEntitlement, [SoundDiscovery.Problem])] {
        let entitlements = TargetEntitlements(project: project, projectPath: projectPath)
        var applications = selected.filter { $0.kind == .application }
        if applications.isEmpty { applications = project.targets.filter { hosts.contains($0.id) } }
        return applications.map { entitlements.criticalAlerts(of: $0) }
    }

    /// For each selected app extension, the application targets containing it that are not
    /// selected themselves, and the notice that says a payload's name resolves against them.
    static func containingApps(
        of selected: [PBXProject.Target],
        in project: PBXProject
    ) -> (applications: Set<String>, notices: [String]) {
        let chosen = Set(selected.map(\.id))
        var applications: Set<String> = []
        var notices: [String] = []
        for target in selected where target.kind == .appExtension {
            let apps = TargetSelection.containingApps(of: target, in: project)
            applications.formUnion(apps.map(\.id).filter { !chosen.contains($0) })
            notices.append(extensionNotice(target.name, apps: apps.map(\.name)))
        }
        return (applications, notices)
    }

    static func extensionNotice(_ name: String, apps: [String]) -> String {
        let app =
            apps.isEmpty
            ? "the app containing it, which this project does not build"
            : "the app containing it (\(apps.joined(separator: ", ")))"
        return "\(name) is an app extension: its sounds are listed as it copies them, "
            + "but a payload's sound name is looked up in the bundle of \(app), not in the extension's"
    }

    /// Sound files under the folder holding the `.xcodeproj` that no target read copies, but for
    /// those in Android resource folders (a project at the root of a cross-platform app), which
    /// are counted per folder instead.
    static func unshippedSounds(
        in folder: String, copied: Set<FileIdentity>, shipped: inout ShippedSoundsBuilder
    ) -> (files: [String], skipped: [SkippedFiles]) {
        let notSearched = SkippedFolders()
        var walker = SoundFileWalk(skipsFolder: isNotSearched, maximumEntries: SoundFileWalk.projectFolderEntries)
        // Compiled folders (a project, an asset catalog) are not worth a line: only dependencies
        // and build output, which a user might wonder about.
        walker.skipped = { path in
            if !ResourcesPhase.isCompiledFolder(PathText.lastComponent(of: path)) { notSearched.paths.append(path) }
        }
        let walk = walker.run(folder)
        for problem in walk.problems { shipped.report(problem) }
        var files: [String] = []
        var counts: [String: Int] = [:]
        for found in walk.files where !copied.contains(found.identity) {
            if let android = AndroidResources.folder(enclosing: found.path, isFolder: false) {
                counts[android, default: 0] += 1
            } else {
                files.append(found.path)
            }
        }
        let skipped = counts.keys.sorted { $0.precedesInBytes($1) }
            .map { SkippedFiles(path: $0, files: counts[$0, default: 0], reason: AndroidResources.reason) }
        let folders = notSearched.paths.sorted { $0.precedesInBytes($1) }.map {
            SkippedFiles(path: $0, files: 0, reason: notSearchedReason)
        }
        return (files, skipped + folders)
    }

    static let notSearchedReason =
        "dependencies, build output or a built product: not searched for sounds no target copies"

    /// The folders a walk was kept out of, gathered as it goes (the walk is synchronous).
    final class SkippedFolders {
        var paths: [String] = []
    }

    static func isNotSearched(_ name: String) -> Bool {
        foldersNotSearched.contains(name) || ResourcesPhase.isCompiledFolder(name)
            || builtProductExtensions.contains(PathText.extension(of: name))
    }
}
