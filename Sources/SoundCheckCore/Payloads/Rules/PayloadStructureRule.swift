/// The payload must be a JSON object with an `aps` object. (Text that is not JSON at all, and a
/// document that is not the shape `--shape` names, are reported under this rule's identifier by
/// the validator, with the parser's position.) A payload a message carries as a JSON string (SNS's
/// `APNS`, an Azure template's `body`) must be JSON too.
public struct PayloadStructureRule: PayloadRule, MessageRule {
    public static let description = RuleDescription(
        identifier: "payload-structure",
        name: "Payload structure",
        summary: "The payload is a JSON object with an \"aps\" dictionary.",
        rationale:
            """
            APNs rejects payloads that are not JSON objects; without \"aps\" the device shows no alert and plays \
            no sound.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/invalid/not-json.json", at: "payloads/invalid/not-json.json:4:3", message: "not valid JSON"),
            RuleExample(
                "payloads/invalid/no-aps.json", at: "payloads/invalid/no-aps.json:1:1",
                message: "the payload has no \"aps\" dictionary"),
        ],
        nonTriggeringExamples: ["payloads/valid/chime.json"]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard case .object = payload.root.value else {
            return [
                finding(
                    "the payload is \(payload.root.typeName), not a JSON object", at: payload.root.position, in: payload
                )
            ]
        }
        guard let aps = payload.aps else {
            return [
                finding(
                    "the payload has no \"aps\" dictionary, so no alert is shown and no sound plays",
                    at: payload.root.position, in: payload)
            ]
        }
        guard case .object = aps.value else {
            return [finding("\"aps\" is \(aps.typeName); it must be a dictionary", at: aps.position, in: payload)]
        }
        return []
    }

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        message.unreadable.map { finding($0.reason, at: $0.position, in: message) }
    }
}
