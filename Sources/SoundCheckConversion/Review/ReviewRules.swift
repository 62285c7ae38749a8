import SoundCheckCore

/// The report's own findings: what a listener notices that `check` cannot see without decoding.
/// Each is a warning (the sound plays, but not as its designer meant), decided here from the
/// review's facts, with the fix in its words, as the sound rules do.
public enum ReviewRules {
    public static let loudnessOutlier = "loudness-outlier"
    public static let clipping = "clipping"
    public static let lateStart = "late-start"
    public static let abruptEnd = "abrupt-end"
    public static let identifiers = [loudnessOutlier, clipping, lateStart, abruptEnd]

    /// Silence before the sound of more than this many seconds: a notification sound is heard as
    /// the banner appears, and 100 ms is where a delay starts to be noticed.
    public static let lateStartSeconds = 0.1
    /// A last 10 ms at or above this level (dBFS) stops with an audible click.
    public static let abruptEndDecibels = -20.0

    /// Every review finding of one sound, in the order of `identifiers`.
    public static func findings(
        for review: SoundReview, deviation: Double?, spread: LoudnessSpread?,
        tolerance: Double, path: String
    ) -> [Finding] {
        var findings: [Finding] = []
        if let deviation, let spread, let message = loudnessMessage(deviation, spread: spread, tolerance: tolerance) {
            findings.append(Finding(rule: loudnessOutlier, severity: .warning, message: message, path: path))
        }
        if let message = clippingMessage(review.signal) {
            findings.append(Finding(rule: clipping, severity: .warning, message: message, path: path))
        }
        if let message = lateStartMessage(review) {
            findings.append(Finding(rule: lateStart, severity: .warning, message: message, path: path))
        }
        if let message = abruptEndMessage(review.signal) {
            findings.append(Finding(rule: abruptEnd, severity: .warning, message: message, path: path))
        }
        return findings
    }

    /// A sound more than `tolerance` LU from the median is much louder, or quieter, than the
    /// others of the set that the same user hears.
    static func loudnessMessage(_ deviation: Double, spread: LoudnessSpread, tolerance: Double) -> String? {
        guard abs(deviation) > tolerance else { return nil }
        let median = Decimal.fixed(spread.median, digits: 1)
        let comparison =
            deviation > 0
            ? "louder than the set's median (\(median) LUFS), so it will sound much louder than the other sounds"
            : "quieter than the set's median (\(median) LUFS), so it may go unheard beside the other sounds"
        // convert takes loudness targets from -70 to -5 LUFS.
        let target = Decimal.fixed(min(max(spread.median, -70), -5), digits: 1)
        return "is \(Decimal.fixed(abs(deviation), digits: 1)) LU \(comparison) "
            + "(tolerance ±\(Decimal.trimmed(tolerance)) LU); bring it near the others, "
            + "e.g. soundcheck convert --normalize loudness --target \(target)"
    }

    static func clippingMessage(_ signal: SignalFacts) -> String? {
        guard signal.clippedSamples > 0 else { return nil }
        let samples = signal.clippedSamples == 1 ? "1 sample is" : "\(signal.clippedSamples) samples are"
        return "\(samples) at full scale (clipped), which plays distorted; export it again from its source with "
            + "headroom (a true peak of -1 dBTP or lower)"
    }

    static func lateStartMessage(_ review: SoundReview) -> String? {
        guard !review.signal.isSilent, review.leadingSilence > lateStartSeconds else { return nil }
        return "starts after \(Decimal.fixed(review.leadingSilence, digits: 2)) s of silence, so it sounds late "
            + "against the notification it announces; trim the silence at its start"
    }

    static func abruptEndMessage(_ signal: SignalFacts) -> String? {
        let level = SoundLevels.decibels(signal.endPeak)
        guard !signal.isSilent, signal.trailingSilentFrames == 0, level >= abruptEndDecibels else { return nil }
        return "is still at \(Decimal.fixed(level, digits: 1)) dBFS in its last 10 ms and stops without fading, "
            + "which clicks; fade out its last 50 to 100 ms"
    }
}
