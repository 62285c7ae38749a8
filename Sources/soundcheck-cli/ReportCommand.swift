import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

struct ReportCommand: ParsableCommand, FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one HTML page to review sounds by looking and listening.",
        discussion: """
            Checks the paths as check does (folders, Xcode projects, built apps; .soundcheck.yml \
            applies), decodes each sound, and writes one self-contained HTML file: a summary (how \
            many sounds, how many will play, the rules that found something, the loudness spread), \
            then a table to sort by name, verdict, duration or loudness, with each sound's findings \
            and fixes, format, length against the limit, loudness (LUFS) and true peak against the \
            set's median, its waveform (clipping, silence and the limit marked) and a preview to play \
            (a 16-bit WAV that soundcheck decoded, since a browser cannot decode CAF IMA4).

            The page needs no network: it opens from a CI artifact or an e-mail. A sound more than \
            --loudness-tolerance LU from the median is a warning (loudness-outlier), as are clipped \
            samples, a late start and an abrupt end.

            Exit status: 0 when the page was written and every sound will play, 1 when it was \
            written and a sound fails (as check), 2 for a usage or I/O problem.
            """
    )

    @Argument(
        help: "Sound files or folders, Xcode projects or built apps (default: sounds in .soundcheck.yml).",
        completion: .file())
    var paths: [String] = []

    @Option(
        name: .shortAndLong, help: "The HTML file to write (replaced when it exists).",
        completion: .file(extensions: ["html"]))
    var output: String

    @Flag(name: .long, help: "Leave the previews out: pictures and numbers only, a small page.")
    var noPreviews = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The previews' highest sample rate, 8000 to 48000.",
            valueName: "Hz"))
    var previewRate: Int = ReviewOptions().previewRate

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Warn when a sound is more than this many LU from the set's median loudness "
                + "(default: 6, or loudness_tolerance in .soundcheck.yml).",
            valueName: "LU"))
    var loudnessTolerance: Double?

    @OptionGroup var checking: CheckingOptions
    @OptionGroup var projects: ProjectOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        guard ReviewOptions.previewRates.contains(previewRate) else {
            throw ValidationError("--preview-rate must be from 8000 to 48000 Hz")
        }
        if let loudnessTolerance, !(loudnessTolerance > 0 && loudnessTolerance.isFinite) {
            throw ValidationError("--loudness-tolerance must be a positive number of LU")
        }
    }

    func run() throws {
        let file = try configOptions.load()
        let paths = try CommandInput.sounds.paths(given: self.paths, file: file)
        let report = try checking.report(for: paths, configuration: file, projects: projects.request())
            .reviewedPart
        let configuration = checking.checker(file).configuration
        let options = ReviewOptions(
            file: file, check: configuration, previews: !noPreviews, previewRate: previewRate,
            loudnessTolerance: loudnessTolerance)
        let outcomes = SoundReviewer(options: options).review(report, workers: checking.jobs)
        let limit = configuration.rules.maximumDuration
        let review = SoundSetReview(report: report, outcomes: outcomes, options: options, maximumDuration: limit)
        let bytes: Int
        do {
            bytes = try write(review)
        } catch {
            throw Failure.usage(TextEscaping.oneLine(error.description))
        }
        Output.standardOutput("Wrote \(TextEscaping.oneLine(output)) (\(bytes / 1024) KB): \(review.summary)\n")
        throw ExitCode(report.exitStatus(strict: false))
    }

    /// Writes the page part by part (it is mostly previews, and need not be held whole) into a
    /// file that appears at `output` only when complete; returns its size.
    private func write(_ review: SoundSetReview) throws(ConversionError) -> Int {
        let file = try OutputFile(destination: output, overwrite: true)
        var bytes = 0
        var failure: ConversionError?
        ReviewHTMLReporter().render(review) { part in
            guard failure == nil else { return }
            do throws(ConversionError) {
                try file.write(Array(part.utf8))
                bytes += part.utf8.count
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        try file.commit()
        return bytes
    }
}
