/// Firebase Cloud Messaging HTTP v1: the request body `{"message": {…}}`, or the message object
/// alone (as the Admin SDKs and many servers' logs have it). iOS gets `apns.payload`, sent with
/// `apns.headers`; FCM fills in `aps.alert` from `notification` but never a sound.
enum FCMMessageReader: MessageShapeReader {
    static let shape = MessageShape.fcm

    static let messageKeys: Set<String> = [
        "token", "topic", "condition", "notification", "android", "apns", "webpush", "data", "fcm_options",
    ]

    static func recognizes(_ root: JSONNode) -> Bool {
        guard root["aps"] == nil else { return false }
        if let message = root["message"], message.hasAnyMember(messageKeys) { return true }
        if root["apns"]?.members != nil { return true }
        return root["android"]?.members != nil && root.hasAnyMember(["token", "topic", "condition"])
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        let node = root["message"] ?? root
        guard node.members != nil else {
            return .failure(
                ShapeMismatch(reason: "an FCM message is a JSON object (\"message\": {…}); this is \(node.typeName)"))
        }
        var message = PushMessage(shape: .fcm, node: node, path: document.path)
        message.androidSound = node.at("android", "notification", "sound")
        message.androidChannel = node.at("android", "notification", "channel_id")
        // A payload without "aps" is one FCM completes from "notification": no sound either way.
        if let payload = node.at("apns", "payload"), payload.members == nil || payload["aps"] != nil {
            let pushType = node.at("apns", "headers", "apns-push-type")?.stringValue
            message.payloads = [
                CarriedPayload(
                    payload: Payload(path: document.path, root: payload, source: document.source),
                    pushType: pushType, label: "apns.payload")
            ]
        }
        return .success([message])
    }
}
