import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

struct InfoCommand: ParsableCommand, FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe sound files like afinfo does, with each rule's verdict."
    )

    @Argument(help: "Sound files.", completion: .file())
    var files: [String]

    @Option(name: .shortAndLong, help: "Output format: human or json.")
    var format: ReportFormat = .human

    @Flag(name: .long, help: "Also measure peak and loudness (EBU R128), and what normalising would do.")
    var levels = false

    @OptionGroup var checking: CheckingOptions
    @OptionGroup var configOptions: ConfigOptions

    /// In validate(), not run(): ArgumentParser then knows the subcommand, so the error comes
    /// with info's usage (and no file is read first).
    func validate() throws {
        guard format == .human || format == .json else {
            throw ValidationError("info supports --format human or json, not \(format.rawValue)")
        }
    }

    func run() throws {
        let report = try checking.report(for: files, configuration: try configOptions.load())
        let measured = levels ? LevelMeasurement.measure(report.files.map(\.path), workers: checking.jobs) : [:]
        switch format {
        case .human: Output.standardOutput(InfoReporter().render(report, levels: measured))
        case .json: Output.standardOutput(InfoJSONReporter().render(report, levels: measured))
        default: preconditionFailure("validate() admits only human and json")
        }
        // Levels asked for and not measured (a missing library, say) fail as a conversion does.
        let unmeasured = measured.values.contains { (try? $0.get()) == nil }
        let status = max(report.exitStatus(strict: false).rawValue, unmeasured ? ExitStatus.findings.rawValue : 0)
        throw ExitCode(status)
    }
}
