/// The verdict on one file.
public struct FileReport: Sendable, Hashable {
    public var sound: InspectedSound
    public var findings: [Finding]

    /// False exactly when there is an error finding: the system will not play the sound.
    public var valid: Bool { !findings.contains { $0.severity == .error } }
    public var path: String { sound.path }
}

/// The verdict on a whole run.
public struct CheckReport: Sendable, Hashable {
    public var files: [FileReport]
    /// Folders or files that could not be read during discovery.
    public var problems: [SoundDiscovery.Problem] = []

    public init(files: [FileReport], problems: [SoundDiscovery.Problem] = []) {
        self.files = files
        self.problems = problems
    }

    public var summary: Summary {
        var summary = Summary()
        for file in files {
            summary.files += 1
            if file.valid { summary.valid += 1 }
            for finding in file.findings {
                switch finding.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                }
            }
        }
        return summary
    }

    public struct Summary: Sendable, Hashable {
        public var files = 0
        public var valid = 0
        public var errors = 0
        public var warnings = 0
    }
}
