import SoundCheckChecking
import SoundCheckCore

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
        case .peak(let decibels): "peak \(NumberText.fixed(decibels, digits: 1)) dBFS"
        case .loudness(let lufs): "loudness \(NumberText.fixed(lufs, digits: 1)) LUFS"
        }
    }
}
