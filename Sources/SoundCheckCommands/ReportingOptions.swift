import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// The options `check`, `payloads` and `refs` share, in the order their help lists them: the
/// report's format and files, how files are read, the project targets and the settings file.
package struct ReportingOptions: ParsableArguments {
    @OptionGroup package var output: OutputOptions
    @OptionGroup package var reportFiles: ReportFileOptions
    @OptionGroup package var checking: CheckingOptions
    @OptionGroup package var projects: ProjectOptions
    @OptionGroup package var configOptions: ConfigOptions

    package init() {}

    /// What such a command starts from: the settings file in effect, the paths to work on (those
    /// given, or the file's) and where each report goes.
    package func start(_ input: CommandInput, given: [String]) throws -> (
        file: SoundCheckConfiguration?, paths: [String], plan: ReportPlan
    ) {
        let file = try configOptions.load()
        let paths = try input.paths(given: given, file: file)
        return (file, paths, try output.plan(for: input, reportFiles: reportFiles, file: file))
    }

    /// Prints and writes every report of the plan, and ends with the status it calls for.
    package func finish<Report: FindingReport>(_ report: Report, plan: ReportPlan) -> ExitCode {
        ExitCode(output.emit(report, jobs: checking.jobs, plan: plan))
    }
}
