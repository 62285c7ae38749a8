/// A background push (`content-available: 1`) must not carry `alert`, `badge` or `sound`.
public struct BackgroundPushRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "background-push",
        name: "Background push",
        summary: "A payload with \"content-available\": 1 carries no \"alert\", \"badge\" or \"sound\".",
        rationale:
            """
            Apple: background notifications must not include alert, badge or sound; such a push is throttled or \
            not delivered as a background update.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/warnings/background-with-sound.json", at: "payloads/warnings/background-with-sound.json:4:5",
                message: "a background push (\"content-available\": 1) must not carry \"sound\"")
        ],
        nonTriggeringExamples: ["payloads/valid/background.json", "payloads/valid/chime.json"]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let aps = payload.aps, let members = aps.members, aps["content-available"]?.numberValue == 1 else {
            return []
        }
        return members.filter { ["alert", "badge", "sound"].contains($0.key) }.map { member in
            finding(
                """
                a background push (\"content-available\": 1) must not carry \"\(member.key)\"; send it as an alert \
                push, or drop \"\(member.key)\"
                """,
                at: member.keyPosition, in: payload)
        }
    }
}
