import SoundCheckChecking
import SoundCheckCore

/// What the report's play button plays: the decoded sound as a 16-bit PCM WAV file, which every
/// browser plays (none decodes CAF IMA4, few play µLaw or aLaw in WAV), at most stereo, and at a
/// reduced rate so that a page of many sounds stays small.
public struct SoundPreview: Sendable, Hashable {
    /// The whole WAV file.
    public var wav: [UInt8]
    public var sampleRate: Int
    public var channels: Int
    public var frames: Int64
    /// The sound is longer than a preview holds (`ReviewOptions.maximumPreviewDuration`): this is
    /// its beginning.
    public var truncated: Bool

    public var duration: Double { Double(frames) / Double(sampleRate) }
}
