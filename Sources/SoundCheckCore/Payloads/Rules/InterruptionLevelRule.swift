/// `interruption-level` must be one of the four levels, and agree with a critical sound.
public struct InterruptionLevelRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "interruption-level",
        name: "Interruption level",
        summary:
            """
            \"interruption-level\" is passive, active, time-sensitive or critical, and a critical sound dictionary \
            comes with the critical level (and the other way round).
            """,
        rationale:
            """
            A critical-alert sound without the critical level, or the critical level with a plain sound, is almost \
            always a mistake in the server's payload builder.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/warnings/critical-level-mismatch.json",
                at: "payloads/warnings/critical-level-mismatch.json:9:27", message: "a critical-alert sound dictionary")
        ],
        nonTriggeringExamples: ["payloads/valid/critical.json", "payloads/valid/chime.json"]
    )

    static let levels: Set<String> = ["passive", "active", "time-sensitive", "critical"]

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let aps = payload.aps, aps.members != nil else { return [] }
        var findings: [Finding] = []
        let level = aps["interruption-level"]
        if let level {
            if let text = level.stringValue {
                if !InterruptionLevelRule.levels.contains(text) {
                    findings.append(
                        finding(
                            """
                            \"interruption-level\" is \"\(text)\"; it must be passive, active, time-sensitive or \
                            critical
                            """,
                            at: level.position, in: payload, severity: .error))
                }
            } else {
                findings.append(
                    finding(
                        "\"interruption-level\" is \(level.typeName); it must be a string", at: level.position,
                        in: payload, severity: .error))
            }
        }
        guard let sound = aps["sound"] else { return findings }
        let criticalDictionary = sound.members != nil && sound["critical"]?.numberValue == 1
        let criticalLevel = level?.stringValue == "critical"
        // A critical dictionary without any level is how payloads were written before iOS 15,
        // and still plays as critical; a level that says otherwise is the suspect mismatch.
        if criticalDictionary, let level, !criticalLevel {
            let shown = level.stringValue.map { "\"\($0)\"" } ?? level.typeName
            findings.append(
                finding(
                    """
                    a critical-alert sound dictionary, but \"interruption-level\" is \(shown); critical alerts use \
                    \"interruption-level\": \"critical\"
                    """,
                    at: level.position, in: payload))
        } else if criticalLevel && sound.stringValue != nil {
            findings.append(
                finding(
                    """
                    \"interruption-level\" is \"critical\" but the sound is a plain name; a critical alert's sound \
                    is a dictionary {\"critical\": 1, \"name\": …, \"volume\": …}
                    """,
                    at: sound.position, in: payload))
        }
        return findings
    }
}
