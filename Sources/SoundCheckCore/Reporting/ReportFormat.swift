/// The report formats, by the name `--format` and `.soundcheck.yml` use.
public enum ReportFormat: String, CaseIterable, Sendable {
    case human
    case json
    case xcode
    case githubActions = "github-actions"
    case junit
    case sarif
    case markdown

    /// The format when none is asked for: human for a person at a terminal, xcode otherwise,
    /// because build logs (Xcode, SwiftPM, most CI) turn `path: error: message` lines into
    /// diagnostics.
    public static func `default`(forTerminal isTerminal: Bool) -> ReportFormat {
        isTerminal ? .human : .xcode
    }
}

extension ReportFormat {
    /// The format `name` names (`sarif`), or a usage error that lists the formats and, for a near
    /// miss (`sarf`), the one that was probably meant.
    public static func named(_ name: String) throws(UsageError) -> ReportFormat {
        if let format = ReportFormat(rawValue: name) { return format }
        let names = allCases.map(\.rawValue)
        throw UsageError(
            "unknown report format '\(name)'" + Suggestion.didYouMean(name, among: names)
                + "; formats: \(names.joined(separator: ", "))")
    }
}
