import SoundCheckChecking
import SoundCheckCore

package enum SoundWriters {
    /// The writer for `format`: our own for IMA4 (libsndfile cannot write CAF IMA4, and its AIFF-C
    /// IMA4 gets stereo wrong) and for all AIFF-C (see `AIFFCWriter`); libsndfile for the rest,
    /// which it writes correctly.
    /// `effort` and `parallelChannels` are IMA4's: how long its encoder searches, and whether it
    /// encodes the channels on separate threads.
    package static func make(
        _ format: OutputFormat, file: OutputFile, channels: Int, sampleRate: Double, effort: EncodingEffort = .best,
        parallelChannels: Bool = true
    ) throws(ConversionError) -> SoundWriter {
        guard channels >= 1 && channels <= 8 else {
            throw ConversionError(
                path: file.destination, reason: "cannot write \(channels) channels (1 to 8 are supported)")
        }
        switch (format.container, format.encoding) {
        case (.caf, .ima4):
            return try CAFIMA4Writer(
                file: file, channels: channels, sampleRate: sampleRate, effort: effort,
                parallelChannels: parallelChannels)
        case (.aifc, _):
            return try AIFFCWriter(
                file: file, encoding: format.encoding, channels: channels, sampleRate: sampleRate, effort: effort,
                parallelChannels: parallelChannels)
        default:
            return try LibsndfileWriter(file: file, format: format, channels: channels, sampleRate: sampleRate)
        }
    }
}
