/// FCM's legacy HTTP API (`fcm.googleapis.com/fcm/send`, shut down in 2024, still in many
/// servers and tutorials): `notification.sound` is the sound iOS plays, by the same name as in
/// `aps.sound`, and the raw resource Android plays: one name for both platforms.
enum LegacyFCMMessageReader: MessageShapeReader {
    static let shape = MessageShape.fcmLegacy

    static func recognizes(_ root: JSONNode) -> Bool {
        guard root["aps"] == nil, root["notification"]?.members != nil else { return false }
        return root.hasAnyMember([
            "to", "registration_ids", "condition", "priority", "content_available", "collapse_key", "mutable_content",
        ])
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        guard root.members != nil else {
            return .failure(ShapeMismatch(reason: "a legacy FCM message is a JSON object; this is \(root.typeName)"))
        }
        var message = PushMessage(shape: .fcmLegacy, node: root, path: document.path)
        message.soundField = root.at("notification", "sound")
        message.androidSound = message.soundField
        message.androidChannel = root.at("notification", "android_channel_id")
        return .success([message])
    }
}
