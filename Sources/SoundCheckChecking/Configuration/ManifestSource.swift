import SoundCheckCore

/// Where `payloads` takes the app's sounds from.
package enum ManifestSource: Sendable, Hashable {
    /// A manifest file written by `soundcheck manifest`.
    case manifest(String)
    /// Sound files and folders, checked on the fly.
    case sounds([String])

    /// `--manifest`, then `--sounds`, then the file's `manifest`, then the file's `sounds`.
    package static func choose(manifest: String?, sounds: [String], configuration file: SoundCheckConfiguration?)
        throws(UsageError) -> ManifestSource
    {
        if manifest != nil && !sounds.isEmpty {
            throw UsageError("give exactly one of --manifest FILE or --sounds DIR")
        }
        if let manifest { return .manifest(manifest) }
        if !sounds.isEmpty { return .sounds(sounds) }
        if let fromFile = file?.resolvedManifest { return .manifest(fromFile) }
        if let fromFile = file?.resolvedSounds, !fromFile.isEmpty { return .sounds(fromFile) }
        throw UsageError(
            """
            give exactly one of --manifest FILE or --sounds DIR (or set manifest or sounds in \
            \(SoundCheckConfiguration.fileName))
            """
        )
    }
}
