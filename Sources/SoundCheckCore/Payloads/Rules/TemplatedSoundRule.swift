/// A sound named by a template placeholder (`$(sound)` in Azure templates, `{{sound}}` in Liquid
/// or Handlebars ones) is filled in when the push is sent: soundcheck cannot know it, and says so
/// rather than calling it unknown.
public struct TemplatedSoundRule: PayloadRule, MessageRule {
    public static let description = RuleDescription(
        identifier: "templated-sound",
        name: "Templated sound",
        summary: "A sound name that is a template placeholder cannot be checked here.",
        rationale:
            """
            The name is only known when the service fills the template in; check the values your server puts in \
            (with `soundcheck refs`, or by checking rendered payloads).
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/services/azure-installation.json", at: "payloads/services/azure-installation.json:7:61",
                message: "the sound \"$(sound)\" is a template placeholder")
        ],
        nonTriggeringExamples: ["payloads/valid/chime.json"]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let node = payload.soundName, let name = node.stringValue, TemplateExpressions.isPlaceholder(name) else {
            return []
        }
        return [finding(Self.message(name), at: node.position, in: payload)]
    }

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard let node = message.soundFieldName, let name = node.stringValue, TemplateExpressions.isPlaceholder(name)
        else { return [] }
        return [finding(Self.message(name), at: node.position, in: message)]
    }

    static func message(_ name: String) -> String {
        "the sound \"\(name)\" is a template placeholder, filled in when the push is sent: it cannot be checked here"
    }
}
