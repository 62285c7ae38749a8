/// Where soundcheck's documentation is on the web: SARIF's `informationUri` and each rule's
/// `helpUri`, and `soundcheck rules`. The repository's own pages, on its main branch, so a link
/// works for every release and the anchors are the `## identifier` headings of docs/rules.md,
/// which the documentation tests keep one per rule.
package enum DocumentationLinks {
    package static let repository = "https://github.com/soundcheck/soundcheck"
    package static let rulesPage = repository + "/blob/main/docs/rules.md"

    /// The section of docs/rules.md about the rule: `…/docs/rules.md#duration`. Identifiers are
    /// lowercase words and hyphens, which are their own heading anchors.
    package static func rule(_ identifier: String) -> String {
        rulesPage + "#" + identifier
    }
}
