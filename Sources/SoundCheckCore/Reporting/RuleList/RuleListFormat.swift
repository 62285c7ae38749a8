/// The formats `soundcheck rules` lists the rules in, each rendered by one type in one file.
public enum RuleListFormat: String, CaseIterable, Sendable {
    case human
    case json
    case markdown

    /// The renderer of this format: the one place that maps one to the other.
    public var renderer: any RuleListRenderer {
        switch self {
        case .human: HumanRuleListRenderer()
        case .json: JSONRuleListRenderer()
        case .markdown: MarkdownRuleListRenderer()
        }
    }
}
