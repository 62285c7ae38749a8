// Plain Swift, no PackagePlugin: Tests/SoundCheckTests/Plugins/CommandOutcome.swift is a symbolic
// link to this file, so the tests compile it too (a plugin cannot be imported).

/// How `swift package soundcheck SUBCOMMAND` ends once soundcheck has ended with `status`.
///
/// SwiftPM prints what a plugin writes on its own standard output, which it buffers when that is
/// a file, and its diagnostics on standard error at once: in a log file, an `error:` diagnostic
/// of the plugin's would come before soundcheck's report. So the summary is a plain line written
/// after the report on the same stream, and failing is the exit status alone (SwiftPM then adds
/// its own "error: Plugin ended with exit code N", which cannot be avoided for a non-zero one).
struct CommandOutcome: Equatable {
    /// A line to print after soundcheck's own output, on the same stream, or nil.
    var summary: String?
    /// The plugin's exit status.
    var status: Int32

    init(summary: String?, status: Int32) {
        self.summary = summary
        self.status = status
    }

    /// - Parameters:
    ///   - arguments: what the plugin passed to soundcheck after the subcommand.
    ///   - status: soundcheck's exit status.
    init(subcommand: String, arguments: [String], status: Int32) {
        switch status {
        case 0:
            self.init(summary: nil, status: 0)
        case 1 where subcommand == "fix" && Self.options(arguments).contains("--dry-run"):
            // The plan is what was asked for; finding work is its answer, not a failure.
            self.init(
                summary: "soundcheck fix --dry-run: the plan above needs doing; run swift package "
                    + "--allow-writing-to-package-directory soundcheck fix to carry it out", status: 0)
        case 1:
            self.init(
                summary: "soundcheck \(subcommand): some sounds need attention (exit 1); see the report above",
                status: 1)
        case 2:
            self.init(
                summary: "soundcheck \(subcommand): a usage or I/O problem (exit 2); see the message above", status: 2)
        default:
            self.init(summary: "soundcheck \(subcommand) failed (exit \(status))", status: status)
        }
    }

    /// The arguments before `--`: after it, every argument is a path.
    private static func options(_ arguments: [String]) -> ArraySlice<String> {
        arguments.prefix { $0 != "--" }
    }
}
