/// A Markdown summary for pull-request comments: one line of totals, then a table of findings.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    public init() {}

    public func render<Report: FindingReport>(_ report: Report) -> String {
        let summary = report.summary
        let words = Report.summaryWords
        let androidValid = summary.android.map { $0.valid == $0.sounds } ?? true
        let verdict = summary.valid == summary.files && androidValid && report.problems.isEmpty ? "✅" : "❌"
        var output =
            """
            ### \(verdict) soundcheck \(Report.command): \(summary.valid) of \(summary.files) \
            \(words.noun)\(summary.files == 1 ? "" : "s") \(words.passed)
            """
        if let android = summary.android {
            output +=
                "; \(android.valid) of \(android.sounds) Android sound\(android.sounds == 1 ? "" : "s") \(words.passed)"
        }
        output += "\n\n"
        // The column of sounds outside Apple's documented formats only when there are some, and
        // Android's only when it has sounds.
        let notGuaranteed = summary.notGuaranteed.flatMap { $0 > 0 ? $0 : nil }
        var extraHeader = notGuaranteed == nil ? "" : " \(SoundVerdict.notGuaranteed.phrase) |"
        var extraCell = notGuaranteed.map { " \($0) |" } ?? ""
        if let android = summary.android {
            extraHeader += " Android sounds | Android \(words.passed) |"
            extraCell += " \(android.sounds) | \(android.valid) |"
        }
        let extraColumns = (notGuaranteed == nil ? 0 : 1) + (summary.android == nil ? 0 : 2)
        output += "| \(words.noun)s | \(words.passed) | \(words.failed) |\(extraHeader) errors | warnings |\n"
        output += "|---:|---:|---:|" + String(repeating: "---:|", count: extraColumns) + "---:|---:|\n"
        output +=
            """
            | \(summary.files) | \(summary.valid) | \(summary.failed) |\(extraCell) \(summary.errors) | \
            \(summary.warnings) |\n
            """
        let rows = report.files.flatMap { file in file.findings.map { finding in (file.path, finding) } }
        if rows.isEmpty && report.problems.isEmpty { return output }
        output += "\n| | file | rule | message |\n|---|---|---|---|\n"
        for (_, finding) in rows {
            let mark = finding.severity == .error ? "❌" : "⚠️"
            output +=
                """
                | \(mark) | \(Self.code(HumanReporter.location(of: finding))) | `\(finding.rule)` | \
                \(Self.cell(finding.message)) |\n
                """
        }
        for problem in report.problems {
            output += "| ❌ | \(Self.code(problem.path)) | | \(Self.cell(problem.reason)) |\n"
        }
        return output
    }

    /// Text inside a code span in a table cell: pipes escaped (GitHub reads `\|` as a pipe in a
    /// cell, in code spans too), control characters made visible as in the line formats, so a row
    /// stays one line.
    static let codeText = TextEscaping.oneLine.adding(["|": "\\|"])

    /// Plain text in a table cell: also backslashes and backticks escaped, so that a name in a
    /// message starts no code span and loses no character.
    static let cell = codeText.adding(["`": "\\`", "\\": "\\\\"])

    /// A path as inline code, with a fence longer than any backtick run inside it, and a space
    /// inside the fence when the text starts or ends with a backtick or a space (CommonMark strips
    /// one space from each end).
    static func code(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let edges = [text.utf8.first, text.utf8.last]
        let pad = edges.contains(UInt8(ascii: "`")) || edges.contains(UInt8(ascii: " ")) ? " " : ""
        return fence + pad + codeText(text) + pad + fence
    }
}
