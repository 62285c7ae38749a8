import SoundCheckCore

/// An Expo app's committed `ios/` Xcode project, compared with its config: prebuild adds the
/// config's sounds to the project it generates, but a build of a committed project (EAS Build
/// runs prebuild only when `ios/` is not committed) ships what that project copies.
enum CommittedIOSProject {
    /// `ios/X.xcodeproj` under the config's folder, when there is exactly one.
    static func path(in folder: String) -> String? {
        let ios = PathText.join(folder, "ios")
        guard DiskFolder.isFolder(ios), let entries = try? DiskFolder.entries(of: ios) else { return nil }
        let projects = entries.filter { $0.kind == .folder && PathText.extension(of: $0.name) == "xcodeproj" }
        guard projects.count == 1, let only = projects.first else { return nil }
        return PathText.join(ios, only.name)
    }

    /// Records where the committed project and the config disagree, by base name at the app's
    /// bundle root: the config's entries it does not copy, and its sounds the config does not list.
    static func compare(_ shipped: inout ShippedSounds, folder: String) {
        guard let project = path(in: folder) else { return }
        let committed: ShippedSounds
        do {
            committed = try XcodeProjectSounds.read(project, targets: [])
        } catch {
            shipped.notices.append("\(project): not compared with the config (\(error.reason))")
            return
        }
        var projectNames: [String: String] = [:]
        for item in committed.items {
            for placement in item.placements where placement.isPlayableByName {
                if projectNames[placement.location] == nil { projectNames[placement.location] = item.path }
            }
        }
        let listed = shipped.items.map { ($0.path, $0.placements) } + shipped.missing.map { ($0.path, $0.placements) }
        var listedNames: Set<String> = []
        for (path, placements) in listed {
            let names = placements.map(\.location)
            listedNames.formUnion(names)
            if !names.contains(where: { projectNames[$0] != nil }) {
                shipped.nativeProject[path] = .notInProject(project: project)
            }
        }
        for (name, path) in projectNames where !listedNames.contains(name) {
            shipped.nativeProject[path] = .onlyInProject(project: project)
            shipped.unshipped.append(path)
        }
        shipped.unshipped.sort { $0.precedesInBytes($1) }
    }
}
