import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

struct FixCommand: ParsableCommand, FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Check sounds, then convert every failing one that a conversion can repair.",
        discussion: """
            Prints a plan (which file, what is wrong, what it becomes), converts each fixable sound, \
            checks the result, and only then puts it in place. A file keeps its name when its \
            extension names a container that can hold a sound that plays (too-long.caf stays \
            too-long.caf, in CAF IMA4); otherwise it becomes .caf and fix says so (theme.mp3 becomes \
            theme.caf, and theme.mp3 is removed). A sound that plays but whose extension does not fit \
            its content (CAF named .wav) is renamed, never over another file. Damaged files and name \
            collisions are reported, not guessed at, and the warnings fix does not repair are listed. \
            A second run changes nothing.

            On Android, a sound of its own in res/raw that Android cannot play (a CAF or AIFF made \
            for iOS) becomes 16-bit WAV under the same resource name. With --rename, one whose name \
            aapt2 refuses gets its valid spelling, and the plan lists where the app's text files name \
            the old one: fix changes none of them.

            Settings come from .soundcheck.yml (the nearest in this folder or a parent, or --config \
            FILE), as for check: with no paths, its sounds; its exclude, disabled_rules, severity \
            and max_duration decide what fails; a fixed sound is written in an encoding its \
            allowed_encodings allows and trimmed below its max_duration. Options given here win.

            Without --out, sounds are fixed in place: use --dry-run first to see the plan, or --out \
            to write the fixed sounds elsewhere and leave the originals alone.

            Exit status: 0 when every sound now passes, 1 when some could not be fixed (or, with \
            --dry-run, when some need fixing), 2 for a usage problem.
            """
    )

    @Argument(help: "Sound files or folders (default: sounds in .soundcheck.yml).", completion: .file())
    var paths: [String] = []

    @Option(
        name: .long, help: "Write fixed sounds under this folder (mirroring the paths) instead of in place.",
        completion: .directory)
    var out: String?

    @Flag(name: .long, help: "Print the plan and change nothing.")
    var dryRun = false

    @Flag(
        name: .long,
        help:
            """
            Rename an Android raw resource whose name aapt2 refuses (Alert-Tone.mp3 -> alert_tone.mp3), listing \
            the references to change.
            """
    )
    var rename = false

    @OptionGroup var checking: CheckingOptions
    @OptionGroup var projects: ProjectOptions
    @OptionGroup var fadeOut: FadeOutArguments
    @OptionGroup var effort: EffortArguments

    @Flag(name: .long, help: "With --out, replace files that exist there already.")
    var overwrite = false

    @OptionGroup var configOptions: ConfigOptions

    /// The app's code that still names a renamed sound by its old name: the folders given are
    /// searched (for a project or config, the folder holding it), as `refs` searches them.
    private func staleNames(_ renames: [String: String], under paths: [String]) throws -> [StaleSoundName] {
        guard !renames.isEmpty else { return [] }
        let folders = paths.map(StaleSoundName.searchedFolder)
        let scanner = ReferenceScanner(manifest: SoundManifest(sounds: []))
        guard let report = try? scanner.scan(paths: Array(Set(folders)).sorted(), jobs: checking.jobs) else {
            return []
        }
        return StaleSoundName.find(in: report, renames: renames)
    }

    func run() throws {
        let file = try configOptions.load()
        let paths = try CommandInput.sounds.paths(given: self.paths, file: file)
        let report = try checking.report(for: paths, configuration: file, projects: projects.request())
        // The results are checked as the sounds were: the same rules, limits and encodings.
        let checker = checking.checker(file)
        let planner = FixPlanner(
            outputDirectory: out, rules: checker.configuration.rules, renamesAndroidResources: rename)
        let plan = planner.plan(report, roots: paths)
        Output.standardOutput(plan.announcement)
        if dryRun {
            // What the fix would leave to change in the app's code, shown before anything changes.
            for name in try staleNames(StaleSoundName.renames(planned: plan), under: paths) {
                Output.standardOutput("  \(name.text(planned: true))\n")
            }
        }
        if let status = plan.statusBeforeApplying(dryRun: dryRun) { throw ExitCode(status) }

        var options = ConversionOptions(fixing: checker.configuration)
        options.fadeOut = fadeOut.fadeOut
        options.effort = effort.effort
        options.overwrite = overwrite
        let progress = Progress(total: plan.items.count)
        let outcomes = Fixer(checker: checker, options: options, workers: checking.jobs).apply(plan) { outcome in
            // Skipped sounds were explained in the plan already.
            if case .skipped = outcome.result { return }
            let hint = if case .outputExists = outcome.result { OverwriteHint.text } else { "" }
            progress.completed(line: outcome.line + hint)
        }
        progress.finish()
        let listings = Fixer(checker: checker).updateListings(after: outcomes)
        Output.standardOutput(listings.text)
        let summary = FixSummary(outcomes)
        Output.standardOutput(summary.text)
        // The app is checked again: a fix never reports success on an app it left listing a
        // file that is gone.
        let after = try checking.report(for: paths, configuration: file, projects: projects.request())
        let broken = ListingUpdate.broken(before: report, after: after)
        for finding in broken {
            Output.standardError("soundcheck: after the fix, \(finding.path): \(finding.message)\n")
        }
        let stale = try staleNames(StaleSoundName.renames(in: outcomes), under: paths)
        for name in stale { Output.standardError("soundcheck: \(name.text())\n") }
        if !listings.problems.isEmpty || !broken.isEmpty || !stale.isEmpty {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
        throw ExitCode(summary.status)
    }
}
