import ArgumentParser
import SoundCheckCore

extension ParsableCommand {
    /// Parses the command line and runs the command, ending with the statuses soundcheck
    /// promises: ArgumentParser's usage errors exit 2 (its own default is 64).
    package static func runWithSoundCheckStatuses() -> Never {
        do {
            // The arguments as bytes, not CommandLine.arguments: a file name that is not UTF-8
            // must reach the commands intact.
            var command = try parseAsRoot(FilePath.commandLineArguments)
            try command.run()
            exit(withError: nil)
        } catch {
            if exitCode(for: error) == .validationFailure {
                Output.standardError(fullMessage(for: error) + "\n")
                exit(withError: ExitCode(ExitStatus.usageOrIOProblem))
            }
            exit(withError: error)
        }
    }
}
