/// GitHub Actions workflow commands, `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request's changed files.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        var output = ""
        for file in report.files {
            for finding in file.findings {
                var properties = ["file=\(Self.escapeProperty(finding.path))"]
                if let line = finding.line { properties.append("line=\(line)") }
                if let column = finding.column { properties.append("col=\(column)") }
                properties.append("title=\(Self.escapeProperty("soundcheck [\(finding.rule)]"))")
                output +=
                    """
                    ::\(finding.severity.rawValue) \
                    \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n
                    """
            }
        }
        for problem in report.problems {
            output +=
                """
                ::error \
                file=\(Self.escapeProperty(problem.path)),title=soundcheck::\(Self.escapeData(problem.reason))\n
                """
        }
        return output
    }

    /// The escaping GitHub's runner expects in a command's message (which it decodes again, so a
    /// newline in a name stays a newline in the annotation); other control characters are made
    /// visible, as in the line formats …
    static let escapeData = TextEscaping.oneLine.adding(["%": "%25", "\r": "%0D", "\n": "%0A"])

    /// … and in a property value, where `:` and `,` separate things too.
    static let escapeProperty = escapeData.adding([":": "%3A", ",": "%2C"])
}
