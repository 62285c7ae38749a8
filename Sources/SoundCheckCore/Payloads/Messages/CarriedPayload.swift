/// An APNs payload inside a message, with what the message says about how it is sent.
public struct CarriedPayload: Sendable {
    public var payload: Payload
    /// The `apns-push-type` it is sent with, when the message says (FCM's `apns.headers`, SNS's
    /// `APNS_VOIP` keys); nil means the run's `--push-type`.
    public var pushType: String?
    /// Where it sits in the message, for messages (`APNS_SANDBOX`, `templates.genericMessage`).
    public var label: String?
}
