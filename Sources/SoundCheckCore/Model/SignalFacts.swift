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
    /// The largest absolute sample of the last 10 ms (where a sound still loud stops with a click), linear.
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
