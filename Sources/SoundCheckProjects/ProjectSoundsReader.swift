import SoundCheckChecking
import SoundCheckCore

/// Reads what an app ships from its description: an Xcode project (`X.xcodeproj`, its
/// `project.pbxproj`, or a folder directly holding one), a workspace (`X.xcworkspace`), a built product (`X.app`, `X.ipa`, `X.xcarchive`), an Expo config
/// (`app.json`, `app.config.*`), an XcodeGen spec (`project.yml`), a Tuist `Project.swift` or a
/// Cordova `config.xml` — or a
/// folder directly holding one.
public struct ProjectSoundsReader: ShippedSoundsReader {
    /// Asked in this order: the first that reads a path reads it.
    package static let readers: [any AppDescriptionReader] = [
        XcodeProjectReader(),
        XcodeWorkspaceReader(),
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
