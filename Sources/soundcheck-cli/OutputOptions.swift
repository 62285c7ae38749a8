import ArgumentParser
import SoundCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output format of `check`, `payloads` and `info` (which has only human and json).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case human
    case json
    case xcode
    case githubActions = "github-actions"
    case junit
    case sarif
    case markdown
}

/// Options shared by the commands that check sounds.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output format: human (default on a terminal), xcode (default otherwise), json, github-actions, junit, sarif or markdown.")
    var format: ReportFormat?

    @Flag(inversion: .prefixedNo, help: "Colour the output (default: only on a terminal, and not when NO_COLOR is set).")
    var color: Bool?

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Also list the files that have no findings.")
    var verbose = false

    /// Prints the report in the chosen format and returns the exit status it calls for.
    func emit<Report: FindingReport>(_ report: Report, jobs: Int) -> Int32 {
        Output.standardOutput(render(report, jobs: jobs, for: STDOUT_FILENO))
        return OutputOptions.status(of: report, strict: strict)
    }

    /// The report in the chosen format for the stream it goes to: without `--format`, human for
    /// a terminal and xcode otherwise.
    func render<Report: FindingReport>(_ report: Report, jobs: Int, for descriptor: Int32) -> String {
        switch format ?? (Terminal.isTerminal(descriptor) ? .human : .xcode) {
        case .human: HumanReporter(colored: color ?? Terminal.supportsColor(descriptor), verbose: verbose).render(report)
        case .json: JSONReporter(jobs: jobs).render(report)
        case .xcode: XcodeReporter().render(report)
        case .githubActions: GitHubActionsReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .markdown: MarkdownReporter().render(report)
        }
    }

    static func status<Report: FindingReport>(of report: Report, strict: Bool) -> Int32 {
        if !report.problems.isEmpty { return Status.usageOrIOProblem }
        let summary = report.summary
        if summary.errors > 0 || (strict && summary.warnings > 0) { return Status.findings }
        return Status.success
    }
}

struct CheckingOptions: ParsableArguments {
    @Option(name: .long, help: "Sounds must play for less than this many seconds (default: 30, or max_duration in .soundcheck.yml).")
    var maxDuration: Double?

    @Option(name: .long, help: "Files read at once (default: the number of cores).")
    var jobs: Int = CheckConfiguration.processorCount

    @Flag(name: .long, help: "Do not ask libsndfile for a second opinion on the files it can read.")
    var noLibsndfile = false

    @Flag(name: .long, help: "Leave out files that match exclude in .soundcheck.yml even when named on the command line (for build tools that name every file).")
    var forceExclude = false

    func validate() throws {
        try Self.validate(maxDuration: maxDuration)
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    }

    static func validate(maxDuration: Double?) throws {
        if let maxDuration, !(maxDuration > 0 && maxDuration.isFinite) { throw ValidationError("--max-duration must be a positive number of seconds") }
    }

    /// Checks `paths`; a path that does not exist is a usage problem (exit 2), reported here, and
    /// so are the report's notices.
    func report(for paths: [String], configuration file: SoundCheckConfiguration? = nil) throws -> CheckReport {
        let report: CheckReport
        do {
            report = try checker(file).check(paths: paths) { file?.filter($0, keepingNamed: forceExclude ? [] : paths) ?? $0 }
        } catch {
            Output.standardError("soundcheck: \(error.path): \(error.reason)\n")
            throw ExitCode(Status.usageOrIOProblem)
        }
        for notice in report.notices { Output.standardError("soundcheck: \(notice)\n") }
        return report
    }

    /// The configuration file's settings, then the options given on the command line.
    func checker(_ file: SoundCheckConfiguration? = nil) -> Checker {
        var configuration = file?.checkConfiguration() ?? CheckConfiguration()
        if let maxDuration { configuration.rules.maximumDuration = maxDuration }
        configuration.jobs = jobs
        return Checker(configuration: configuration, reader: SoundReader(crossCheckWithLibsndfile: !noLibsndfile))
    }
}
