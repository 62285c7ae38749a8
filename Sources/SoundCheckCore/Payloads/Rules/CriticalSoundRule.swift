/// The critical-alert sound dictionary: `{"critical": 1, "name": "…", "volume": 0.0…1.0}` in
/// `aps.sound`; in an Expo message's `sound`, the same with `"critical": true`.
public struct CriticalSoundRule: PayloadRule, MessageRule {
    public static let description = RuleDescription(
        identifier: "critical-sound",
        name: "Critical-alert sound",
        summary:
            """
            A sound dictionary has a string \"name\", \"critical\" 0 or 1 (true or false in Expo messages), \
            \"volume\" a number from 0 to 1, and no other keys.
            """,
        rationale:
            """
            A malformed critical-alert dictionary plays the default sound at the default volume, if at all: for a \
            critical alert, that matters.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/invalid/critical-volume.json", at: "payloads/invalid/critical-volume.json:5:19",
                message: "\"critical\" is 2"),
            RuleExample(
                "payloads/invalid/critical-no-name.json", at: "payloads/invalid/critical-no-name.json:4:14",
                message: "the sound dictionary has no \"name\""),
            RuleExample(
                "payloads/services/expo-critical.json", at: "payloads/services/expo-critical.json:6:17",
                message: "\"critical\" is a number"),
        ],
        nonTriggeringExamples: [
            "payloads/valid/critical.json", "payloads/valid/chime.json", "payloads/services/expo.json",
        ]
    )

    static let knownKeys: Set<String> = ["critical", "name", "volume"]

    /// How a dictionary says it is critical: APNs takes the number 0 or 1, Expo a boolean.
    enum CriticalFlag {
        case number, boolean
    }

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let sound = payload.aps?["sound"], sound.members != nil else { return [] }
        return problems(of: sound, flag: .number).map {
            finding($0.message, at: $0.position, in: payload, severity: $0.severity)
        }
    }

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard message.shape == .expo, let sound = message.soundField, sound.members != nil else { return [] }
        return problems(of: sound, flag: .boolean).map {
            finding($0.message, at: $0.position, in: message, severity: $0.severity)
        }
    }

    private func problems(of sound: JSONNode, flag: CriticalFlag) -> [(
        message: String, position: TextPosition, severity: Severity?
    )] {
        var problems: [(message: String, position: TextPosition, severity: Severity?)] = []
        if let name = sound["name"] {
            if name.stringValue == nil {
                problems.append(
                    (
                        "the sound dictionary's \"name\" is \(name.typeName); it must be the sound's file name",
                        name.position, nil
                    ))
            }
        } else {
            problems.append(
                (
                    "the sound dictionary has no \"name\": name the sound file, e.g. \"name\": \"alarm.caf\"",
                    sound.position, nil
                ))
        }
        if let critical = sound["critical"], let problem = criticalProblem(critical, flag: flag) {
            problems.append((problem, critical.position, nil))
        }
        if let volume = sound["volume"] {
            if let level = volume.numberValue {
                if !(0...1).contains(level) {
                    problems.append(
                        (
                            "\"volume\" is \(NumberText.trimmed(level)); it must be between 0.0 and 1.0",
                            volume.position,
                            nil
                        ))
                }
            } else {
                problems.append(
                    ("\"volume\" is \(volume.typeName); it must be a number between 0.0 and 1.0", volume.position, nil))
            }
        }
        for member in sound.members ?? [] where !CriticalSoundRule.knownKeys.contains(member.key) {
            problems.append(
                (
                    "unknown key \"\(member.key)\" in the sound dictionary (known: critical, name, volume)",
                    member.keyPosition, .warning
                ))
        }
        return problems
    }

    private func criticalProblem(_ critical: JSONNode, flag: CriticalFlag) -> String? {
        switch flag {
        case .number:
            guard critical.numberValue != 0 && critical.numberValue != 1 else { return nil }
            let shown = critical.numberValue.map { NumberText.trimmed($0) } ?? critical.typeName
            return "\"critical\" is \(shown); it must be 0 or 1"
        case .boolean:
            if case .bool = critical.value { return nil }
            return "\"critical\" is \(critical.typeName); Expo takes true or false"
        }
    }
}
