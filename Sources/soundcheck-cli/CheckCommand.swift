import ArgumentParser
import SoundCheck

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check sound files and folders: will each one play as a notification sound?",
        discussion: """
        Folders are walked recursively (hidden entries are skipped). Files named .caf, .aif, \
        .aiff, .aifc and .wav are checked, and other audio files found there (.mp3, .m4a, .ogg, \
        .flac…) are reported, since iOS cannot play them as notification sounds. Files named on \
        the command line are always checked, whatever their extension.
        """
    )

    @Argument(help: "Sound files or folders.", completion: .file())
    var paths: [String]

    @OptionGroup var output: OutputOptions
    @OptionGroup var checking: CheckingOptions

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Also list the files that have no findings.")
    var verbose = false

    func run() throws {
        let report = try checking.report(for: paths)
        switch output.format {
        case .human: Output.standardOutput(HumanReporter(colored: output.useColor, verbose: verbose).render(report))
        case .json: Output.standardOutput(JSONReporter().render(report))
        }
        Output.flush()
        throw ExitCode(CheckCommand.status(of: report, strict: strict))
    }

    static func status(of report: CheckReport, strict: Bool) -> Int32 {
        if !report.problems.isEmpty { return Status.usageOrIOProblem }
        let summary = report.summary
        if summary.errors > 0 || (strict && summary.warnings > 0) { return Status.findings }
        return Status.success
    }
}
