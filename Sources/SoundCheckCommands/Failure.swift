import ArgumentParser
import SoundCheckCore

/// How a command ends early: the line it prints on standard error, and the exit status.
package enum Failure {
    /// A usage or I/O problem: `soundcheck: MESSAGE` on standard error, exit 2.
    package static func usage(_ message: String) -> ExitCode {
        Output.standardError("soundcheck: \(message)\n")
        return ExitCode(ExitStatus.usageOrIOProblem)
    }
}

extension ExitCode {
    package init(_ status: ExitStatus) {
        self.init(status.rawValue)
    }
}
