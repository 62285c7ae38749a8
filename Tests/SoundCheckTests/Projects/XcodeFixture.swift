import Foundation

@testable import SoundCheckCore
@testable import SoundCheckProjects

/// The tests of SoundCheckProjects' Xcode reader (`swift test --filter Projects`).
enum Projects {}

/// A project folder in a temporary directory: a hand-written `App.xcodeproj/project.pbxproj` and
/// the sound files beside it. Remove it with `remove()`.
struct XcodeFixture {
    /// The temporary folder, removed by `remove()`.
    let base: String
    /// The folder holding the `.xcodeproj`: `base`, or a folder in it.
    let root: String
    let projectPath: String

    init(projectName: String = "App", in folder: String? = nil, pbxproj: String) throws {
        let base = try TestPaths.temporaryDirectory().path
        self.base = base
        root = folder.map { base + "/" + $0 } ?? base
        projectPath = root + "/" + projectName + ".xcodeproj"
        try FileManager.default.createDirectory(atPath: projectPath, withIntermediateDirectories: true)
        try Data(pbxproj.utf8).write(to: URL(fileURLWithPath: projectPath + "/project.pbxproj"))
    }

    /// A small valid CAF (the reader does not look inside; the checker does).
    static let soundBytes = SoundBuilder.caf(data: [UInt8](repeating: 0, count: 64))

    /// Writes a sound at `relative` (from `root`), creating its folders; returns its full path.
    @discardableResult
    func sound(_ relative: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(Self.soundBytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(targets: [String] = []) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try XcodeProjectSounds.read(projectPath, targets: targets)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }
}

/// `project.pbxproj` text, written the way Xcode writes it (OpenStep property list, every string
/// quoted here for simplicity), one object per helper.
enum PBX {
    static let application = "com.apple.product-type.application"
    static let appExtension = "com.apple.product-type.app-extension"
    static let framework = "com.apple.product-type.framework"
    static let unitTests = "com.apple.product-type.bundle.unit-test"

    /// A whole file: the objects given, plus the project object `ROOT` with main group `MAIN`.
    static func file(targets: [String], objects: [String], projectDirPath: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (en, fr, Base, );
        \t\t\tmainGroup = MAIN;
        \t\t\tprojectDirPath = \(quoted(projectDirPath));
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (\(list(targets)));
        \t\t};
        \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
        \t};
        \trootObject = ROOT /* Project object */;
        }

        """
    }

    static func group(
        _ id: String, _ children: [String], path: String? = nil, name: String? = nil,
        tree: String = "<group>"
    ) -> String {
        """
        \(id) = {isa = PBXGroup; children = (\(list(children))); \
        \(optional("name", name))\(optional("path", path))sourceTree = \(quoted(tree)); };
        """
    }

    static func fileReference(
        _ id: String, path: String?, name: String? = nil, tree: String = "<group>",
        type: String = "file"
    ) -> String {
        """
        \(id) = {isa = PBXFileReference; lastKnownFileType = \(quoted(type)); \
        \(optional("name", name))\(optional("path", path))sourceTree = \(quoted(tree)); };
        """
    }

    static func variantGroup(_ id: String, name: String, _ children: [String]) -> String {
        """
        \(id) = {isa = PBXVariantGroup; children = (\(list(children))); name = \(quoted(name)); sourceTree = \
        \"<group>\"; };
        """
    }

    static func target(
        _ id: String, _ name: String, type: String = application, phases: [String] = [],
        synchronized: [String]? = nil
    ) -> String {
        let groups = synchronized.map { "fileSystemSynchronizedGroups = (\(list($0))); " } ?? ""
        return
            """
            \(id) = {isa = PBXNativeTarget; buildPhases = (\(list(phases))); buildRules = (); dependencies = (); \
            \(groups)name = \(quoted(name)); productName = \(quoted(name)); productType = \(quoted(type)); };
            """
    }

    static func resources(_ id: String, _ buildFiles: [String]) -> String {
        """
        \(id) = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (\(list(buildFiles))); \
        runOnlyForDeploymentPostprocessing = 0; };
        """
    }

    static func sources(_ id: String, _ buildFiles: [String]) -> String {
        """
        \(id) = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\(list(buildFiles))); \
        runOnlyForDeploymentPostprocessing = 0; };
        """
    }

    static func buildFile(_ id: String, _ reference: String) -> String {
        "\(id) = {isa = PBXBuildFile; fileRef = \(reference); };"
    }

    static func synchronizedFolder(
        _ id: String, path: String, exceptions: [String] = [], explicitFolders: [String] = []
    ) -> String {
        """
        \(id) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(list(exceptions))); explicitFileTypes = \
        {}; explicitFolders = (\(list(explicitFolders))); path = \(quoted(path)); sourceTree = \"<group>\"; };
        """
    }

    static func exceptionSet(_ id: String, target: String, _ paths: [String]) -> String {
        """
        \(id) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(list(paths))); \
        target = \(target); };
        """
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Identifiers bare, anything else (a path in an exception list) quoted.
    private static func list(_ items: [String]) -> String {
        items.map { item in
            let bare = item.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            return (bare ? item : quoted(item)) + ", "
        }.joined()
    }

    private static func optional(_ key: String, _ value: String?) -> String {
        value.map { "\(key) = \(quoted($0)); " } ?? ""
    }
}
