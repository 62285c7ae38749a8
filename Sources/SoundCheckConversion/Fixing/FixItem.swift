import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FixItem: Sendable, Hashable {
    /// The failing sound.
    public var path: String
    /// The errors that make it fail, or the extension warning a rename repairs.
    public var problems: [Finding]
    public var action: Action
    /// Where the app's text files name a raw resource `--rename` renames: fix changes none of
    /// them (it cannot tell a sound's name from the same word elsewhere), it lists them.
    public var referencesToChange: [ResourceNameOccurrences.Occurrence] = []
    /// The files that list a sound renamed in place (an Xcode project, an Expo config), changed
    /// to the new name once the sound is fixed, so the app never lists a file that is gone.
    public var listingEdits: [ListingEdit] = []

    public enum Action: Sendable, Hashable {
        /// Convert into `output` in `format`. `renamed` when the name had to change because the
        /// container it names cannot hold a sound that plays (alert.mp3 becomes alert.caf).
        case convert(output: String, format: OutputFormat, renamed: Bool)
        /// Give it the name `output`, whose extension fits its `content` (door.wav holding CAF
        /// becomes door.caf). The bytes stay as they are; with `keepsOriginal` (`--out`) a copy
        /// gets the new name.
        case rename(output: String, content: Container, keepsOriginal: Bool)
        /// Give an Android raw resource the valid resource name `output` says (`fix --rename`),
        /// keeping its extension; with `keepsOriginal` (`--out`) a copy gets the new name.
        case renameResource(output: String, keepsOriginal: Bool)
        /// Left alone, for this reason.
        case skip(reason: String)
    }
}
