/// The critical-alert sound dictionary: `{"critical": 1, "name": "…", "volume": 0.0…1.0}`.
public struct CriticalSoundRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "critical-sound",
        name: "Critical-alert sound",
        summary: "A sound dictionary has a string \"name\", \"critical\" 0 or 1, \"volume\" a number from 0 to 1, and no other keys.",
        rationale: "A malformed critical-alert dictionary plays the default sound at the default volume, if at all: for a critical alert, that matters.",
        severity: .error,
        triggeringExamples: ["payloads/invalid/critical-volume.json", "payloads/invalid/critical-no-name.json"],
        nonTriggeringExamples: ["payloads/valid/critical.json", "payloads/valid/chime.json"]
    )

    static let knownKeys: Set<String> = ["critical", "name", "volume"]

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let sound = payload.aps?["sound"], let members = sound.members else { return [] }
        var findings: [Finding] = []
        if let name = sound["name"] {
            if name.stringValue == nil {
                findings.append(finding("the sound dictionary's \"name\" is \(name.typeName); it must be the sound's file name", at: name.position, in: payload))
            }
        } else {
            findings.append(finding("the sound dictionary has no \"name\": name the sound file, e.g. \"name\": \"alarm.caf\"", at: sound.position, in: payload))
        }
        if let critical = sound["critical"] {
            if critical.numberValue != 0 && critical.numberValue != 1 {
                let shown = critical.numberValue.map { Decimal.trimmed($0) } ?? critical.typeName
                findings.append(finding("\"critical\" is \(shown); it must be 0 or 1", at: critical.position, in: payload))
            }
        }
        if let volume = sound["volume"] {
            if let level = volume.numberValue {
                if !(0...1).contains(level) {
                    findings.append(finding("\"volume\" is \(Decimal.trimmed(level)); it must be between 0.0 and 1.0", at: volume.position, in: payload))
                }
            } else {
                findings.append(finding("\"volume\" is \(volume.typeName); it must be a number between 0.0 and 1.0", at: volume.position, in: payload))
            }
        }
        for member in members where !CriticalSoundRule.knownKeys.contains(member.key) {
            findings.append(finding("unknown key \"\(member.key)\" in the sound dictionary (known: critical, name, volume)", at: member.keyPosition, in: payload, severity: .warning))
        }
        return findings
    }
}
