import SoundCheckChecking
import SoundCheckCore

/// What a conversion produces. The defaults make a notification sound that plays: CAF IMA4, the
/// source's rate and channels, trimmed to just under 30 s with a short fade-out.
public struct ConversionOptions: Sendable, Hashable {
    public var format: OutputFormat = .notificationDefault
    /// The output channel count; nil keeps the source's.
    public var channels: Int?
    /// The output sample rate; nil keeps the source's.
    public var sampleRate: Double?
    /// Sounds this long or longer are trimmed to just under it; nil never trims.
    public var maxDuration: Double? = 30
    /// The length of the fade-out that ends a trimmed sound, in seconds.
    public var fadeOut: Double = 0.1
    public var normalization: Normalization?
    /// Replace an existing output (never done otherwise).
    public var overwrite = false
    /// How long the IMA4 encoder searches for a better encoding.
    public var effort: EncodingEffort = .best
    /// Encode the channels of one file on separate threads.
    public var parallelChannels = true

    public init() {}
}
