#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak and loudness of a whole sound, as plain values to report or compare.
public struct SoundLevels: Sendable, Hashable, Codable {
    /// The largest absolute sample over all channels, linear (1 is full scale).
    public var samplePeak: Double
    /// The largest peak between samples too (ITU-R BS.1770, oversampled), linear.
    public var truePeak: Double
    /// Integrated loudness in LUFS (EBU R 128), nil for silence or audio shorter than one 400 ms
    /// gating block.
    public var integratedLoudness: Double?

    public init(samplePeak: Double, truePeak: Double, integratedLoudness: Double?) {
        self.samplePeak = samplePeak
        self.truePeak = truePeak
        self.integratedLoudness = integratedLoudness
    }

    /// The sample peak in dBFS; -infinity for silence.
    public var peakDecibels: Double { SoundLevels.decibels(samplePeak) }
    /// The true peak in dBTP; -infinity for silence.
    public var truePeakDecibels: Double { SoundLevels.decibels(truePeak) }

    /// A linear amplitude in decibels relative to full scale; -infinity for 0.
    package static func decibels(_ linear: Double) -> Double {
        linear > 0 ? 20 * log10(linear) : -.infinity
    }
}
