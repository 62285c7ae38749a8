import SoundCheckCore

/// Where the elements of a project's group tree lie on disk.
///
/// A reference's `path` is relative to what its `sourceTree` names: `<group>` the folder of the
/// group holding it (a group without `path` adds nothing), `SOURCE_ROOT` the project's folder,
/// `<absolute>` nothing. Any other source tree is a build setting (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, `DEVELOPER_DIR`…) that only a build knows.
struct GroupTree: Sendable {
    enum Location: Sendable, Equatable {
        case path(String)
        /// The reason it cannot be known without building.
        case unresolvable(String)
    }

    /// Deeper than any project a person made; a deeper tree is cut there.
    static let maximumDepth = 256

    let project: PBXProject
    /// The folder `SOURCE_ROOT` and the main group stand for, as a display path.
    let projectFolder: String
    /// Each element's group, found by walking down from the main group: an element listed by two
    /// groups (or by its own descendant, a cycle) keeps the first group that reached it.
    private(set) var parents: [String: String] = [:]
    /// Groups below `maximumDepth`, whose children were not visited.
    private(set) var truncatedGroups: [String] = []

    init(project: PBXProject, projectFolder: String) {
        self.project = project
        self.projectFolder = ProjectPath.resolve(project.projectDirPath, in: projectFolder)
        linkParents()
    }

    /// Breadth first and iterative, so a long chain of groups cannot exhaust the stack.
    private mutating func linkParents() {
        var reached: Set<String> = [project.mainGroup]
        var level = [project.mainGroup]
        var depth = 0
        while !level.isEmpty {
            guard depth < Self.maximumDepth else {
                truncatedGroups = level
                return
            }
            var next: [String] = []
            for group in level {
                for child in project.elements[group]?.children ?? [] where reached.insert(child).inserted {
                    parents[child] = group
                    if project.elements[child]?.isGroupLike == true { next.append(child) }
                }
            }
            level = next
            depth += 1
        }
    }

    /// Where the element lies: its own path under that of each enclosing group, up to the first
    /// one anchored elsewhere than its group (the main group is anchored at the project folder).
    func location(of id: String) -> Location {
        var chain: [PBXProject.Element] = []
        var top = id
        while let element = project.elements[top] {
            chain.append(element)
            guard element.sourceTree == "<group>", let parent = parents[top] else { break }
            top = parent
        }
        guard let anchor = chain.last else { return .unresolvable("the project does not define it") }
        if anchor.sourceTree == "<group>" && top != project.mainGroup {
            return .unresolvable("it is in no group of the project, so its folder is unknown")
        }
        var folder = projectFolder
        for element in chain.reversed() {
            let path = Self.ownPath(of: element)
            if let setting = Self.buildSetting(in: path) {
                return .unresolvable("its path uses \(setting), which only a build knows")
            }
            switch element.sourceTree {
            case "<group>": folder = ProjectPath.resolve(path, in: folder)
            case "SOURCE_ROOT": folder = ProjectPath.resolve(path, in: projectFolder)
            case "<absolute>": folder = ProjectPath.normalized(path)
            default: return .unresolvable("it is relative to \(element.sourceTree), which only a build knows")
            }
        }
        return .path(folder)
    }

    /// A file reference with no `path` is named by its `name`; a group with none adds nothing.
    static func ownPath(of element: PBXProject.Element) -> String {
        if let path = element.path { return path }
        return element.kind == .file ? element.name ?? "" : ""
    }

    /// `$(SRCROOT)` or `${BUILT_PRODUCTS_DIR}` inside a path.
    static func buildSetting(in path: String) -> String? {
        guard let start = path.firstRange(of: "$(") ?? path.firstRange(of: "${") else { return nil }
        let closing: Character = path[path.index(after: start.lowerBound)] == "(" ? ")" : "}"
        let end = path[start.upperBound...].firstIndex(of: closing).map { path.index(after: $0) } ?? path.endIndex
        return String(path[start.lowerBound..<end])
    }
}
