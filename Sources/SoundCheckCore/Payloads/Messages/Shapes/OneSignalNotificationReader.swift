/// A OneSignal create-notification request: `ios_sound` is the file iOS plays ("nil" for
/// silence), `android_sound` the Android resource beside it.
enum OneSignalNotificationReader: MessageShapeReader {
    static let shape = MessageShape.oneSignal

    static let audienceKeys: Set<String> = [
        "include_player_ids", "include_subscription_ids", "include_external_user_ids", "include_aliases",
        "included_segments", "filters",
    ]

    static func recognizes(_ root: JSONNode) -> Bool {
        guard root.members != nil, root["aps"] == nil else { return false }
        if root["ios_sound"] != nil { return true }
        return root["app_id"] != nil
            && (root.hasAnyMember(audienceKeys) || root.hasAnyMember(["contents", "headings", "template_id"]))
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        guard root.members != nil else {
            return .failure(
                ShapeMismatch(reason: "a OneSignal notification is a JSON object; this is \(root.typeName)"))
        }
        var message = PushMessage(shape: .oneSignal, node: root, path: document.path)
        message.soundField = root["ios_sound"]
        message.androidSound = root["android_sound"]
        message.androidChannel = root["android_channel_id"]
        return .success([message])
    }
}
