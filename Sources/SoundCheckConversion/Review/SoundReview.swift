import SoundCheckChecking
import SoundCheckCore

/// What decoding one sound tells a reviewer: its picture, its edges and peaks, its loudness, and
/// the copy a browser plays. Plain values, computed in one streaming pass (`SoundReviewer`).
public struct SoundReview: Sendable, Hashable {
    public var sampleRate: Double
    public var channels: Int
    public var signal: SignalFacts
    public var envelope: WaveformEnvelope
    /// Sample peak, true peak and integrated loudness; nil when they could not be measured.
    public var levels: SoundLevels?
    /// The loudness compared across the set; nil for silence, or when levels were not measured.
    public var loudness: SoundLoudness?
    /// Why the levels were not measured (libebur128 missing, say).
    public var levelsProblem: String?
    /// Nil when previews were not asked for, or could not be made (`previewProblem` says why).
    public var preview: SoundPreview?
    public var previewProblem: String?

    public init(
        sampleRate: Double, channels: Int, signal: SignalFacts, envelope: WaveformEnvelope,
        levels: SoundLevels? = nil, loudness: SoundLoudness? = nil
    ) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.signal = signal
        self.envelope = envelope
        self.levels = levels
        self.loudness = loudness
    }

    /// The decoded length in seconds.
    public var duration: Double { seconds(signal.frames) }
    public var leadingSilence: Double { seconds(signal.leadingSilentFrames) }
    public var trailingSilence: Double { seconds(signal.trailingSilentFrames) }

    /// What the review rules judge of the sound at `path`.
    public func decoded(path: String) -> DecodedSound {
        DecodedSound(path: path, signal: signal, leadingSilence: leadingSilence, loudness: loudness)
    }

    func seconds(_ frames: Int64) -> Double {
        sampleRate > 0 ? Double(frames) / sampleRate : 0
    }
}

/// How the report reviews sounds.
public struct ReviewOptions: Sendable, Hashable {
    /// Columns of each waveform picture.
    public var columns = 600
    /// Whether each sound gets a preview to play.
    public var previews = true
    /// A preview's highest sample rate: 22,050 Hz keeps what a phone's speaker plays (up to
    /// 11 kHz) in half the bytes of 44.1 kHz.
    public var previewRate = 22_050
    /// A preview holds at most this many seconds, so a hostile or very long file cannot make the
    /// page (or the memory holding it) unbounded; twice the 30 s limit shows what is cut off.
    public var maximumPreviewDuration = 60.0
    /// How far a sound's loudness may sit from the set's median before it is a warning, in LU.
    public var loudnessTolerance = ReviewOptions.defaultLoudnessTolerance
    /// `disabled_rules` and `severity`, applied to the review rules as to `check`'s.
    public var selection = RuleSelection()

    /// `loudness_tolerance`'s default in `.soundcheck.yml`.
    public static let defaultLoudnessTolerance = SoundCheckConfiguration.defaultLoudnessTolerance
    /// The preview rates offered: 8 kHz (telephone) up to 48 kHz.
    public static let previewRates = 8_000...48_000

    public init() {}
}
