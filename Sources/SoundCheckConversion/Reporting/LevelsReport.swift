import SoundCheckChecking
import SoundCheckCore

/// The measured levels of sounds, by path, for `info --levels`; a file that could not be decoded
/// carries the reason instead.
public typealias LevelsByPath = [String: Result<SoundLevels, ConversionError>]

extension SoundLevels {
    /// The gain each kind of normalisation would apply, in dB (see `Normalization`).
    public func gain(for normalization: Normalization) -> Double? {
        switch normalization {
        case .peak(let target):
            return samplePeak > 0 ? target - peakDecibels : nil
        case .loudness(let target):
            guard let integratedLoudness else { return nil }
            return min(target - integratedLoudness, Normalization.truePeakCeiling - truePeakDecibels)
        }
    }
}
