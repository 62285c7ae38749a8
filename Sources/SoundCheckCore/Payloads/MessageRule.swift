/// A check of a whole push message as a service takes it (the FCM headers beside the APNs
/// payload, Expo's sound field): what the APNs payload alone cannot show. Like payload rules: one
/// type per file, listed in `PayloadRuleRegistry.messageRules`, with a stable identifier. A rule
/// may be both (`sound-name` checks `aps.sound` and Expo's `sound` alike).
public protocol MessageRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding]
}

extension MessageRule {
    /// A finding of this rule at a place in the message's file.
    func finding(_ message: String, at position: TextPosition, in pushMessage: PushMessage, severity: Severity? = nil)
        -> Finding
    {
        Self.description.finding(message, path: pushMessage.path, at: position, severity: severity)
    }
}
