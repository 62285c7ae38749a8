import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

struct ConvertCommand: ParsableCommand, FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert any audio into a notification sound that plays (afconvert for Linux, and better).",
        discussion: """
            Reads WAV, AIFF, AIFF-C, CAF (IMA4 included), FLAC, Ogg Vorbis, Opus and MP3 through \
            libsndfile and soundcheck's own IMA4 decoder, and AAC and ALAC (.m4a, .caf) through FFmpeg's \
            libraries. Writes CAF IMA4 by default, with the exact length recorded.

            Examples:
              soundcheck convert chime.wav -o chime.caf
              soundcheck convert alert.m4a -o alert.aiff -f AIFC -d ima4 --channels 1
              soundcheck convert sounds/*.wav -o Sounds/ --normalize loudness

            A sound as long as max_duration in .soundcheck.yml (or --config FILE; default 30 s) or \
            longer is trimmed to just under it; --max-duration wins over the file. Nothing is \
            overwritten without --overwrite; each output appears only when complete, and only after it \
            is read back and passes check (an input with no audio is refused before anything is \
            written). \
            Exit status: 0 when every input was converted, 1 when one could not be, 2 for a usage problem.
            """
    )

    @Argument(help: "Audio files to convert.", completion: .file())
    var inputs: [String]

    @Option(
        name: .shortAndLong,
        help: "The output file (one input) or folder (several inputs; created if missing). Default: beside each input.",
        completion: .file())
    var output: String?

    @OptionGroup var conversion: ConversionArguments

    // Optional, so that help names the default once (see CheckingOptions).
    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp("Files converted at once (default: the number of cores).", valueName: "jobs"))
    var jobsGiven: Int?

    var jobs: Int { jobsGiven ?? Processors.online }

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let options = try conversion.options(
            forOutput: inputs.count == 1 ? output : nil, configuration: configOptions.load())
        let jobList: [ConversionJob]
        do {
            jobList = try BatchConversion.jobs(inputs: inputs, output: output, container: options.format.container)
        } catch {
            throw Failure.usage(TextEscaping.oneLine(error.description))
        }
        let progress = Progress(total: jobList.count)
        let batch = BatchConversion(converter: Converter(options: options), workers: max(1, jobs))
        let results = batch.run(jobList) { job, result in
            let hint =
                if case .failure(let error) = result, error.kind == .outputExists { OverwriteHint.text } else { "" }
            progress.completed(line: BatchConversion.line(for: result) + hint)
        }
        progress.finish()
        throw ExitCode(BatchConversion.exitStatus(results))
    }
}
