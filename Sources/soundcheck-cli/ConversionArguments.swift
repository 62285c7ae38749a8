import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

/// The options that shape a converted sound: `convert`. (`fix` chooses the format per sound.)
struct ConversionArguments: ParsableArguments {
    @Option(
        name: [.customShort("f"), .customLong("file-format")],
        help:
            """
            Container, as afconvert names it: caff (default), AIFC, AIFF or WAVE; or ogg (Vorbis), for Android's \
            res/raw only.
            """
    )
    var fileFormat: String?

    @Option(
        name: [.customShort("d"), .customLong("data-format")],
        help: "Encoding: ima4 (default for caff and AIFC), lpcm (16-bit), ulaw or alaw; vorbis in ogg.")
    var dataFormat: String?

    @Option(
        name: [.customShort("c"), .long],
        help: "Output channels: 1 mixes to mono without clipping (default: the source's, mono above stereo).")
    var channels: Int?

    @Option(
        name: [.customShort("r"), .long],
        help: "Output sample rate in Hz, resampled with libsoxr (default: the source's).")
    var rate: Double?

    @OptionGroup var trimming: TrimmingArguments
    @OptionGroup var effort: EffortArguments

    @Flag(name: .long, help: "Never trim.")
    var noTrim = false

    @Option(
        name: .long,
        help: "Normalise: peak (to -1 dBFS) or loudness (EBU R128, to -16 LUFS, true peak at most -1 dBTP).")
    var normalize: NormalizationKind?

    @Option(name: .long, help: "The normalisation target: dBFS for peak, LUFS for loudness.")
    var target: Double?

    @Flag(name: .long, help: "Replace existing output files.")
    var overwrite = false

    enum NormalizationKind: String, ExpressibleByArgument, CaseIterable {
        case peak, loudness
    }

    func validate() throws {
        if let channels, channels != 1 && channels != 2 { throw ValidationError("--channels must be 1 or 2") }
        if let rate, !(rate >= 1000 && rate <= 384_000) {
            throw ValidationError("--rate must be between 1000 and 384000 Hz")
        }
        if target != nil && normalize == nil { throw ValidationError("--target needs --normalize") }
        do {
            try normalization?.validate()
        } catch {
            throw ValidationError("--target: \(error.message)")
        }
        _ = try outputFormat(forOutput: nil)
    }

    /// The output format: -f and -d, else the output's extension, else CAF IMA4.
    func outputFormat(forOutput output: String?) throws -> OutputFormat {
        do {
            return try OutputFormat.requested(fileFormat: fileFormat, dataFormat: dataFormat, output: output)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The conversion asked for; the trimming limit defaults to the configuration file's.
    func options(forOutput output: String?, configuration file: SoundCheckConfiguration?) throws -> ConversionOptions {
        var options = ConversionOptions()
        options.format = try outputFormat(forOutput: output)
        options.channels = channels
        options.sampleRate = rate
        options.maxDuration = noTrim ? nil : trimming.maxDuration(file)
        options.fadeOut = trimming.fadeOut.fadeOut
        options.effort = effort.effort
        options.overwrite = overwrite
        options.normalization = normalization
        return options
    }

    var normalization: Normalization? {
        switch normalize {
        case .peak: .peak(decibels: target ?? -1)
        case .loudness: .loudness(lufs: target ?? -16)
        case nil: nil
        }
    }
}
