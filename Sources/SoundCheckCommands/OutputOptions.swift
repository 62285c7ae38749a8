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
            "Output format: human (default on a terminal), xcode (default otherwise), json, github-actions, junit, sarif or markdown."
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

    /// One report of the plan, as text; `console` is the stream the console report goes to.
    package func render<Report: FindingReport>(
        _ report: Report, _ entry: ReportPlan.Entry, plan: ReportPlan,
        jobs: Int, console: Int32
    ) -> String {
        let console = ReporterSettings(colored: color ?? Terminal.supportsColor(console), verbose: verbose, jobs: jobs)
        return ReporterRegistry.reporter(for: entry.format, settings: plan.settings(for: entry, console: console))
            .render(report)
    }
}

package struct CheckingOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Sounds must play for less than this many seconds, at most 30 (default: 30, or max_duration in .soundcheck.yml)."
    )
    package var maxDuration: Double?

    // Optional, so that help names the default once, in words: with a default value,
    // ArgumentParser would append "(default: 2)", this machine's count.
    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp("Files read at once (default: the number of cores).", valueName: "jobs"))
    var jobsGiven: Int?

    /// Files read at once: `--jobs`, else one per core.
    package var jobs: Int { jobsGiven ?? Processors.online }

    @Flag(name: .long, help: "Do not ask libsndfile for a second opinion on the files it can read.")
    var noLibsndfile = false

    @Flag(
        name: .long,
        help:
            "Leave out files that match exclude in .soundcheck.yml even when named on the command line (for build tools that name every file)."
    )
    package var forceExclude = false

    @Flag(
        name: .long,
        help:
            "Succeed when no sound file is found, instead of failing with exit 2 (or allow_empty: true in .soundcheck.yml)."
    )
    var allowEmpty = false

    package init() {}

    package func validate() throws {
        try Self.validate(maxDuration: maxDuration)
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    }

    /// The library says which limits are allowed; `convert` and `fix` take the same option.
    package static func validate(maxDuration: Double?) throws {
        guard let maxDuration,
            let problem = SoundCheckConfiguration.durationLimitProblem(maxDuration, shown: Decimal.trimmed(maxDuration))
        else { return }
        throw ValidationError("--max-duration \(problem)")
    }

    /// Checks `paths`; a path that does not exist is a usage problem (exit 2), reported here, and
    /// so are the report's notices (once per run, not per file).
    /// With `projects`, the Xcode projects and built products among `paths` are read as what
    /// the app ships (only for their `targets`).
    package func report(
        for paths: [String], configuration file: SoundCheckConfiguration? = nil,
        projects: ProjectOptions? = nil
    ) throws -> CheckReport {
        let report: CheckReport
        let reader = projects == nil ? nil : ShippedSoundsSupport.reader
        let targets = projects?.targets(file) ?? []
        let readsApp = { (path: String) in reader.map { AppRoot.isReadAsApp(path, by: $0) } == true }
        if let projects, !projects.targets.isEmpty, !paths.contains(where: readsApp) {
            throw Failure.usage(
                "--target names a target of an Xcode project; give the project "
                    + "(X.xcodeproj, the folder holding it, or an app root holding ios/)")
        }
        do {
            report = try checker(file).check(paths: paths, targets: targets, projects: reader) {
                file?.filter($0, keepingNamed: forceExclude ? [] : paths) ?? $0
            }
        } catch {
            throw Failure.usage(TextEscaping.oneLine(error.description))
        }
        for notice in report.notices { Output.standardError("soundcheck: \(notice)\n") }
        do {
            try CommandInputs.requireSounds(
                in: report, paths: paths, allowEmpty: allowEmpty || file?.allowEmpty == true)
        } catch {
            let allow = "--allow-empty (allow_empty: true in \(SoundCheckConfiguration.fileName))"
            throw Failure.usage("\(error.message); check the paths, or pass \(allow) if none is expected")
        }
        return report
    }

    /// The configuration file's settings, then the options given on the command line.
    package func checker(_ file: SoundCheckConfiguration? = nil) -> Checker {
        Checker(
            configuration: CheckConfiguration(file: file, maxDuration: maxDuration, jobs: jobs),
            reader: SoundReader(crossCheckWithLibsndfile: !noLibsndfile))
    }
}
