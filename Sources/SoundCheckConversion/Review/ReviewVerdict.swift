import SoundCheckChecking
import SoundCheckCore

/// A sound's standing: what the reviewer sorts by first.
public enum ReviewVerdict: Int, Sendable, Hashable, Comparable {
    case willNotPlay = 0
    /// Outside the formats Apple documents: it may play, or the default sound may.
    case notGuaranteed = 1
    case playsWithWarnings = 2
    case plays = 3

    public static func < (lhs: ReviewVerdict, rhs: ReviewVerdict) -> Bool { lhs.rawValue < rhs.rawValue }
}
