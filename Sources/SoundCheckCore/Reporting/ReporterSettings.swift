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
