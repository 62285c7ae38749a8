import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReportFormat: ExpressibleByArgument {}

/// Options shared by the commands that check sounds.
package struct OutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help:
            """
            Output format: human (default on a terminal), xcode (default otherwise), json, github-actions, junit, \
            sarif or markdown.
            """
    )
    package var format: ReportFormat?

    @Flag(
        inversion: .prefixedNo, help: "Colour the output (default: only on a terminal, and not when NO_COLOR is set).")
    var color: Bool?

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    package var strict = false

    @Flag(name: .shortAndLong, help: "Also list the files that have no findings.")
    package var verbose = false

    package init() {}

    /// Where this run's reports go: the console report to `console` (or to `output`'s file),
    /// and `reports` to theirs. A plan that would write two reports to one file is a usage
    /// problem (exit 2), found before anything is checked.
    package func plan(output: String? = nil, reports: [ReportDestination], console: Int32 = STDOUT_FILENO) throws
        -> ReportPlan
    {
        do {
            return try ReportPlan(
                format: format, output: output, consoleIsTerminal: Terminal.isTerminal(console), reports: reports)
        } catch {
            throw Failure.usage(error.message)
        }
    }

    /// The plan of a command that reports on `input`: `--output`, and `--report` or else the
    /// settings file's reporters for that input.
    package func plan(for input: CommandInput, reportFiles: ReportFileOptions, file: SoundCheckConfiguration?) throws
        -> ReportPlan
    {
        let reports = ReportPlan.extraReports(
            commandLine: reportFiles.extra.report, file: file.map(input.reporters(in:)) ?? [])
        return try plan(output: reportFiles.output, reports: reports)
    }

    /// Prints and writes every report of the plan, and returns the exit status the report calls
    /// for, or 2 when a report file could not be written.
    package func emit<Report: FindingReport>(_ report: Report, jobs: Int, plan: ReportPlan) -> ExitStatus {
        if let entry = plan.console {
            Output.standardOutput(render(report, entry, plan: plan, jobs: jobs, console: STDOUT_FILENO))
        }
        let written = writeFiles(report, jobs: jobs, plan: plan)
        return written ? report.exitStatus(strict: strict) : .usageOrIOProblem
    }

    /// Writes the plan's report files, each atomically (a reader never sees half a report); says
    /// on standard error which could not be written, and returns false if any.
    package func writeFiles<Report: FindingReport>(_ report: Report, jobs: Int, plan: ReportPlan) -> Bool {
        var written = true
        for entry in plan.entries {
            guard case .file(let path) = entry.destination else { continue }
            do {
                try AtomicFile.write(render(report, entry, plan: plan, jobs: jobs, console: STDOUT_FILENO), to: path)
            } catch {
                Output.standardError(
                    "soundcheck: cannot write the \(entry.format.rawValue) report: \(error.description)\n")
                written = false
            }
        }
        return written
    }

    /// One report of the plan, as the UTF-8 written out; `console` is the stream the console
    /// report goes to.
    package func render<Report: FindingReport>(
        _ report: Report, _ entry: ReportPlan.Entry, plan: ReportPlan,
        jobs: Int, console: Int32
    ) -> [UInt8] {
        let console = ReporterSettings(colored: color ?? Terminal.supportsColor(console), verbose: verbose, jobs: jobs)
        return ReporterRegistry.reporter(for: entry.format, settings: plan.settings(for: entry, console: console))
            .renderUTF8(report)
    }
}
