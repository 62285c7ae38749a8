import Foundation
import SoundCheckCore

extension PBXProject {
    /// A real project.pbxproj is a few megabytes at most; beyond this it is not one.
    static let maximumFileSize: Int64 = 256 << 20

    /// Reads `X.xcodeproj/project.pbxproj`. Throws, naming the file, when it cannot be read, is
    /// not a property list, or lacks what every project has (objects, a root `PBXProject`, a
    /// main group). Objects of the wrong shape are left out rather than trusted.
    static func read(projectPath: String) throws(SoundDiscovery.Problem) -> PBXProject {
        let file = PathText.join(projectPath, "project.pbxproj")
        return try read(bytes: try contents(of: file), file: file)
    }

    /// Reads a `project.pbxproj`'s bytes, named `file` in problems.
    static func read(bytes: [UInt8], file: String) throws(SoundDiscovery.Problem) -> PBXProject {
        try PBXProject(root: try propertyList(bytes, file: file), file: file)
    }

    private static func propertyList(_ bytes: [UInt8], file: String) throws(SoundDiscovery.Problem) -> [String: Any] {
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw SoundDiscovery.Problem(path: file, reason: "not a property list (\(parseErrorText(error)))")
        }
        guard let dictionary = value as? [String: Any] else {
            throw SoundDiscovery.Problem(
                path: file, reason: "not an Xcode project: the property list is not a dictionary")
        }
        return dictionary
    }

    private static func contents(of file: String) throws(SoundDiscovery.Problem) -> [UInt8] {
        do throws(ReadError) {
            let source = try FileByteSource(path: file)
            guard source.size <= maximumFileSize else {
                throw ReadError("\(source.size) bytes, more than a project file holds")
            }
            return Array(try source.read(at: 0, count: Int(source.size)))
        } catch {
            throw SoundDiscovery.Problem(path: file, reason: "cannot read the project: \(error.description)")
        }
    }

    /// Foundation's innermost reason ("Expected ';' or '=' after key at line 3").
    private static func parseErrorText(_ error: any Error) -> String {
        let error = error as NSError
        let inner = error.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError
        return (inner ?? error).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }

    private init(root: [String: Any], file: String) throws(SoundDiscovery.Problem) {
        func fail(_ what: String) -> SoundDiscovery.Problem {
            SoundDiscovery.Problem(path: file, reason: "not an Xcode project: \(what)")
        }
        guard let objects = root["objects"] as? [String: Any] else { throw fail("no objects dictionary") }
        guard let rootID = root["rootObject"] as? String else { throw fail("no rootObject") }
        let project = PlistObject(objects[rootID])
        guard project.isa == "PBXProject" else { throw fail("the root object is not a PBXProject") }
        guard let mainGroup = project.string("mainGroup") else { throw fail("the project has no mainGroup") }
        self.init(
            mainGroup: mainGroup, projectDirPath: project.string("projectDirPath") ?? "", targets: [],
            elements: [:], buildFiles: [:], resourcePhases: [:], exceptionSets: [:])
        buildConfigurationList = project.string("buildConfigurationList")
        for (id, value) in objects {
            add(id: id, PlistObject(value))
        }
        var listed = Set<String>()
        targets = project.strings("targets").filter { listed.insert($0).inserted }
            .compactMap { Self.target(id: $0, PlistObject(objects[$0])) }
    }

    /// Keeps the object if it is of a kind this reader uses.
    private mutating func add(id: String, _ object: PlistObject) {
        switch object.isa {
        case "PBXFileReference", "PBXReferenceProxy":
            elements[id] = Self.element(.file, object)
        case "PBXGroup":
            elements[id] = Self.element(.group, object)
        case "PBXVariantGroup":
            elements[id] = Self.element(.variantGroup, object)
        case "PBXFileSystemSynchronizedRootGroup":
            elements[id] = Self.element(.synchronizedFolder, object)
        case "XCVersionGroup":
            elements[id] = Self.element(.other, object)
        case "PBXBuildFile":
            if let reference = object.string("fileRef") { buildFiles[id] = reference }
        case "PBXResourcesBuildPhase":
            resourcePhases[id] = object.strings("files")
        case "PBXCopyFilesBuildPhase":
            copyFilesPhases[id] = object.strings("files")
        case "PBXFileSystemSynchronizedBuildFileExceptionSet":
            if let target = object.string("target") {
                exceptionSets[id] = ExceptionSet(
                    target: target, membershipExceptions: object.strings("membershipExceptions"))
            }
        case "XCConfigurationList":
            configurationLists[id] = object.strings("buildConfigurations")
        case "XCBuildConfiguration":
            if let name = object.string("name") { buildConfigurations[id] = Self.buildConfiguration(name, object) }
        default:
            break
        }
    }

    private static func buildConfiguration(_ name: String, _ object: PlistObject) -> BuildConfiguration {
        let settings = object.fields["buildSettings"] as? [String: Any] ?? [:]
        let key = "CODE_SIGN_ENTITLEMENTS"
        return BuildConfiguration(
            name: name, entitlements: settings[key] as? String,
            hasConditionalEntitlements: settings.keys.contains { $0.hasPrefix(key + "[") },
            hasBaseConfiguration: object.string("baseConfigurationReference") != nil)
    }

    private static func element(_ kind: Element.Kind, _ object: PlistObject) -> Element {
        Element(
            kind: kind, name: object.string("name"), path: object.string("path"),
            sourceTree: object.string("sourceTree").flatMap { $0.isEmpty ? nil : $0 } ?? "<group>",
            fileType: object.string("explicitFileType") ?? object.string("lastKnownFileType"),
            children: object.strings("children"), exceptions: object.strings("exceptions"),
            explicitFolders: object.strings("explicitFolders"))
    }

    private static func target(id: String, _ object: PlistObject) -> Target? {
        guard object.isa == "PBXNativeTarget", let name = object.string("name") else { return nil }
        return Target(
            id: id, name: name, productType: object.string("productType") ?? "",
            buildPhases: object.strings("buildPhases"),
            synchronizedGroups: object.strings("fileSystemSynchronizedGroups"),
            buildConfigurationList: object.string("buildConfigurationList"),
            productReference: object.string("productReference"))
    }
}

/// One object of the property list, read defensively: a value of the wrong type reads as absent.
private struct PlistObject {
    let fields: [String: Any]

    init(_ value: Any?) {
        fields = value as? [String: Any] ?? [:]
    }

    var isa: String? { string("isa") }

    func string(_ key: String) -> String? {
        fields[key] as? String
    }

    /// The strings of an array; other values in it are skipped.
    func strings(_ key: String) -> [String] {
        (fields[key] as? [Any])?.compactMap { $0 as? String } ?? []
    }
}
