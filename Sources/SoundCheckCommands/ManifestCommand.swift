import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InvocationContext: ExpressibleByArgument {}

package struct ManifestCommand: ParsableCommand, FileCommand {
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "manifest",
            abstract: "Write the list of sounds an app ships, for the app and the push server.",
            discussion: """
                The manifest is deterministic JSON: sounds sorted by name, fixed key order, paths relative \
                to the current folder (or --root), no timestamps. Commit it, and run `soundcheck manifest \
                --check FILE` in CI to catch a stale one. Exits 1 when a sound fails the check (an error), unless \
                --allow-invalid. Findings are reported like `check` reports them, in --format, on \
                standard error when the manifest itself goes to standard output.
                """
        )
    }

    @Argument(help: "Sound files or folders (default: sounds in .soundcheck.yml).", completion: .file())
    var paths: [String] = []

    @Option(
        name: .shortAndLong,
        help:
            """
            Write the manifest to this file (atomically) instead of standard output (default: manifest in \
            .soundcheck.yml).
            """
    )
    var output: String?

    // Optional, so that help names the default once, in words (not "(default: .)").
    @Option(name: .long, help: "Make paths relative to this folder (default: the current folder).")
    var root: String?

    @Flag(
        name: .long,
        help:
            """
            List sounds that fail the check (will not play, or are outside Apple's documented formats) without \
            failing.
            """
    )
    var allowInvalid = false

    /// The build plugin's: where this run's failure line is read, so that it names what can be
    /// done there (the command plugin in a package, not `soundcheck fix` or --allow-invalid).
    @Option(name: .long, help: .hidden)
    var context: InvocationContext = .commandLine

    @Option(
        name: .long,
        help:
            """
            Compare with this committed manifest instead of writing one; exit 1 and show what changed when it is \
            out of date.
            """
    )
    var check: String?

    @Option(
        name: .long,
        help:
            """
            Also write Swift constants for the valid sounds to this file (default: swift_constants in \
            .soundcheck.yml).
            """
    )
    var swift: String?

    @Option(name: .long, help: "The Swift enum's name (default: NotificationSound, or swift_type in .soundcheck.yml).")
    var swiftType: String?

    @Option(
        name: .long,
        help: "The Swift enum's access level: public or internal (default: public, or swift_access in .soundcheck.yml)."
    )
    var swiftAccess: String?

    @OptionGroup var reporting: OutputOptions
    @OptionGroup var reportFiles: ExtraReportOptions
    @OptionGroup var checking: CheckingOptions
    @OptionGroup var projects: ProjectOptions
    @OptionGroup var configOptions: ConfigOptions

    package init() {}

    package func validate() throws {
        if let swiftAccess, !SwiftConstantsGenerator.accessLevels.contains(swiftAccess) {
            throw ValidationError("--swift-access must be public or internal")
        }
        if let swiftType, !SwiftConstantsGenerator.isValidTypeName(swiftType) {
            throw ValidationError("--swift-type must be a Swift type name (letters, digits and _, not a keyword)")
        }
        if check != nil && (output != nil || swift != nil || !reportFiles.report.isEmpty) {
            throw ValidationError("--check compares only; it cannot be combined with --output, --swift or --report")
        }
    }

    package func run() throws {
        let file = try configOptions.load()
        let paths = try CommandInput.sounds.paths(given: self.paths, file: file)
        // The findings go to standard error when the manifest itself goes to standard output.
        let manifestOnStandardOutput = check == nil && (self.output ?? file?.resolvedManifest) == nil
        let plan = try reporting.plan(
            reports: reportFiles.report, console: manifestOnStandardOutput ? STDERR_FILENO : STDOUT_FILENO)
        let report = try checking.report(for: paths, configuration: file, projects: projects.request())
        do {
            try ManifestBuilder.requireOneApplication(report)
        } catch {
            throw Failure.usage(error.message)
        }
        let manifest = ManifestBuilder(root: root ?? ".").manifest(for: report, jobs: checking.jobs)

        if let check {
            try compare(manifest, with: check, paths: paths)
            return
        }
        // The file's outputs apply only when writing (the --check guard above compares only).
        let output = self.output ?? file?.resolvedManifest
        let swift = self.swift ?? file?.resolvedSwiftConstants
        do {
            if let output {
                try AtomicFile.writeIfChanged(manifest.json, to: output)
            } else {
                Output.standardOutput(manifest.json)
            }
            if let swift {
                let generator = (file ?? SoundCheckConfiguration()).swiftConstantsGenerator(
                    typeName: swiftType, access: swiftAccess)
                try AtomicFile.writeIfChanged(generator.source(for: manifest), to: swift)
            }
        } catch {
            throw Failure.usage(error.description)
        }
        try reportFindings(in: report, plan: plan, manifestOnStandardOutput: manifestOnStandardOutput)
    }

    /// Lists the files with findings (all files with --verbose), writes the --report files
    /// (always, so a CI step finds them), then ends as the verdict says.
    private func reportFindings(in report: CheckReport, plan: ReportPlan, manifestOnStandardOutput: Bool) throws {
        let verdict = ManifestVerdict(
            report: report, verbose: reporting.verbose, allowInvalid: allowInvalid,
            strict: reporting.strict, context: context)
        if !verdict.listed.files.isEmpty || !verdict.listed.problems.isEmpty, let entry = plan.console {
            let stream = manifestOnStandardOutput ? STDERR_FILENO : STDOUT_FILENO
            let output = reporting.render(verdict.listed, entry, plan: plan, jobs: checking.jobs, console: stream)
            manifestOnStandardOutput ? Output.standardError(output) : Output.standardOutput(output)
        }
        let written = reporting.writeFiles(verdict.listed, jobs: checking.jobs, plan: plan)
        if let message = verdict.message { Output.standardError("soundcheck: \(message)\n") }
        if !written { throw ExitCode(ExitStatus.usageOrIOProblem) }
        if verdict.status != .success { throw ExitCode(verdict.status) }
    }

    private func compare(_ manifest: SoundManifest, with path: String, paths: [String]) throws {
        let committed: SoundManifest
        do {
            committed = try SoundManifest(contentsOf: path)
        } catch {
            throw Failure.usage(error.description)
        }
        let update = "soundcheck manifest \(paths.joined(separator: " ")) -o \(path)"
        let comparison = ManifestComparison(committed: committed, current: manifest, path: path, update: update)
        Output.standardOutput(comparison.text)
        if !comparison.isUpToDate { throw ExitCode(ExitStatus.findings) }
    }
}
