/// One JSON document: `{"files": […], "summary": {…}}`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    /// Threads used to render file objects.
    public var jobs: Int

    public init(jobs: Int = Processors.online) {
        self.jobs = jobs
    }

    public func render<Report: FindingReport>(_ report: Report) -> String {
        let files = SoundJSON.fileFragments(report.files, jobs: jobs)
        var members: [JSONValue.Member] = [
            .init("files", .array(files)),
            .init("summary", SoundJSON.summaryObject(report.summary)),
        ]
        if !report.problems.isEmpty {
            members.append(.init("problems", .array(report.problems.map { problem in
                .object([.init("path", .string(problem.path)), .init("reason", .string(problem.reason))])
            })))
        }
        return JSONValue.object(members).serialized()
    }
}
