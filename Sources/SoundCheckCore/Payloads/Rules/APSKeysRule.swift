/// Custom keys belong beside `aps`, not inside it.
public struct APSKeysRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "aps-keys",
        name: "Keys inside aps",
        summary: "Every key inside \"aps\" is one Apple defines; custom data sits beside \"aps\".",
        rationale: "APNs ignores unknown keys inside aps, so custom data put there never reaches the app.",
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/warnings/custom-key-in-aps.json", at: "payloads/warnings/custom-key-in-aps.json:5:5",
                message: "\"orderId\" is not an aps key")
        ],
        nonTriggeringExamples: ["payloads/valid/chime.json", "payloads/valid/critical.json"]
    )

    /// The `aps` keys Apple documents (alerts, background updates, Live Activities).
    static let known: Set<String> = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content", "target-content-id",
        "interruption-level", "relevance-score", "filter-criteria", "stale-date", "content-state", "timestamp", "event",
        "dismissal-date", "attributes-type", "attributes", "input-push-channel", "input-push-token", "url-args",
        "content-changed",
    ]

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let members = payload.aps?.members else { return [] }
        return members.filter { !APSKeysRule.known.contains($0.key) }.map { member in
            finding(
                """
                \"\(member.key)\" is not an aps key; APNs ignores it there. Put custom data beside \"aps\", at the \
                top level of the payload
                """,
                at: member.keyPosition, in: payload)
        }
    }
}
