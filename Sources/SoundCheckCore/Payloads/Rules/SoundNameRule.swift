/// `aps.sound` (or the critical-alert dictionary's `name`) must name a sound the app ships and
/// that will play; so must the fields by which services name the iOS sound (Expo's `sound`,
/// OneSignal's `ios_sound`, the legacy FCM API's `notification.sound`).
public struct SoundNameRule: PayloadRule, MessageRule {
    public static let description = RuleDescription(
        identifier: "sound-name",
        name: "Sound name",
        summary: "The sound a payload names is \"default\" or a valid sound in the manifest, spelled exactly.",
        rationale:
            """
            A name that matches no shipped file (differs in case, lacks its extension or has another, is a path, \
            has spaces around it), or names a sound that cannot play, makes the device play the default sound \
            instead.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/invalid/unknown-sound.json", at: "payloads/invalid/unknown-sound.json:4:14",
                message: "no sound named \"bingbong.caf\" is shipped"),
            RuleExample(
                "payloads/invalid/wrong-case.json", at: "payloads/invalid/wrong-case.json:4:14",
                message: "no sound is named \"Chime-IMA4.caf\""),
            RuleExample(
                "payloads/invalid/no-extension.json", at: "payloads/invalid/no-extension.json:4:14",
                message: "no sound is named \"chime-ima4\""),
            RuleExample(
                "payloads/invalid/invalid-sound.json", at: "payloads/invalid/invalid-sound.json:4:14",
                message: "\"too-long.caf\" is shipped but will not play"),
            RuleExample(
                "payloads/invalid/path-name.json", at: "payloads/invalid/path-name.json:4:14",
                message: "no sound is named \"Sounds/chime-ima4.caf\""),
            RuleExample(
                "payloads/invalid/other-extension.json", at: "payloads/invalid/other-extension.json:4:14",
                message: "no sound is named \"chime-ima4.wav\""),
            RuleExample(
                "payloads/invalid/spaced-name.json", at: "payloads/invalid/spaced-name.json:4:14",
                message: "no sound is named \"ping-pcm16.wav \""),
        ],
        nonTriggeringExamples: [
            "payloads/valid/chime.json", "payloads/valid/default.json", "payloads/valid/critical.json",
        ]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let sound = payload.aps?["sound"] else { return [] }
        let nameNode: JSONNode
        switch sound.value {
        case .string:
            nameNode = sound
        case .object:
            // A missing or non-string name is the critical-sound rule's finding.
            guard let name = sound["name"], case .string = name.value else { return [] }
            nameNode = name
        default:
            return [
                finding(
                    "\"sound\" is \(sound.typeName); it must be a file name or a critical-alert dictionary",
                    at: sound.position, in: payload)
            ]
        }
        let reference = SoundReference.classify(nameNode.stringValue ?? "", in: context)
        guard let message = reference.problem else { return [] }
        return [finding(message, at: nameNode.position, in: payload)]
    }

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard let field = message.soundField else { return [] }
        if let name = message.soundFieldName?.stringValue {
            // OneSignal's "nil" asks for no sound at all.
            if message.shape == .oneSignal && name == "nil" { return [] }
            guard let problem = SoundReference.classify(name, in: context).problem else { return [] }
            return [finding(problem, at: message.soundFieldName?.position ?? field.position, in: message)]
        }
        switch field.value {
        case .null, .object:
            return []  // no sound; a dictionary's own problems are the critical-sound rule's
        default:
            return [
                finding(
                    "the sound is \(field.typeName); it must be a file name or \"default\"", at: field.position,
                    in: message)
            ]
        }
    }
}
