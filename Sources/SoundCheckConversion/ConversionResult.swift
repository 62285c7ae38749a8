import SoundCheckChecking
import SoundCheckCore

/// What a conversion did.
public struct ConversionResult: Sendable, Hashable {
    public var input: String
    public var output: String
    public var format: OutputFormat
    public var inputSampleRate: Double
    public var inputChannels: Int
    public var sampleRate: Double
    public var channels: Int
    /// Frames written (the exact length; AIFF-C IMA4 rounds it up to whole packets on disk).
    public var frames: Int64
    /// The source's length in seconds when it was trimmed, nil when it was not.
    public var trimmedFrom: Double?
    /// The gain normalisation applied, in dB.
    public var gainDecibels: Double?
    /// Samples that were beyond full scale and were clipped.
    public var clippedSamples: Int

    public var duration: Double { sampleRate > 0 ? Double(frames) / sampleRate : 0 }

    /// What a user should know about the conversion besides the output's format, one line each.
    public var notes: [String] {
        var notes: [String] = []
        if let trimmedFrom {
            let limit = (duration * 10).rounded(.up) / 10
            notes.append(
                """
                trimmed from \(NumberText.short(trimmedFrom, against: limit)) s to just under \
                \(NumberText.trimmed(limit)) s, with a fade-out
                """
            )
        }
        if inputChannels != channels { notes.append("\(inputChannels) channels mixed to \(channels)") }
        if inputSampleRate != sampleRate {
            notes.append(
                "resampled from \(NumberText.trimmed(inputSampleRate)) Hz to \(NumberText.trimmed(sampleRate)) Hz")
        }
        if let gainDecibels {
            notes.append("gain \(gainDecibels >= 0 ? "+" : "")\(NumberText.fixed(gainDecibels, digits: 1)) dB")
        }
        if clippedSamples > 0 { notes.append("\(clippedSamples) samples clipped at full scale") }
        return notes
    }
}
