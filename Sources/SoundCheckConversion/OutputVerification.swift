import SoundCheckChecking
import SoundCheckCore

/// Reads back what a conversion wrote before it appears at its destination, and refuses it unless
/// `check` would pass it: the checking layer's reader and rules (so it holds audio, is whole, and
/// plays under the limit), and the format, channels and rate that were asked for.
struct OutputVerification {
    let format: OutputFormat
    let channels: Int
    let sampleRate: Double
    /// The duration limit the output was trimmed to; nil when it was not trimmed (`--no-trim`).
    let maxDuration: Double?

    /// Throws, naming the input, when the written file would not play as asked. The message does
    /// not name the output: `fix` writes to a hidden name first, which would only confuse.
    func verify(_ file: OutputFile, input: String, as name: String) throws(ConversionError) {
        let report = checker.check(try file.readBack(), as: name)
        func refuse(_ why: String) -> ConversionError {
            ConversionError(path: input, reason: "the converted sound \(why); nothing was written")
        }
        if let error = report.findings.first(where: { $0.severity == .error }) {
            throw refuse("would not play ([\(error.rule)] \(error.message))")
        }
        guard let description = report.sound.description, let frames = description.frames, frames > 0 else {
            throw refuse("holds no audio")
        }
        guard matches(description) else {
            let asked = "\(format), \(channels) ch, \(Decimal.trimmed(sampleRate)) Hz"
            throw refuse("reads back as \(report.sound.summary), not the \(asked) written")
        }
    }

    private func matches(_ description: SoundDescription) -> Bool {
        description.container == format.container.soundContainer
            && description.encoding == format.encoding.soundEncoding
            && description.channels == channels && abs(description.sampleRate - sampleRate) <= sampleRate * 1e-9
    }

    /// The rules of a default `check`, with this conversion's limit. The name is the caller's
    /// choice (an output may be named .bin), so the extension rule is not asked.
    private var checker: Checker {
        var configuration = CheckConfiguration()
        configuration.jobs = 1
        configuration.disabledRules = ["extension"]
        if let maxDuration {
            configuration.rules.maximumDuration = maxDuration
        } else {
            configuration.disabledRules.insert("duration")
        }
        return Checker(configuration: configuration)
    }
}
