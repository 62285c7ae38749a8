/// A committed manifest compared with the sounds as they are now: `manifest --check`.
public struct ManifestComparison: Sendable, Hashable {
    public var diff: ManifestDiff
    /// What to tell the user: up to date, or what changed and how to update it.
    public var text: String

    public var isUpToDate: Bool { diff.isEmpty }

    /// - Parameters:
    ///   - path: where the committed manifest is.
    ///   - update: the command that rewrites it.
    public init(committed: SoundManifest, current: SoundManifest, path: String, update: String) {
        diff = ManifestDiff(from: committed, to: current)
        if diff.isEmpty {
            text = "\(path) is up to date (\(current.sounds.count) sounds).\n"
        } else {
            text =
                """
                \(path) is out of date (\(diff.added.count) added, \(diff.removed.count) removed, \
                \(diff.changed.count) changed):\n
                """
                + diff.text + "Run `\(update)` to update it.\n"
        }
    }
}
