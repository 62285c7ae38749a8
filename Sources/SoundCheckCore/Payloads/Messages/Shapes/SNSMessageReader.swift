/// An Amazon SNS message published with `MessageStructure: json`: one key per platform, each
/// holding that platform's payload as a JSON *string*. The APNs keys' strings are parsed with
/// their positions mapped back into this file; `GCM`'s is read for the Android sound.
enum SNSMessageReader: MessageShapeReader {
    static let shape = MessageShape.sns

    /// APNs keys and the push type each implies (nil: the run's).
    static let apnsKeys: [String: String?] = [
        "APNS": nil, "APNS_SANDBOX": nil, "APNS_VOIP": "voip", "APNS_VOIP_SANDBOX": "voip", "MACOS": nil,
        "MACOS_SANDBOX": nil,
    ]
    static let otherPlatformKeys: Set<String> = ["GCM", "ADM", "BAIDU", "MPNS", "WNS"]

    static func recognizes(_ root: JSONNode) -> Bool {
        guard let members = root.members, root["aps"] == nil else { return false }
        return members.contains {
            (apnsKeys.keys.contains($0.key) || otherPlatformKeys.contains($0.key)) && $0.value.stringValue != nil
        }
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        guard let members = root.members else {
            return .failure(
                ShapeMismatch(reason: "an SNS message is a JSON object of platform keys; this is \(root.typeName)"))
        }
        guard members.contains(where: { apnsKeys.keys.contains($0.key) || otherPlatformKeys.contains($0.key) }) else {
            return .failure(
                ShapeMismatch(
                    reason:
                        """
                        an SNS message names its platforms (APNS, APNS_SANDBOX, APNS_VOIP, GCM, …); this one names \
                        none
                        """
                ))
        }
        let lines = LineTable(document.source)
        var message = PushMessage(shape: .sns, node: root, path: document.path)
        for member in members where apnsKeys.keys.contains(member.key) || member.key == "GCM" {
            switch document.embeddedPayload(
                member.value, key: member.key, what: "\"\(member.key)\"",
                expected: "SNS takes each platform's payload as a JSON string", lines: lines)
            {
            case .success(let inner):
                if member.key == "GCM" {
                    message.androidSound = androidSound(in: inner.root)
                } else {
                    message.payloads.append(
                        CarriedPayload(payload: inner, pushType: apnsKeys[member.key] ?? nil, label: member.key))
                }
            case .failure(let unreadable):
                message.unreadable.append(unreadable)
            }
        }
        return .success([message])
    }

    /// The sound of the legacy (`notification.sound`) or v1 (`fcmV1Message`) FCM payload.
    private static func androidSound(in root: JSONNode) -> JSONNode? {
        root.at("notification", "sound") ?? root.at("fcmV1Message", "message", "android", "notification", "sound")
            ?? root.at("android", "notification", "sound")
    }
}
