import ArgumentParser
import SoundCheck

@main
struct SoundCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soundcheck",
        abstract: "Checks that iOS and macOS notification sounds will play.",
        discussion: """
        A custom notification sound must be a CAF, AIFF or WAV file holding Linear PCM, IMA4, \
        µLaw or aLaw audio that plays for less than 30 seconds; otherwise the system silently \
        plays the default sound. soundcheck finds those files before your users do.

        Exit status: 0 when nothing failed, 1 when a file has an error (or a warning with \
        --strict), 2 for a usage or I/O problem.
        """,
        version: SoundCheckVersion.current,
        subcommands: [CheckCommand.self, InfoCommand.self, ConvertCommand.self, FixCommand.self, ManifestCommand.self, PayloadsCommand.self, ConfigCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// Runs the command and maps ArgumentParser's usage errors to exit status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Output.standardError(fullMessage(for: error) + "\n")
                exit(withError: ExitCode(Status.usageOrIOProblem))
            }
            exit(withError: error)
        }
    }
}

/// The exit statuses soundcheck promises.
enum Status {
    static let success: Int32 = 0
    static let findings: Int32 = 1
    static let usageOrIOProblem: Int32 = 2
}
