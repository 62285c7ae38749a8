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
    /// Encode the channels of one file on separate threads.
    public var parallelChannels = true

    public init() {}
}

/// How a conversion sets the level of a sound.
public enum Normalization: Sendable, Hashable, CustomStringConvertible {
    /// Scales so the highest sample peak is at this level, in dBFS.
    case peak(decibels: Double)
    /// Scales so the EBU R128 integrated loudness is this many LUFS, so that a set of sounds
    /// plays at one volume; the gain is held back so the true peak stays at or below -1 dBTP.
    case loudness(lufs: Double)

    public static let defaultPeak = Normalization.peak(decibels: -1)
    /// -16 LUFS: the common target for speech and music on phones.
    public static let defaultLoudness = Normalization.loudness(lufs: -16)
    /// The highest true peak loudness normalisation allows, in dBTP.
    public static let truePeakCeiling = -1.0

    /// Targets that make sense: a peak between -60 and 0 dBFS, a loudness between -70 and -5
    /// LUFS. Anything else (a typo, nan, 1e308) would scale a sound to silence or to noise.
    public static let peakRange = -60.0...0.0
    public static let loudnessRange = -70.0...(-5.0)

    /// Throws, naming the allowed range, when the target is outside it.
    public func validate() throws(UsageError) {
        switch self {
        case .peak(let decibels) where !Self.peakRange.contains(decibels):
            throw UsageError("a peak target must be between -60 and 0 dBFS")
        case .loudness(let lufs) where !Self.loudnessRange.contains(lufs):
            throw UsageError("a loudness target must be between -70 and -5 LUFS")
        default: return
        }
    }

    public var description: String {
        switch self {
        case .peak(let decibels): "peak \(Decimal.fixed(decibels, digits: 1)) dBFS"
        case .loudness(let lufs): "loudness \(Decimal.fixed(lufs, digits: 1)) LUFS"
        }
    }
}

/// What a conversion did.
public struct ConversionResult: Sendable, Hashable {
    public var input: String
    public var output: String
    public var format: OutputFormat
    public var inputSampleRate: Double
    public var inputChannels: Int
    public var sampleRate: Double
    public var channels: Int
    /// Frames written (the exact length; AIFF-C IMA4 rounds it up to whole packets on disk).
    public var frames: Int64
    /// The source's length in seconds when it was trimmed, nil when it was not.
    public var trimmedFrom: Double?
    /// The gain normalisation applied, in dB.
    public var gainDecibels: Double?
    /// Samples that were beyond full scale and were clipped.
    public var clippedSamples: Int

    public var duration: Double { sampleRate > 0 ? Double(frames) / sampleRate : 0 }

    /// What a user should know about the conversion besides the output's format, one line each.
    public var notes: [String] {
        var notes: [String] = []
        if let trimmedFrom {
            let limit = (duration * 10).rounded(.up) / 10
            notes.append(
                "trimmed from \(Decimal.short(trimmedFrom, against: limit)) s to just under \(Decimal.trimmed(limit)) s, with a fade-out"
            )
        }
        if inputChannels != channels { notes.append("\(inputChannels) channels mixed to \(channels)") }
        if inputSampleRate != sampleRate {
            notes.append("resampled from \(Decimal.trimmed(inputSampleRate)) Hz to \(Decimal.trimmed(sampleRate)) Hz")
        }
        if let gainDecibels {
            notes.append("gain \(gainDecibels >= 0 ? "+" : "")\(Decimal.fixed(gainDecibels, digits: 1)) dB")
        }
        if clippedSamples > 0 { notes.append("\(clippedSamples) samples clipped at full scale") }
        return notes
    }
}
