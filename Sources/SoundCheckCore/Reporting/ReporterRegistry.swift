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
