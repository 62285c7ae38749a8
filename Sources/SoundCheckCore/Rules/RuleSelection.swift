/// Which rules run and at what severity: `disabled_rules` and `severity` of `.soundcheck.yml`.
/// One value for every kind of rule (sound, project, Android, payload, reference, review),
/// applied by `applied(to:)` alone, so that every identifier `soundcheck rules` lists is
/// followed alike.
public struct RuleSelection: Sendable, Hashable {
    /// Rules that do not run.
    public var disabled: Set<String>
    /// Severities replacing the rules' own, by rule identifier.
    public var severities: [String: Severity]

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:]) {
        self.disabled = disabled
        self.severities = severities
    }

    /// The rules no setting turns off or down: a payload that cannot be read never passes.
    public static let mandatory: Set<String> = PayloadRuleRegistry.mandatory

    /// Whether the rule runs. A run asks before doing a rule's work, so a disabled rule costs
    /// nothing. The validator asks for every rule of every payload: with nothing disabled (the
    /// usual case) the identifier is not even read (copying a rule's description to read it was
    /// 5 % of validating an FCM message).
    package func isEnabled(_ identifier: @autoclosure () -> String) -> Bool {
        guard !disabled.isEmpty else { return true }
        let identifier = identifier()
        return !disabled.contains(identifier) || Self.mandatory.contains(identifier)
    }

    /// `findings` without those of disabled rules, with the severities replaced.
    public func applied(to findings: [Finding]) -> [Finding] {
        guard !disabled.isEmpty || !severities.isEmpty else { return findings }
        var kept = findings.filter { isEnabled($0.rule) }
        for index in kept.indices where !Self.mandatory.contains(kept[index].rule) {
            if let severity = severities[kept[index].rule] { kept[index].severity = severity }
        }
        return kept
    }

    /// These settings with `other`'s on top: both lists of disabled rules, and `other`'s
    /// severity where both name a rule.
    package func merging(_ other: RuleSelection) -> RuleSelection {
        RuleSelection(
            disabled: disabled.union(other.disabled),
            severities: severities.merging(other.severities) { _, other in other })
    }
}
