import SoundCheckChecking
import SoundCheckCore

/// `X.xcworkspace`: the Xcode projects its `contents.xcworkspacedata` lists, read as one app
/// (their targets' sounds together), the dependency projects a package manager adds
/// (`Pods/Pods.xcodeproj`) left out. A notice says which projects were read.
struct XcodeWorkspaceReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool {
        let path = ProjectPath.trimmed(path)
        return PathText.extension(of: PathText.lastComponent(of: path)) == "xcworkspace"
            && DiskFolder.status(PathText.join(path, "contents.xcworkspacedata"))?.kind == .file
    }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        let workspace = ProjectPath.trimmed(path)
        let listed = try Self.projects(in: workspace)
        let (read, left) = (listed.filter { !Self.isDependency($0) }, listed.filter(Self.isDependency))
        guard !read.isEmpty else {
            throw SoundDiscovery.Problem(path: workspace, reason: "lists no Xcode project of the app's own")
        }
        var parts: [ShippedSounds] = []
        var named: Set<String> = []
        for projectPath in read {
            // A target name belongs to one of the projects: ask each only for those it has.
            let project = try PBXProject.read(projectPath: projectPath)
            let own = targets.filter { name in project.targets.contains { $0.name == name } }
            named.formUnion(own)
            guard targets.isEmpty || !own.isEmpty else { continue }
            parts.append(try XcodeProjectSounds.read(project, at: projectPath, targets: own))
        }
        if let unknown = targets.first(where: { !named.contains($0) }) {
            throw SoundDiscovery.Problem(
                path: workspace, reason: "no project it lists has a target named \"\(unknown)\"")
        }
        var shipped = Self.merged(parts)
        let names = read.map(PathText.lastComponent).joined(separator: ", ")
        var notice = "\(workspace): a workspace; read \(names)"
        if !left.isEmpty {
            notice += " (not \(left.map(PathText.lastComponent).joined(separator: ", ")): dependencies)"
        }
        shipped.notices.insert(notice, at: 0)
        return shipped
    }

    /// `Pods/Pods.xcodeproj` and other projects under a package manager's folder.
    static func isDependency(_ project: String) -> Bool {
        project.split(separator: "/").contains { GeneratedFolder.generatedNames.contains(String($0)) }
    }

    /// The `.xcodeproj` paths the workspace lists (`group:`, `container:` and `absolute:`
    /// locations), relative to the folder holding the workspace.
    static func projects(in workspace: String) throws(SoundDiscovery.Problem) -> [String] {
        let data = PathText.join(workspace, "contents.xcworkspacedata")
        var scanner = XMLScanner(try ConfigFile.bytes(of: data))
        let folder = PathText.directory(of: workspace)
        var groups: [String] = []
        var projects: [String] = []
        do throws(XMLScanner.Failure) {
            while let event = try scanner.next() {
                switch event {
                case .start(let element) where element.name == "Group":
                    let location = resolve(element.attributes["location"] ?? "", under: groups.last ?? folder)
                    if !element.isEmpty { groups.append(location ?? groups.last ?? folder) }
                case .end("Group"):
                    _ = groups.popLast()
                case .start(let element) where element.name == "FileRef":
                    if let path = resolve(element.attributes["location"] ?? "", under: groups.last ?? folder),
                        PathText.extension(of: PathText.lastComponent(of: path)) == "xcodeproj"
                    {
                        projects.append(ProjectPath.normalized(path))
                    }
                default:
                    break
                }
            }
        } catch {
            throw SoundDiscovery.Problem(path: data, reason: "line \(error.line): \(error.reason)")
        }
        return projects
    }

    /// A location attribute (`group:App.xcodeproj`, `container:App.xcodeproj`,
    /// `absolute:/x/App.xcodeproj`) as a path; nil for `self:` and unknown kinds.
    static func resolve(_ location: String, under folder: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let value = String(location[location.index(after: colon)...])
        switch kind {
        case "group", "container": return value.isEmpty ? folder : PathText.join(folder, value)
        case "absolute": return value
        default: return nil
        }
    }

    /// The projects' sounds as one app's: a file one project leaves unshipped that another's
    /// target copies is shipped.
    static func merged(_ parts: [ShippedSounds]) -> ShippedSounds {
        var merged = ShippedSounds(kind: .xcodeProject)
        for part in parts {
            merged.items += part.items
            merged.missing += part.missing
            merged.missingFolders += part.missingFolders
            merged.unshipped += part.unshipped
            merged.unshippedCopiers.merge(part.unshippedCopiers) { first, _ in first }
            merged.bundles += part.bundles.filter { !merged.bundles.contains($0) }
            merged.problems += part.problems
            merged.notices += part.notices.filter { !merged.notices.contains($0) }
            merged.skipped += part.skipped.filter { !merged.skipped.contains($0) }
            merged.criticalAlerts += part.criticalAlerts
        }
        // One project's file names where fix renames; several: none (fix leaves names alone).
        merged.projectFile = parts.count == 1 ? parts.first?.projectFile : nil
        let shipped = Set(merged.items.map(\.path))
        merged.unshipped = merged.unshipped.filter { !shipped.contains($0) }
        return merged
    }
}
