/// One push as a team sends it, read from its shape: the APNs payloads it carries, and the fields
/// of the service's own message that decide what iOS plays.
public struct PushMessage: Sendable {
    public var shape: MessageShape
    /// The file (or label) the message came from.
    public var path: String
    /// The message object as written (for FCM v1, the object under `"message"`).
    public var node: JSONNode
    /// The APNs payloads inside: the message itself for `apns`, `apns.payload` for FCM, each
    /// `APNS*` key's string for SNS, each template body for Azure.
    public var payloads: [CarriedPayload] = []
    /// Where the service's own message names the iOS sound: Expo's `sound`, OneSignal's
    /// `ios_sound`, the legacy FCM API's `notification.sound`. A string, or Expo's dictionary.
    public var soundField: JSONNode?
    /// The Android sound beside the iOS one (FCM's `android.notification.sound`, OneSignal's
    /// `android_sound`), for comparing the two.
    public var androidSound: JSONNode?
    /// The Android notification channel the message posts to (FCM's
    /// `android.notification.channel_id`, the legacy API's `notification.android_channel_id`,
    /// OneSignal's `android_channel_id`, Expo's `channelId`): on Android 8 and later the
    /// channel's sound plays, so the app must create that channel.
    public var androidChannel: JSONNode?
    /// Payloads carried as JSON strings that are not JSON (or not strings).
    public var unreadable: [UnreadableEmbedding] = []

    public init(shape: MessageShape, node: JSONNode, path: String) {
        self.shape = shape
        self.node = node
        self.path = path
    }

    /// The iOS sound's name node in `soundField`: the string, or a dictionary's `name`.
    var soundFieldName: JSONNode? {
        guard let field = soundField else { return nil }
        if field.members != nil { return field["name"].flatMap { $0.stringValue == nil ? nil : $0 } }
        return field.stringValue == nil ? nil : field
    }
}
