/// Turns the rule catalog into text in one format.
public protocol RuleListRenderer: Sendable {
    func render(_ catalog: RuleCatalog) -> String
}
