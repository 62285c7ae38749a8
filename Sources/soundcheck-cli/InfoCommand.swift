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

    /// Any report format parses, so that one info cannot print gets info's own message.
    @Option(name: .shortAndLong, help: "Output format: human or json.")
    var format: ReportFormat = .human

    @Flag(name: .long, help: "Also measure peak and loudness (EBU R128), and what normalising would do.")
    var levels = false

    @OptionGroup var checking: CheckingOptions
    @OptionGroup var configOptions: ConfigOptions

    /// In validate(), not run(): ArgumentParser then knows the subcommand, so the error comes
    /// with info's usage (and no file is read first).
    func validate() throws {
        _ = try infoFormat()
    }

    func infoFormat() throws -> InfoFormat {
        guard let chosen = InfoFormat(rawValue: format.rawValue) else {
            throw ValidationError(InfoFormat.unsupported(format.rawValue))
        }
        return chosen
    }

    func run() throws {
        let report = try checking.report(for: files, configuration: try configOptions.load())
        let measured = levels ? LevelMeasurement.measure(report.files.map(\.path), workers: checking.jobs) : [:]
        Output.standardOutput(try infoFormat().render(report, levels: measured))
        throw ExitCode(InfoFormat.exitStatus(report, levels: measured))
    }
}
