/// One JSON document: `{"files": […], "summary": {…}}`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    public func render(_ report: CheckReport) -> String {
        var members: [JSONValue.Member] = [
            .init("files", .array(report.files.map(SoundJSON.object))),
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
