import CSndfile
import SoundCheckChecking
import SoundCheckCore

/// Reads back what a conversion wrote before it appears at its destination, and refuses it unless
/// `check` would pass it: the checking layer's reader and rules (so it holds audio, is whole, and
/// plays under the limit; Android's rules for Ogg), and the format, channels and rate that were
/// asked for.
struct OutputVerification {
    let format: OutputFormat
    let channels: Int
    let sampleRate: Double
    /// The duration limit the output was trimmed to; nil when it was not trimmed (`--no-trim`).
    let maxDuration: Double?

    /// Throws, naming the input, when the written file would not play as asked. The message does
    /// not name the output: `fix` writes to a hidden name first, which would only confuse.
    func verify(_ file: OutputFile, input: String, as name: String) throws(ConversionError) {
        let source = try file.readBack()
        let report = checker.check(source, as: name, android: !format.playsOnApple)
        if let error = report.findings.first(where: { $0.severity == .error }) {
            throw refuse(input, "would not play ([\(error.rule)] \(error.message))")
        }
        if format.playsOnApple {
            try verifyDescription(report, input: input)
        } else {
            try verifyThroughLibsndfile(source, input: input)
        }
    }

    private func refuse(_ input: String, _ why: String) -> ConversionError {
        ConversionError(path: input, reason: "the converted sound \(why); nothing was written")
    }

    /// soundcheck's own reader describes what iOS plays: the format, channels, rate and length.
    private func verifyDescription(_ report: FileReport, input: String) throws(ConversionError) {
        func refuse(_ why: String) -> ConversionError { self.refuse(input, why) }
        guard let description = report.sound.description, let frames = description.frames, frames > 0 else {
            throw refuse("holds no audio")
        }
        guard matches(description) else {
            throw refuse("reads back as \(report.sound.summary), not the \(asked) written")
        }
    }

    private var asked: String { "\(format), \(channels) ch, \(NumberText.trimmed(sampleRate)) Hz" }

    /// Ogg Vorbis, which soundcheck's reader only recognises: libsndfile (whose libvorbis wrote
    /// it) opens it and says what it holds.
    private func verifyThroughLibsndfile(_ source: FileByteSource, input: String) throws(ConversionError) {
        switch LibsndfileProbe.probe(source) {
        case .opened(let kind, let readChannels, let rate, let frames):
            let vorbis =
                kind & Int32(SF_FORMAT_TYPEMASK) == Int32(SF_FORMAT_OGG)
                && kind & Int32(SF_FORMAT_SUBMASK) == Int32(SF_FORMAT_VORBIS)
            guard frames > 0 else { throw refuse(input, "holds no audio") }
            guard vorbis, readChannels == channels, Double(rate) == sampleRate else {
                throw refuse(
                    input,
                    """
                    reads back as format 0x\(String(kind, radix: 16)), \(readChannels) ch, \(rate) Hz, not the \
                    \(asked) written
                    """
                )
            }
            if let maxDuration, Double(frames) / Double(rate) >= maxDuration + 1 / Double(rate) {
                throw refuse(
                    input,
                    """
                    plays \(NumberText.fixed(Double(frames) / Double(rate), digits: 2)) s, longer than the \
                    \(NumberText.trimmed(maxDuration)) s it was trimmed to
                    """
                )
            }
        case .refused(let why):
            throw refuse(input, "cannot be read back by libsndfile (\(why))")
        case .notAsked:
            throw refuse(input, "cannot be read back: libsndfile is not loaded")
        }
    }

    private func matches(_ description: SoundDescription) -> Bool {
        description.container == format.container.soundContainer
            && description.encoding == format.encoding.soundEncoding
            && description.channels == channels && abs(description.sampleRate - sampleRate) <= sampleRate * 1e-9
    }

    /// The rules of a default `check`, with this conversion's limit. The name is the caller's
    /// choice (an output may be named .bin, or `Alert Tone.ogg` before it goes in `res/raw`), so
    /// the rules of names are not asked.
    private var checker: Checker {
        var configuration = CheckConfiguration()
        configuration.jobs = 1
        configuration.selection.disabled = ["extension", "android-extension", "android-resource-name"]
        if let maxDuration {
            configuration.rules.maximumDuration = maxDuration
        } else {
            configuration.selection.disabled.insert("duration")
        }
        return Checker(configuration: configuration)
    }
}
