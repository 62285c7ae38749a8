import SoundCheckChecking
import SoundCheckCore

/// `X.app`, `X.ipa`, `X.xcarchive`.
struct BuiltProductReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { AppBundleSounds.reads(path) }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try AppBundleSounds.read(path)
    }
}
