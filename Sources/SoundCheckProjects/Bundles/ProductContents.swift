import SoundCheckCore

/// What reading a built product found: its sound files by their place in the product, its
/// bundles, and what could not be read. Folders and archives fill it alike; it becomes the
/// `ShippedSounds` the checker reads.
struct ProductContents {
    struct Sound {
        /// The file's path components from the app's folder (`["MyApp.app", "chime.caf"]`).
        var components: [String]
        /// The path shown in reports.
        var path: String
        /// Where the bytes are when not at `path`: a copy extracted from an archive.
        var readPath: String?
    }

    var layout = BundleLayout()
    var sounds: [Sound] = []
    var problems: [SoundDiscovery.Problem] = []
    /// Per app: whether its signature grants critical alerts, and what to tell about it.
    var entitlements: [AppEntitlements.Reading] = []
    /// The folder of extracted copies, kept as long as the result is.
    var storage: ExtractedFiles?

    /// Placements are worked out only now: a zip may name a bundle's `Contents/Info.plist` after
    /// the bundle's sounds.
    func shippedSounds() -> ShippedSounds {
        let items = sounds.map { sound in
            ShippedSounds.Item(
                path: sound.path, readPath: sound.readPath, placements: [layout.placement(of: sound.components)])
        }
        var shipped = ShippedSounds(
            kind: .builtProduct, items: items, bundles: layout.orderedBundles,
            problems: problems, storage: storage)
        shipped.criticalAlerts = entitlements.map(\.fact)
        shipped.notices = entitlements.compactMap(\.notice)
        return shipped
    }

    /// Whether a file name is one of a sound iOS may play (`AppleSoundFormats.shippedAudioExtensions`:
    /// an MP3 is judged like any sound; Ogg or video is app content, not a finding).
    static func isSoundName(_ name: String) -> Bool {
        AppleSoundFormats.shippedAudioExtensions.contains(PathText.extension(of: name))
    }
}
