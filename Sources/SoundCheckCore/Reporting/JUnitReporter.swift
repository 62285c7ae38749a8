/// JUnit XML, one test case per file: a file with an error is a failure, warnings go to the
/// test case's output. CI systems (GitLab, Jenkins, Azure, CircleCI) show these as test results.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        let summary = report.summary
        let name = "soundcheck \(Report.command)"
        let failures = summary.files - summary.valid
        let tests = summary.files + report.problems.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output +=
            """
            <testsuites name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" \
            errors=\"\(report.problems.count)\">\n
            """
        output +=
            "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\""
            + " errors=\"\(report.problems.count)\" skipped=\"0\">\n"
        for file in report.files {
            let errors = file.findings.filter { $0.severity == .error }
            let warnings = file.findings.filter { $0.severity == .warning }
            let caseOpen =
                "    <testcase classname=\"soundcheck.\(Report.command)\" name=\"\(Self.attribute(file.path))\""
            if errors.isEmpty && warnings.isEmpty {
                output += caseOpen + "/>\n"
                continue
            }
            output += caseOpen + ">\n"
            if let first = errors.first {
                let text = errors.map { Self.line($0) }.joined(separator: "\n")
                output +=
                    "      <failure type=\"\(Self.attribute(first.rule))\" "
                    + "message=\"\(Self.attribute(first.message))\">\(Self.escape(text))</failure>\n"
            }
            if !warnings.isEmpty {
                let lines = warnings.map { Self.line($0) }.joined(separator: "\n")
                output += "      <system-out>\(Self.escape(lines))</system-out>\n"
            }
            output += "    </testcase>\n"
        }
        for problem in report.problems {
            output +=
                "    <testcase classname=\"soundcheck.\(Report.command)\" name=\"\(Self.attribute(problem.path))\">\n"
            output += "      <error type=\"io\" message=\"\(Self.attribute(problem.reason))\"/>\n"
            output += "    </testcase>\n"
        }
        output += "  </testsuite>\n</testsuites>\n"
        return output
    }

    private static func line(_ finding: Finding) -> String {
        "\(HumanReporter.location(of: finding)): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)"
    }

    /// XML text escaping; control characters XML 1.0 cannot hold become U+FFFD, and a carriage
    /// return a character reference (a parser would read a bare one as a newline).
    static let escape: Escaper = {
        var table: [Unicode.Scalar: String] = [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\r": "&#13;",
        ]
        for value in UInt8(0)..<0x20 where value != 0x09 && value != 0x0A && value != 0x0D {
            table[Unicode.Scalar(value)] = "\u{FFFD}"
        }
        table["\u{FFFE}"] = "\u{FFFD}"
        table["\u{FFFF}"] = "\u{FFFD}"
        return Escaper(table)
    }()

    /// … and in an attribute, tabs and newlines as character references too: a parser turns bare
    /// ones into spaces, and a name with a newline would come back with a space.
    static let attribute = escape.adding(["\n": "&#10;", "\t": "&#9;"])
}
