import SoundCheckChecking
import SoundCheckCore

/// An XcodeGen `project.yml` or `project.yaml`.
struct XcodeGenSpecReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { XcodeGenSpecSounds.isSpec(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try XcodeGenSpecSounds.read(path, targets: targets)
    }
}
