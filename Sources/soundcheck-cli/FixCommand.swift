import ArgumentParser
import SoundCheck

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Check sounds, then convert every failing one that a conversion can repair.",
        discussion: """
        Prints a plan (which file, what is wrong, what it becomes), converts each fixable sound, \
        checks the result, and only then puts it in place. A file keeps its name when its \
        extension names a container that can hold a sound that plays (too-long.caf stays \
        too-long.caf, in CAF IMA4); otherwise it becomes .caf and fix says so (theme.mp3 becomes \
        theme.caf, and theme.mp3 is removed). Damaged files and name collisions are reported, \
        not guessed at. A second run changes nothing.

        Without --out, sounds are fixed in place: use --dry-run first to see the plan, or --out \
        to write the fixed sounds elsewhere and leave the originals alone.

        Exit status: 0 when every sound now passes, 1 when some could not be fixed (or, with \
        --dry-run, when some need fixing), 2 for a usage problem.
        """
    )

    @Argument(help: "Sound files or folders.", completion: .file())
    var paths: [String]

    @Option(name: .long, help: "Write fixed sounds under this folder (mirroring the paths) instead of in place.", completion: .directory)
    var out: String?

    @Flag(name: .long, help: "Print the plan and change nothing.")
    var dryRun = false

    @OptionGroup var trimming: TrimmingArguments

    @Flag(name: .long, help: "With --out, replace files that exist there already.")
    var overwrite = false

    @Option(name: .long, help: "Files worked on at once (default: the number of cores).")
    var jobs: Int = CheckConfiguration.processorCount

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        var configuration = CheckConfiguration()
        configuration.rules.maximumDuration = trimming.maxDuration
        configuration.jobs = jobs
        let checker = Checker(configuration: configuration)
        let report: CheckReport
        do {
            report = try checker.check(paths: paths)
        } catch {
            Output.standardError("soundcheck: \(error.path): \(error.reason)\n")
            throw ExitCode(Status.usageOrIOProblem)
        }
        let plan = FixPlanner(outputDirectory: out).plan(report, roots: paths)
        if plan.isEmpty {
            Output.standardOutput("Nothing to fix: \(plan.passing) sound\(plan.passing == 1 ? "" : "s") will play.\n")
            throw ExitCode(Status.success)
        }
        Output.standardOutput(Self.render(plan))
        if dryRun { throw ExitCode(Status.findings) }

        var options = ConversionOptions()
        options.maxDuration = trimming.maxDuration
        options.fadeOut = trimming.fadeOut
        options.overwrite = overwrite
        let progress = Progress(total: plan.items.count)
        let outcomes = Fixer(checker: checker, options: options, workers: jobs).apply(plan) { outcome in
            // Skipped sounds were explained in the plan already.
            if case .skipped = outcome.result { return }
            progress.completed(line: Self.line(for: outcome))
        }
        progress.finish()
        let fixed = outcomes.filter { if case .fixed = $0.result { true } else { false } }.count
        let unfixed = outcomes.count - fixed
        Output.standardOutput("Fixed \(fixed) of \(outcomes.count) failing sound\(outcomes.count == 1 ? "" : "s")\(unfixed > 0 ? "; \(unfixed) could not be fixed" : "").\n")
        throw ExitCode(unfixed > 0 ? Status.findings : Status.success)
    }

    static func render(_ plan: FixPlan) -> String {
        var text = "Plan:\n"
        for item in plan.items {
            let problems = item.problems.map { "[\($0.rule)]" }.joined(separator: " ")
            switch item.action {
            case .convert(let output, let format, let renamed):
                let destination = output == item.path ? "in place" : output
                text += "  \(item.path) \(problems) -> \(destination) (\(format)\(renamed ? "; renamed, its container cannot hold a notification sound" : ""))\n"
            case .skip(let reason):
                text += "  \(item.path) \(problems) -> not fixable: \(reason)\n"
            }
        }
        return text
    }

    static func line(for outcome: FixOutcome) -> String {
        switch outcome.result {
        case .fixed(let conversion):
            return "fixed \(outcome.item.path) -> \(conversion.output): \(ConvertCommand.describe(conversion))"
        case .skipped(let reason):
            return "soundcheck: \(outcome.item.path): not fixed: \(reason)"
        case .failed(let reason):
            return "soundcheck: \(outcome.item.path): could not fix: \(reason)"
        }
    }
}
