import SoundCheckCore

/// Where XcodeGen puts a file of a target's sources: its `buildPhase`, else the project's
/// `options.fileTypes`, else XcodeGen's default by extension (every extension it does not
/// know, audio included, is a resource; a file without extension is in no phase).
enum XcodeGenBuildPhase: Equatable {
    /// Copy Bundle Resources: the bundle root (a folder lands as itself).
    case resources
    /// A Copy Files phase: the folder inside the bundle (`""` the root), or nil outside it.
    case copyFiles(folder: String?)
    /// A Copy Files phase whose `subpath` uses a build setting, which only a build knows.
    case unresolved(subpath: String)
    /// Compiled, a header, linked, or in no phase: never copied as a file.
    case other

    init(_ value: SpecValue) {
        if let name = value.string {
            self = name == "resources" ? .resources : .other
        } else if let copy = value["copyFiles"] {
            let subpath = copy["subpath"]?.string ?? ""
            if subpath.contains("$(") || subpath.contains("${") {
                self = .unresolved(subpath: subpath)
                return
            }
            self = .copyFiles(
                folder: Self.folder(
                    destination: copy["destination"]?.string ?? "",
                    subpath: copy["subpath"]?.string ?? ""))
        } else {
            self = .other
        }
    }

    /// Extensions XcodeGen does not copy as resources by default (FileType.defaultFileTypes:
    /// sources, headers, frameworks, copy-files kinds and files in no phase).
    static let notResources: Set<String> = [
        "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "s", "xcdatamodeld", "xcmappingmodel",
        "intentdefinition", "metal", "mlmodel", "mlpackage", "rcproject", "iig", "docc", "h", "hh", "hpp", "ipp", "tpp",
        "hxx", "def", "framework", "xpc", "appex", "xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns",
        "pch", "xctestplan", "modulemap", "swiftcrossimport",
    ]

    /// The phase of a file by its name, with the spec's `options.fileTypes` first.
    static func byDefault(for name: String, fileTypes: [String: XcodeGenBuildPhase]) -> XcodeGenBuildPhase {
        let fileExtension = PathText.extension(of: name)
        guard !fileExtension.isEmpty else { return .other }
        if let phase = fileTypes[fileExtension] { return phase }
        // XcodeGen compares extensions as written; `S` (assembly) is its only upper-case one.
        return notResources.contains(fileExtension) ? .other : .resources
    }

    /// Copy Files destinations as they lie in an iOS app bundle.
    private static func folder(destination: String, subpath: String) -> String? {
        let base: String
        switch destination {
        case "resources", "wrapper", "executables": base = ""
        case "plugins": base = "PlugIns"
        case "frameworks": base = "Frameworks"
        case "sharedFrameworks": base = "SharedFrameworks"
        case "sharedSupport": base = "SharedSupport"
        case "javaResources": base = "Java"
        default: return nil
        }
        let sub = subpath.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
        if sub.isEmpty { return base }
        return base.isEmpty ? sub : base + "/" + sub
    }

    /// `folder/name`, or `name` at the root.
    static func location(_ name: String, in folder: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }
}
