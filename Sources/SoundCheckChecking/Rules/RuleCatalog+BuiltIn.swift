import SoundCheckCore

extension RuleCatalog {
    /// Every built-in rule: the sound rules (those about what a project ships marked as such),
    /// then the payload rules, then those of `refs`, each in the order reports list them.
    public static var builtIn: RuleCatalog {
        let sound = RuleRegistry.all.map { rule in
            let kind: Entry.Kind =
                rule.description.platform == .android
                ? .android
                : rule is any ShippingRule.Type ? .project : .sound
            return Entry(rule: rule.description, kind: kind)
        }
        return RuleCatalog(entries: sound + payloadEntries + referenceEntries)
    }
}
