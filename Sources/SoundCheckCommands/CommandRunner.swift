import ArgumentParser
import SoundCheckCore
import SoundCheckSupervision

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ParsableCommand {
    /// Parses the command line and runs the command, ending with the statuses soundcheck
    /// promises: ArgumentParser's usage errors exit 2 (its own default is 64).
    package static func runWithSoundCheckStatuses() -> Never {
        do {
            // The arguments as bytes, not CommandLine.arguments: a file name that is not UTF-8
            // must reach the commands intact.
            var command = try parseAsRoot(PathText.commandLineArguments)
            if command is FileCommand {
                if FileIsolation.isWorker {
                    Supervisor.endWithSupervisor()
                } else {
                    let status = Supervisor.run { Output.standardError($0) }
                    if status >= 0 { terminate(status) }
                }
            }
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

/// Ends the process with `status` (inside a command, `exit` names ArgumentParser's).
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
