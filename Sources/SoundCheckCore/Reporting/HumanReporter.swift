/// One line per finding, `path: error: [rule] message`, then a summary. Colour only when asked
/// (the CLI asks when writing to a terminal). Control characters in names and messages are made
/// visible (`TextEscaping.oneLine`): no name can split a line or colour a terminal.
public struct HumanReporter: Reporter {
    public static let identifier = "human"
    public var colored: Bool
    /// Also list the files that have no findings, with their format.
    public var verbose: Bool

    public init(colored: Bool = false, verbose: Bool = false) {
        self.colored = colored
        self.verbose = verbose
    }

    public func render<Report: FindingReport>(_ report: Report) -> String {
        var output = ""
        for file in report.files {
            if file.findings.isEmpty && verbose {
                output += "\(Self.escape(file.path)): \(paint("ok", Style.green)): \(Self.escape(file.summaryText))\n"
            }
            for finding in file.findings {
                let location = Self.escape(HumanReporter.location(of: finding))
                let message = Self.escape(finding.message)
                output += "\(location): \(severityLabel(finding.severity)): [\(finding.rule)] \(message)\n"
            }
            if verbose {
                for note in file.notes {
                    output +=
                        "\(Self.escape(file.path)):\(note.line):\(note.column): note: \(Self.escape(note.message))\n"
                }
            }
        }
        for problem in report.problems {
            output += "\(Self.escape(problem.path)): \(severityLabel(.error)): \(Self.escape(problem.reason))\n"
        }
        if verbose {
            for entry in report.skipped {
                // A folder not entered at all has no count of files to give.
                let files = entry.files == 0 ? "" : ": \(entry.files) \(entry.files == 1 ? "file" : "files")"
                output += "\(Self.escape(entry.path)): skipped\(files) (\(Self.escape(entry.reason)))\n"
            }
        }
        let summary = report.summary
        let words = Report.summaryWords
        let counts =
            """
            \(summary.errors) \(summary.errors == 1 ? "error" : "errors"), \(summary.warnings) \
            \(summary.warnings == 1 ? "warning" : "warnings")
            """
        var tally = "\(summary.valid) \(words.passed), \(summary.failed) \(words.failed)"
        if let notGuaranteed = summary.notGuaranteed, notGuaranteed > 0 {
            tally += ", \(notGuaranteed) \(SoundVerdict.notGuaranteed.phrase)"
        }
        if summary.notShipped > 0 { tally += ", \(summary.notShipped) not shipped" }
        let skipped = report.skipped.reduce(0) { $0 + $1.files }
        let skippedText = skipped == 0 ? "" : "; \(skipped) \(skipped == 1 ? "file" : "files") skipped"
        var checked = "Checked \(summary.files) \(words.noun)\(summary.files == 1 ? "" : "s")"
        if let android = summary.android {
            let sounds = "\(android.sounds) Android \(android.sounds == 1 ? "sound" : "sounds")"
            let androidTally = "\(android.valid) \(words.passed), \(android.sounds - android.valid) \(words.failed)"
            // A run of Android's sounds alone says only what it checked.
            if summary.files == 0 {
                checked = "Checked \(sounds)"
                tally = androidTally
            } else {
                tally += "; \(sounds): \(androidTally)"
            }
        }
        output += "\(checked): \(tally) (\(counts))\(skippedText).\n"
        return output
    }

    private static let escape = TextEscaping.oneLine

    /// `path`, or `path:line:column` for findings inside a text file, as compilers print them.
    static func location(of finding: Finding) -> String {
        guard let line = finding.line else { return finding.path }
        return "\(finding.path):\(line):\(finding.column ?? 1)"
    }

    /// "CAF ima4 22050 Hz mono, 1.654830 s".
    private func severityLabel(_ severity: Severity) -> String {
        paint(severity.rawValue, severity == .error ? Style.red : Style.yellow)
    }

    private func paint(_ text: String, _ style: String) -> String {
        colored ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
    }

    private enum Style {
        static let red = "1;31"
        static let yellow = "1;33"
        static let green = "32"
    }
}
