import SoundCheckChecking
import SoundCheckCore

/// `X.xcodeproj`, or a folder directly holding one.
struct XcodeProjectReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { XcodeProjectLocator.isProject(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try XcodeProjectSounds.read(try XcodeProjectLocator.projectPath(for: path), targets: targets)
    }
}
