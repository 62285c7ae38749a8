/// The exit statuses soundcheck promises, for every command.
public enum ExitStatus: Int32, Sendable, Hashable {
    /// Nothing failed.
    case success = 0
    /// A file has an error (or a warning, when warnings fail the run).
    case findings = 1
    /// A usage problem (bad option, no input, broken settings file) or an unreadable path.
    case usageOrIOProblem = 2
}

extension FindingReport {
    /// The status this report calls for: a path that could not be read is a problem of its own;
    /// otherwise errors fail, and warnings too when `strict`.
    @inlinable public func exitStatus(strict: Bool) -> ExitStatus {
        if !problems.isEmpty { return .usageOrIOProblem }
        // The first failing finding decides: the summary's tally of every file is not needed.
        let files = self.files
        let fails = files.indices.contains { index in
            files[index].findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
        return fails ? .findings : .success
    }
}
