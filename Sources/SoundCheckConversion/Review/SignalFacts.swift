import SoundCheckCore

/// What a listener notices at a sound's edges and peaks: samples that clipped, silence before it
/// starts and after it ends, and how loud its last moment is (a sound still loud at its last
/// sample stops with a click).
public struct SignalFacts: Sendable, Hashable {
    /// Frames decoded.
    public var frames: Int64
    /// Samples (over all channels) at full scale or beyond (`ClipLevel`).
    public var clippedSamples: Int64
    /// Frames before the first one above `SilenceLevel`; all of them for a silent sound.
    public var leadingSilentFrames: Int64
    /// Frames after the last one above `SilenceLevel`; 0 for a silent sound (its silence is
    /// counted once, as leading).
    public var trailingSilentFrames: Int64
    /// The largest absolute sample of the last `SignalMeter.endDuration` seconds, linear.
    public var endPeak: Double

    public init(
        frames: Int64, clippedSamples: Int64, leadingSilentFrames: Int64, trailingSilentFrames: Int64,
        endPeak: Double
    ) {
        self.frames = frames
        self.clippedSamples = clippedSamples
        self.leadingSilentFrames = leadingSilentFrames
        self.trailingSilentFrames = trailingSilentFrames
        self.endPeak = endPeak
    }

    /// No sample rises above the silence level.
    public var isSilent: Bool { frames == 0 || leadingSilentFrames == frames }
}

/// When a sample has clipped: at full scale, within one step of 16-bit audio, or beyond it (a
/// float sound can hold samples over 1, which the device clips).
public enum ClipLevel {
    /// 32767 / 32768: the largest positive 16-bit sample.
    public static let threshold: Float = 32767.0 / 32768.0

    @inline(__always)
    static func isClipped(_ sample: Float) -> Bool {
        abs(sample) >= threshold
    }
}

/// Below -60 dBFS a notification sound is silent: that is under the noise of a quiet room at the
/// volume a phone plays alerts, and above the dither and codec noise of 16-bit and IMA4 audio.
public enum SilenceLevel {
    public static let decibels = -60.0
    public static let linear: Float = 0.001
}

/// Measures `SignalFacts` as audio streams past, in constant memory: two frame indices, a count,
/// and the peaks of the last few milliseconds.
struct SignalMeter {
    /// How much of the end is looked at for an abrupt stop: 10 ms, shorter than any fade-out that
    /// avoids a click, longer than one cycle of any tone a notification sound holds.
    static let endDuration = 0.010

    let channels: Int
    private var frames: Int64 = 0
    private var clipped: Int64 = 0
    private var firstAudible: Int64?
    private var lastAudible: Int64 = -1
    /// The peak of each of the last `endFrames` frames, as a ring.
    private var endPeaks: [Float]
    private var endIndex = 0

    /// `sampleRate` within `AppleSoundFormats.possibleSampleRates` (the decoders refuse others),
    /// so the ring holds at most 28,224 values.
    init(channels: Int, sampleRate: Double) {
        self.channels = max(1, channels)
        let rate = min(max(sampleRate.isFinite ? sampleRate : 1, 1), AppleSoundFormats.possibleSampleRates.upperBound)
        endPeaks = Array(repeating: 0, count: max(1, Int(rate * Self.endDuration)))
    }

    mutating func add(_ samples: UnsafeBufferPointer<Float>, frames count: Int) {
        for frame in 0..<count {
            var peak: Float = 0
            for channel in 0..<channels {
                let sample = abs(samples[frame * channels + channel])
                if sample >= ClipLevel.threshold { clipped += 1 }
                if sample > peak { peak = sample }
            }
            if peak > SilenceLevel.linear {
                if firstAudible == nil { firstAudible = frames }
                lastAudible = frames
            }
            endPeaks[endIndex] = peak
            endIndex = endIndex + 1 == endPeaks.count ? 0 : endIndex + 1
            frames += 1
        }
    }

    var facts: SignalFacts {
        let leading = firstAudible ?? frames
        let trailing = firstAudible == nil ? 0 : frames - 1 - lastAudible
        // Before the ring has filled, its unwritten slots are zeros, which do not raise the peak.
        let endPeak = endPeaks.max().map(Double.init) ?? 0
        return SignalFacts(
            frames: frames, clippedSamples: clipped, leadingSilentFrames: leading,
            trailingSilentFrames: trailing, endPeak: endPeak)
    }
}
