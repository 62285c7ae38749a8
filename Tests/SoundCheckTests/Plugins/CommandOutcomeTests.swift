import Testing

/// How the command plugin ends, decided by Plugins/SoundCheckCommandPlugin/CommandOutcome.swift
/// (compiled here through a symbolic link). SwiftPM prints a plugin's output on its standard
/// output, which it buffers when that is a file, and its own `error:` lines on standard error at
/// once: an `error:` diagnostic of the plugin's lands before the report in a log file. So the
/// plugin's summary is a plain line after the report, and a run that only found work to do is
/// not a failure.
@Suite("command plugin: how a run ends")
struct CommandOutcomeTests {
    @Test("findings: a summary line after the report, and the plugin fails with soundcheck's status")
    func findings() {
        #expect(
            CommandOutcome(subcommand: "check", arguments: ["--force-exclude", "--", "a.caf"], status: 1)
                == CommandOutcome(
                    summary: "soundcheck check: some sounds need attention (exit 1); see the report above", status: 1))
        #expect(
            CommandOutcome(subcommand: "manifest", arguments: [], status: 2)
                == CommandOutcome(
                    summary: "soundcheck manifest: a usage or I/O problem (exit 2); see the message above", status: 2))
        #expect(
            CommandOutcome(subcommand: "check", arguments: [], status: 9).summary == "soundcheck check failed (exit 9)")
    }

    @Test("success says nothing more")
    func success() {
        #expect(CommandOutcome(subcommand: "fix", arguments: [], status: 0) == CommandOutcome(summary: nil, status: 0))
    }

    @Test("a dry run that finds work is no failure: its plan is the answer, and the line says how to carry it out")
    func dryRun() {
        let plan = CommandOutcome(
            subcommand: "fix", arguments: ["--force-exclude", "--dry-run", "--", "Sources/A/Sounds/a.caf"], status: 1)
        #expect(
            plan
                == CommandOutcome(
                    summary:
                        """
                        soundcheck fix --dry-run: the plan above needs doing; run swift package \
                        --allow-writing-to-package-directory soundcheck fix to carry it out
                        """,
                    status: 0))
        // A path named --dry-run after "--" is a path, not the option.
        #expect(CommandOutcome(subcommand: "fix", arguments: ["--", "--dry-run"], status: 1).status == 1)
        // A dry run that could not plan (a usage problem) still fails.
        #expect(CommandOutcome(subcommand: "fix", arguments: ["--dry-run"], status: 2).status == 2)
    }
}
