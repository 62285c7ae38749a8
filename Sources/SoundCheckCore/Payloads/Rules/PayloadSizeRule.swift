/// The payload must fit APNs' size limit.
public struct PayloadSizeRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "payload-size",
        name: "Payload size",
        summary:
            "The payload's UTF-8 JSON, as sent (without whitespace), is at most 4096 bytes (5120 for VoIP pushes).",
        rationale: "APNs rejects larger payloads (PayloadTooLarge): the notification is never delivered.",
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/invalid/too-large.json", at: "payloads/invalid/too-large.json:1:1",
                message: "the payload is 4485 bytes as sent")
        ],
        nonTriggeringExamples: ["payloads/valid/chime.json"]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        let size = payload.sentSize
        let limit = context.options.sizeLimit
        guard size > limit else { return [] }
        return [
            finding(
                """
                the payload is \(size) bytes as sent; APNs accepts at most \(limit) for \
                \(context.options.pushType) pushes
                """,
                at: payload.root.position, in: payload)
        ]
    }
}
