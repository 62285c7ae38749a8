import SoundCheckCore

extension RuleCatalog {
    /// Every built-in rule: the sound rules (those about what a project ships marked as such),
    /// then the payload rules, those of `refs` and those of `report`'s review, each in the order
    /// reports list them. What `soundcheck rules` lists, and what `disabled_rules` and
    /// `severity` may name.
    public static var builtIn: RuleCatalog {
        let sound = RuleRegistry.all.map { rule in
            Entry(rule: rule.description, kind: Entry.Kind(rule.description))
        }
        let review = ReviewRuleRegistry.all.map { Entry(rule: $0.description, kind: .review) }
        return RuleCatalog(entries: sound + payloadEntries + referenceEntries + review)
    }
}
