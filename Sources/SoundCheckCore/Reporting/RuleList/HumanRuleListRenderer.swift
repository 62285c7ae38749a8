/// A block per rule: its identifier with kind, default severity and whether it can be turned
/// off, then what it checks and where it is documented; a count at the end.
public struct HumanRuleListRenderer: RuleListRenderer {
    public init() {}

    public func render(_ catalog: RuleCatalog) -> String {
        var output = ""
        for entry in catalog.entries {
            var traits = [entry.kind.rawValue, "\(entry.rule.severity.rawValue) by default"]
            if !entry.canBeDisabled { traits.append("cannot be disabled") }
            output += "\(entry.rule.identifier) (\(traits.joined(separator: ", ")))\n"
            output += "    \(entry.rule.summary)\n"
            output += "    \(entry.documentation)\n\n"
        }
        return output + countLine(catalog)
    }

    /// `16 rules: 6 sound, 3 project, 7 payload.`, and how to turn one off.
    private func countLine(_ catalog: RuleCatalog) -> String {
        let counts = RuleCatalog.Entry.Kind.allCases.map { kind in
            "\(catalog.entries.filter { $0.kind == kind }.count) \(kind.rawValue)"
        }
        return "\(catalog.entries.count) rules: \(counts.joined(separator: ", ")). "
            + "Turn one off with disabled_rules, or change its severity with severity, in .soundcheck.yml.\n"
    }
}
