/// How a team sends a push: straight to APNs, or through a service that wraps the APNs payload in
/// its own message. Each shape is recognised by its structure (`MessageShape.detect`), or forced
/// with `payloads --shape`.
public enum MessageShape: String, Sendable, Hashable, CaseIterable {
    /// A bare APNs payload (`{"aps": …}`), an Xcode `.apns` file, or an Azure Notification Hubs
    /// native or template payload written as one.
    case apns
    /// Firebase Cloud Messaging HTTP v1: `{"message": {…, "apns": {"headers", "payload"}}}`, or
    /// the message object alone as the Admin SDKs take it.
    case fcm
    /// FCM's legacy HTTP API (shut down in 2024): `{"to", "notification": {"sound"}}`.
    case fcmLegacy = "fcm-legacy"
    /// An Expo push message (`{"to": "ExponentPushToken[…]", "sound"}`), or an array of them.
    case expo
    /// An Amazon SNS message with `MessageStructure: json`: the APNs payload is a JSON *string*
    /// under `APNS`, `APNS_SANDBOX`, `APNS_VOIP` or `APNS_VOIP_SANDBOX`.
    case sns
    /// A OneSignal create-notification request (`ios_sound`, `android_sound`).
    case oneSignal = "onesignal"
    /// An Azure Notification Hubs installation whose templates hold APNs payloads as JSON strings.
    case azure

    /// What the shape is called in messages.
    public var displayName: String {
        switch self {
        case .apns: "APNs payload"
        case .fcm: "FCM message"
        case .fcmLegacy: "legacy FCM message"
        case .expo: "Expo push message"
        case .sns: "SNS message"
        case .oneSignal: "OneSignal notification"
        case .azure: "Azure Notification Hubs installation"
        }
    }

    /// The shape a document has, by its structure. Anything no service's shape fits is read as an
    /// APNs payload, whose own rules then say what is missing.
    package static func detect(_ root: JSONNode) -> MessageShape {
        MessageShapeReaders.all.first { $0.recognizes(root) }?.shape ?? .apns
    }
}
