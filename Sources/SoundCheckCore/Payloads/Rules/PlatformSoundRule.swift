/// A message that sets the Android sound beside the iOS one: the two should be the same sound.
/// Android names a `res/raw` resource without its extension (`alarm`), iOS a file with it
/// (`alarm.caf`); a pair that differs beyond that is usually one platform forgotten in a rename,
/// and an Android sound with no iOS sound at all leaves iOS devices silent or on the default.
public struct PlatformSoundRule: MessageRule {
    public static let description = RuleDescription(
        identifier: "platform-sound",
        name: "Android and iOS sound",
        summary: "Where a message sets the Android sound, it sets the iOS sound too, to the same sound.",
        rationale:
            """
            FCM, SNS and OneSignal carry one sound per platform: set only for Android, or renamed on one side, iOS \
            plays a different sound or the default one.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/services/fcm-android-only.json", at: "payloads/services/fcm-android-only.json:6:34",
                message: "Android plays \"doorbell\" but the message names no iOS sound")
        ],
        nonTriggeringExamples: ["payloads/services/fcm.json"]
    )

    public init() {}

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard let android = message.androidSound, let androidName = android.stringValue, androidName != "default" else {
            return []
        }
        guard let iosNode = Self.iosSound(of: message), let iosName = iosNode.stringValue else {
            let shipped = context.namesByStem[androidName]?.first.map { ": \"\($0)\" is shipped" } ?? ""
            return [
                finding(
                    """
                    Android plays \"\(androidName)\" but the message names no iOS sound, so iOS devices play none \
                    or the default; name it in \(Self.iosField(of: message))\(shipped)
                    """,
                    at: android.position, in: message)
            ]
        }
        guard iosName != "default", !TemplateExpressions.isPlaceholder(iosName),
            Self.comparable(iosName) != Self.comparable(androidName)
        else { return [] }
        return [
            finding(
                """
                iOS plays \"\(iosName)\" but Android plays \"\(androidName)\": the two differ beyond the \
                extension, so one platform plays another sound
                """
                    + Self.resolution(ios: iosName, android: androidName, in: context),
                at: android.position, in: message)
        ]
    }

    /// Whether each half names a sound the app ships that plays, as far as the manifest says:
    /// ` (iOS's resolves to a sound that plays; Android's does not)`, or "" when it cannot say.
    static func resolution(ios: String, android: String, in context: PayloadContext) -> String {
        var halves: [String] = []
        if !context.manifest.sounds.isEmpty {
            let resolves = SoundReference.classify(ios, in: context).problem == nil
            halves.append("iOS's \(resolves ? "resolves to a sound that plays" : "does not resolve to one")")
        }
        if let resources = context.androidByName {
            let resolves = AndroidSoundRule.problem(android, fileName: false, among: resources) == nil
            halves.append("Android's \(resolves ? "resolves to a raw resource that plays" : "does not resolve to one")")
        }
        return halves.isEmpty ? "" : " (" + halves.joined(separator: "; ") + ")"
    }

    /// A name without its extension, case, and what Android resource names cannot hold (`-`,
    /// spaces): `Knock-PCM16.aiff` and `knock_pcm16` are the same sound.
    static func comparable(_ name: String) -> String {
        let stem = PathText.stem(of: name)
        if stem.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, as sound names are: the same result without Unicode properties, which were
            // most of the rule's time.
            return String(unsafeUninitializedCapacity: stem.utf8.count) { buffer in
                var count = 0
                for byte in stem.utf8 {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        buffer[count] = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte + 32
                    default: continue
                    }
                    count += 1
                }
                return count
            }
        }
        return String(
            stem.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    /// The iOS sound's name: the message's own field, or that of the APNs payload it carries.
    static func iosSound(of message: PushMessage) -> JSONNode? {
        message.soundFieldName ?? message.payloads.lazy.compactMap(\.payload.soundName).first
    }

    private static func iosField(of message: PushMessage) -> String {
        switch message.shape {
        case .fcm: "apns.payload.aps.sound"
        case .sns: "the APNS payload's aps.sound"
        case .oneSignal: "ios_sound"
        default: "the iOS sound"
        }
    }
}
