import SoundCheckCore

/// The sounds in a built product: an `.app` folder, an `.ipa` (a zip holding
/// `Payload/NAME.app/`) or an `.xcarchive` (`Products/Applications/NAME.app`).
enum AppBundleSounds {
    static func reads(_ path: String) -> Bool {
        false // TODO(helper B)
    }

    static func read(_ path: String) throws(SoundDiscovery.Problem) -> ShippedSounds {
        throw SoundDiscovery.Problem(path: path, reason: "built products are not read yet")
    }
}
