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
