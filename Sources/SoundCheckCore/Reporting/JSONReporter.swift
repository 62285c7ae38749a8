/// One JSON document: `{"files": […], "summary": {…}}`, with `problems` and `skipped` (files found
/// and deliberately not checked, per folder) when there are any.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    /// Threads used to render file objects.
    public var jobs: Int

    public init(jobs: Int = Processors.online) {
        self.jobs = jobs
    }

    public func render<Report: FindingReport>(_ report: Report) -> String {
        String(decoding: renderUTF8(report), as: UTF8.self)
    }

    public func renderUTF8<Report: FindingReport>(_ report: Report) -> [UInt8] {
        let files = SoundJSON.fileFragments(report.files, jobs: jobs)
        var members: [JSONValue.Member] = [
            .init("files", .array(files)),
            .init("summary", SoundJSON.summaryObject(report.summary)),
        ]
        if !report.problems.isEmpty {
            members.append(
                .init(
                    "problems",
                    .array(
                        report.problems.map { problem in
                            .object([.init("path", .string(problem.path)), .init("reason", .string(problem.reason))])
                        })))
        }
        if !report.skipped.isEmpty {
            members.append(
                .init(
                    "skipped",
                    .array(
                        report.skipped.map { entry in
                            .object([
                                .init("path", .string(entry.path)), .init("files", .int(Int64(entry.files))),
                                .init("reason", .string(entry.reason)),
                            ])
                        })))
        }
        return JSONValue.object(members).serializedUTF8()
    }
}
