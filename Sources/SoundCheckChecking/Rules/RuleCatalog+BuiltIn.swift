import SoundCheckCore

extension RuleCatalog {
    /// Every built-in rule: the sound rules (those about what a project ships marked as such),
    /// then the payload rules, then those of `refs`, each in the order reports list them.
    public static var builtIn: RuleCatalog {
        let sound = RuleRegistry.all.map { rule in
            Entry(rule: rule.description, kind: rule is any ShippingRule.Type ? .project : .sound)
        }
        return RuleCatalog(entries: sound + payloadEntries + referenceEntries)
    }
}
