/// How a reporter is set up: what only some formats use.
public struct ReporterSettings: Sendable, Hashable {
    /// Colour (human format only).
    public var colored: Bool
    /// Also list the files that have no findings (human format only).
    public var verbose: Bool
    /// Files rendered at once (json only: its file objects are rendered in parallel).
    public var jobs: Int

    public init(colored: Bool = false, verbose: Bool = false, jobs: Int = Processors.online) {
        self.colored = colored
        self.verbose = verbose
        self.jobs = jobs
    }
}

/// Every report format's reporter, found by its format: the one place that maps one to the
/// other, so the command line and library users render a format the same way.
public enum ReporterRegistry {
    public static func reporter(for format: ReportFormat, settings: ReporterSettings = ReporterSettings())
        -> any Reporter
    {
        switch format {
        case .human: HumanReporter(colored: settings.colored, verbose: settings.verbose)
        case .json: JSONReporter(jobs: settings.jobs)
        case .xcode: XcodeReporter()
        case .githubActions: GitHubActionsReporter()
        case .junit: JUnitReporter()
        case .sarif: SARIFReporter()
        case .markdown: MarkdownReporter()
        }
    }
}
