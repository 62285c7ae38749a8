import ArgumentParser
import SoundCheck

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe sound files like afinfo does, with each rule's verdict."
    )

    @Argument(help: "Sound files.", completion: .file())
    var files: [String]

    @Option(name: .shortAndLong, help: "Output format: human or json.")
    var format: ReportFormat = .human

    @OptionGroup var checking: CheckingOptions

    func run() throws {
        let report = try checking.report(for: files)
        switch format {
        case .human: Output.standardOutput(InfoReporter().render(report))
        case .json: Output.standardOutput(InfoJSONReporter().render(report))
        }
        throw ExitCode(OutputOptions.status(of: report, strict: false))
    }
}
