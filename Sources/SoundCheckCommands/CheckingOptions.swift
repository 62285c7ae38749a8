import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package struct CheckingOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            """
            Sounds must play for less than this many seconds, at most 30 (default: 30, or max_duration in \
            .soundcheck.yml).
            """
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
            """
            Leave out files that match exclude in .soundcheck.yml even when named on the command line (for build \
            tools that name every file).
            """
    )
    package var forceExclude = false

    @Flag(
        name: .long,
        help:
            """
            Succeed when no sound file is found, instead of failing with exit 2 (or allow_empty: true in \
            .soundcheck.yml).
            """
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
            let problem = SoundCheckConfiguration.durationLimitProblem(
                maxDuration, shown: NumberText.trimmed(maxDuration))
        else { return }
        throw ValidationError("--max-duration \(problem)")
    }

    /// Checks `paths`; a path that does not exist is a usage problem (exit 2), reported here, and
    /// so are the report's notices (once per run, not per file).
    /// With `projects`, the Xcode projects and built products among `paths` are read as what
    /// the app ships (only for their `targets`).
    package func report(
        for paths: [String], configuration file: SoundCheckConfiguration? = nil,
        projects: ProjectsRequest? = nil
    ) throws -> CheckReport {
        let report: CheckReport
        let reader = projects?.reader
        let targets = projects?.targets(file) ?? []
        let readsApp = { (path: String) in reader.map { AppRoot.isReadAsApp(path, by: $0) } == true }
        if let projects, !projects.targetsGiven.isEmpty, !paths.contains(where: readsApp) {
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
