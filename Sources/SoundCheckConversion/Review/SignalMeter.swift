import SoundCheckCore

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
