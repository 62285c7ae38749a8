/// `{"rules": [{"identifier": …, "name": …, "kind": …, "defaultSeverity": …, "canBeDisabled": …,
/// "summary": …, "documentation": …}]}`: one document, keys in a fixed order.
public struct JSONRuleListRenderer: RuleListRenderer {
    public init() {}

    public func render(_ catalog: RuleCatalog) -> String {
        JSONValue.object([.init("rules", .array(catalog.entries.map(Self.object)))]).serialized()
    }

    static func object(_ entry: RuleCatalog.Entry) -> JSONValue {
        .object([
            .init("identifier", .string(entry.rule.identifier)),
            .init("name", .string(entry.rule.name)),
            .init("kind", .string(entry.kind.rawValue)),
            .init("defaultSeverity", .string(entry.rule.severity.rawValue)),
            .init("canBeDisabled", .bool(entry.canBeDisabled)),
            .init("summary", .string(entry.rule.summary)),
            .init("documentation", .string(entry.documentation)),
        ])
    }
}
