/// What payload rules check against: the sounds an app ships, and the limits.
public struct PayloadContext: Sendable {
    public var manifest: SoundManifest
    public var options: PayloadOptions
    /// Exact name → entry (a valid one first when several share the name).
    let soundsByName: [String: SoundManifest.Entry]
    /// Lowercased name → names, for case-mismatch hints.
    let namesByFoldedName: [String: [String]]
    /// File stem (name without extension) → names, for missing-extension hints.
    let namesByStem: [String: [String]]
    /// Lowercased stem → names, for near misses that also differ in case (`Done.mp3`).
    let namesByFoldedStem: [String: [String]]
    /// The Android half's raw resources by name (a valid one first); nil when the manifest has no
    /// Android half.
    package let androidByName: [String: SoundManifest.Entry]?

    public init(manifest: SoundManifest, options: PayloadOptions = PayloadOptions()) {
        self.manifest = manifest
        self.options = options
        var byName: [String: SoundManifest.Entry] = [:]
        var byFolded: [String: [String]] = [:]
        var byStem: [String: [String]] = [:]
        var byFoldedStem: [String: [String]] = [:]
        for entry in manifest.sounds {
            if let existing = byName[entry.name], existing.valid || !entry.valid { continue }
            byName[entry.name] = entry
        }
        for name in byName.keys.sorted() {
            byFolded[name.lowercased(), default: []].append(name)
            let stem = PathText.stem(of: name)
            byStem[stem, default: []].append(name)
            byFoldedStem[stem.lowercased(), default: []].append(name)
        }
        soundsByName = byName
        namesByFoldedName = byFolded
        namesByStem = byStem
        namesByFoldedStem = byFoldedStem
        androidByName = manifest.android.map { entries in
            var byName: [String: SoundManifest.Entry] = [:]
            for entry in entries where byName[entry.name]?.valid != true { byName[entry.name] = entry }
            return byName
        }
    }
}
