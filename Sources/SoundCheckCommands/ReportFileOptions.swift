import ArgumentParser
import SoundCheckCore

/// `--output FILE` and `--report FORMAT:FILE`: where `check` and `payloads` put their reports.
/// (`manifest` takes only `--report`: its `--output` is the manifest.)
package struct ReportFileOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"),
        completion: .file())
    package var output: String?

    @OptionGroup package var extra: ExtraReportOptions

    package init() {}
}
