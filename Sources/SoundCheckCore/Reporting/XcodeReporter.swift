/// `path:line:column: error: message [rule]`, one line per finding: what Xcode, and editors
/// that read compiler output, turn into issues in the issue navigator. Files without lines
/// (sounds) are reported as `path: error: …`, which Xcode attaches to the file.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        var output = ""
        for file in report.files {
            for finding in file.findings {
                output += "\(HumanReporter.location(of: finding)): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
            }
        }
        for problem in report.problems {
            output += "\(problem.path): error: \(problem.reason)\n"
        }
        return output
    }
}
