import SoundCheckChecking
import SoundCheckCore

/// Reads one kind of app description (an Xcode project, a built product, an Expo or Cordova
/// config) as what the app ships. Adding a format means writing one and listing it in
/// `ProjectSoundsReader.readers`.
package protocol AppDescriptionReader: Sendable {
    /// Whether `path` is this kind of description, or a folder directly holding one.
    func reads(_ path: String) -> Bool
    /// What the description ships, limited to the named targets where the format has targets.
    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds
}

/// Reads what an app ships from its description: an Xcode project (`X.xcodeproj`, or a folder
/// directly holding one), a built product (`X.app`, `X.ipa`, `X.xcarchive`), an Expo config
/// (`app.json`, `app.config.*`), an XcodeGen spec (`project.yml`), a Tuist `Project.swift` or a
/// Cordova `config.xml` — or a
/// folder directly holding one.
public struct ProjectSoundsReader: ShippedSoundsReader {
    /// Asked in this order: the first that reads a path reads it.
    package static let readers: [any AppDescriptionReader] = [
        XcodeProjectReader(),
        BuiltProductReader(),
        ExpoConfigReader(),
        XcodeGenSpecReader(),
        TuistProjectReader(),
        CordovaConfigReader(),
    ]

    public init() {}

    public func reads(_ path: String) -> Bool {
        Self.readers.contains { $0.reads(path) }
    }

    public func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        guard let reader = Self.readers.first(where: { $0.reads(path) }) else {
            throw SoundDiscovery.Problem(path: path, reason: "not an app description soundcheck reads")
        }
        return try reader.shippedSounds(at: path, targets: targets)
    }
}

/// `X.xcodeproj`, or a folder directly holding one.
struct XcodeProjectReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { XcodeProjectLocator.isProject(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try XcodeProjectSounds.read(try XcodeProjectLocator.projectPath(for: path), targets: targets)
    }
}

/// `X.app`, `X.ipa`, `X.xcarchive`.
struct BuiltProductReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { AppBundleSounds.reads(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try AppBundleSounds.read(path)
    }
}

/// An XcodeGen `project.yml` or `project.yaml`.
struct XcodeGenSpecReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { XcodeGenSpecSounds.isSpec(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try XcodeGenSpecSounds.read(path, targets: targets)
    }
}
