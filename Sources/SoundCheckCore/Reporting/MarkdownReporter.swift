/// A Markdown summary for pull-request comments: one line of totals, then a table of findings.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        let summary = report.summary
        let words = Report.summaryWords
        let invalid = summary.files - summary.valid
        let verdict = invalid == 0 && report.problems.isEmpty ? "✅" : "❌"
        var output = "### \(verdict) soundcheck \(Report.command): \(summary.valid) of \(summary.files) \(words.noun)\(summary.files == 1 ? "" : "s") \(words.passed)\n\n"
        output += "| \(words.noun)s | \(words.passed) | \(words.failed) | errors | warnings |\n|---:|---:|---:|---:|---:|\n"
        output += "| \(summary.files) | \(summary.valid) | \(invalid) | \(summary.errors) | \(summary.warnings) |\n"
        let rows = report.files.flatMap { file in file.findings.map { finding in (file.path, finding) } }
        if rows.isEmpty && report.problems.isEmpty { return output }
        output += "\n| | file | rule | message |\n|---|---|---|---|\n"
        for (_, finding) in rows {
            let mark = finding.severity == .error ? "❌" : "⚠️"
            output += "| \(mark) | \(Self.code(HumanReporter.location(of: finding))) | `\(finding.rule)` | \(Self.cell(finding.message)) |\n"
        }
        for problem in report.problems {
            output += "| ❌ | \(Self.code(problem.path)) | | \(Self.cell(problem.reason)) |\n"
        }
        return output
    }

    /// Text in a table cell: pipes escaped, lines joined.
    static func cell(_ text: String) -> String {
        TextEscaping.escape(text, ["|": "\\|", "\n": " ", "\r": ""])
    }

    /// A path as inline code, with a fence longer than any backtick run inside it.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        return "\(fence)\(cell(text))\(fence)"
    }
}
