/// One table, a row per rule, the identifier linking to its documentation: for a wiki page or a
/// pull-request comment.
public struct MarkdownRuleListRenderer: RuleListRenderer {
    public init() {}

    public func render(_ catalog: RuleCatalog) -> String {
        var output = "| rule | kind | default severity | can be disabled | checks |\n|---|---|---|---|---|\n"
        for entry in catalog.entries {
            let rule = "[`\(entry.rule.identifier)`](\(entry.documentation))"
            let cells = [
                rule, entry.kind.rawValue, entry.rule.severity.rawValue, entry.canBeDisabled ? "yes" : "no",
                MarkdownReporter.cell(entry.rule.summary),
            ]
            output += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return output
    }
}
