import SoundCheckCore

/// Finds the Xcode project a path names: `X.xcodeproj` itself, its `project.pbxproj`, or a
/// folder directly holding one.
enum XcodeProjectLocator {
    /// Whether `path` is an `.xcodeproj` folder, its `project.pbxproj`, or a folder directly
    /// holding at least one.
    static func isProject(_ path: String) -> Bool {
        let path = ProjectPath.trimmed(path)
        if isProjectFile(path) { return true }
        guard DiskFolder.isFolder(path) else { return false }
        return isProjectBundle(path) || !((try? projects(in: path)) ?? []).isEmpty
    }

    /// The `.xcodeproj` folder to read; throws when a folder holds none or several (name one).
    static func projectPath(for path: String) throws(SoundDiscovery.Problem) -> String {
        let path = ProjectPath.trimmed(path)
        if isProjectBundle(path) { return path }
        if isProjectFile(path) { return PathText.directory(of: path) }
        let found = try projects(in: path)
        guard let only = found.first else {
            throw SoundDiscovery.Problem(path: path, reason: "holds no .xcodeproj")
        }
        guard found.count == 1 else {
            let names = found.dropLast().joined(separator: ", ") + " and " + (found.last ?? "")
            throw SoundDiscovery.Problem(path: path, reason: "holds \(names): name one")
        }
        return PathText.join(path, only)
    }

    /// `X.xcodeproj/project.pbxproj`, named on its own: the project it belongs to is read.
    private static func isProjectFile(_ path: String) -> Bool {
        PathText.lastComponent(of: path) == "project.pbxproj" && isProjectBundle(PathText.directory(of: path))
            && DiskFolder.status(path)?.kind == .file
    }

    private static func isProjectBundle(_ path: String) -> Bool {
        PathText.extension(of: PathText.lastComponent(of: path)) == "xcodeproj"
    }

    /// The `.xcodeproj` folders directly in `folder` that hold a `project.pbxproj`, sorted: one
    /// holding only `xcshareddata` (a generated project's schemes committed beside its XcodeGen
    /// or Tuist spec) is not a project to read.
    private static func projects(in folder: String) throws(SoundDiscovery.Problem) -> [String] {
        try DiskFolder.entries(of: folder).filter { entry in
            entry.kind == .folder && isProjectBundle(entry.name)
                && DiskFolder.status(PathText.join(PathText.join(folder, entry.name), "project.pbxproj"))?.kind == .file
        }.map(\.name)
    }
}
