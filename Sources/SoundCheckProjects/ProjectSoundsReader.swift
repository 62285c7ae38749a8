import SoundCheckChecking
import SoundCheckCore

/// Reads what an app ships from an Xcode project (`X.xcodeproj`, or a folder directly holding
/// one), an XcodeGen spec (`project.yml`) or a built product (`X.app`, `X.ipa`, `X.xcarchive`).
public struct ProjectSoundsReader: ShippedSoundsReader {
    public init() {}

    public func reads(_ path: String) -> Bool {
        XcodeProjectLocator.isProject(path) || XcodeGenSpecSounds.isSpec(path) || AppBundleSounds.reads(path)
    }

    public func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        if XcodeProjectLocator.isProject(path) {
            return try XcodeProjectSounds.read(try XcodeProjectLocator.projectPath(for: path), targets: targets)
        }
        if XcodeGenSpecSounds.isSpec(path) { return try XcodeGenSpecSounds.read(path, targets: targets) }
        return try AppBundleSounds.read(path)
    }
}
