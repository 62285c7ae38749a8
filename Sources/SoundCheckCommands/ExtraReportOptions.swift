import ArgumentParser
import SoundCheckCore

/// `--report FORMAT:FILE`, repeatable: reports written to files besides the console report.
package struct ExtraReportOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            """
            Also write the report in FORMAT to FILE (atomically); repeatable: --report sarif:soundcheck.sarif \
            --report junit:junit.xml (default: reporters in .soundcheck.yml).
            """,
            valueName: "format:file"), transform: ExtraReportOptions.parse)
    package var report: [ReportDestination] = []

    package init() {}

    /// The library reads the value; a mistake is a usage error (exit 2) in its words, with a
    /// did-you-mean for a misspelt format.
    static func parse(_ text: String) throws -> ReportDestination {
        do {
            return try ReportDestination(parsing: text)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
