/// `path:line:column: error: message [rule]`, one line per finding: what Xcode, and editors
/// that read compiler output, turn into issues in the issue navigator. Files without lines
/// (sounds) are reported as `path: error: …`, which Xcode attaches to the file. Control characters
/// in names and messages are made visible (`TextEscaping.oneLine`), so each issue stays one line.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    private static let escape = TextEscaping.oneLine

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        var output = ""
        for file in report.files {
            for finding in file.findings {
                let location = Self.escape(HumanReporter.location(of: finding))
                let message = Self.escape(finding.message)
                output += "\(location): \(finding.severity.rawValue): \(message) [\(finding.rule)]\n"
            }
        }
        for problem in report.problems {
            output += "\(Self.escape(problem.path)): error: \(Self.escape(problem.reason))\n"
        }
        return output
    }
}
