/// A critical alert sent to an app whose entitlements lack
/// `com.apple.developer.usernotifications.critical-alerts`: iOS delivers it and plays the sound,
/// but as an ordinary sound, which the ring switch and Focus silence. Known only when the
/// manifest records the app's entitlements (made from an Xcode project or a built product);
/// an unknown fact gives no finding. Its examples are checked against the XcodeApp sample's
/// manifest (`samples/payloads/critical-app/`), whose app lacks the entitlement.
///
/// An error, though the sound still plays: a critical alert exists to be heard through the
/// ring switch and Focus (an alarm, a medical or security warning), and losing that in
/// silence is the very fallback soundcheck exists to catch. A team waiting for Apple's approval
/// makes it a warning under `severity` in .soundcheck.yml.
public struct CriticalAlertEntitlementRule: PayloadRule, MessageRule {
    public static let description = RuleDescription(
        identifier: "critical-alert-entitlement",
        name: "Critical-alert entitlement",
        summary:
            """
            A critical alert (a critical sound, or the critical interruption level) goes to an app whose \
            entitlements grant com.apple.developer.usernotifications.critical-alerts, when the manifest records \
            them.
            """,
        rationale:
            """
            Without the entitlement iOS plays a critical alert's sound as an ordinary one: the ring switch and \
            Focus silence it, and nothing tells the sender.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/critical-app/critical.json", at: "payloads/critical-app/critical.json:5:7",
                message: "the sound dictionary's \"critical\" asks for a critical alert"),
            RuleExample(
                "payloads/critical-app/expo-critical.json", at: "payloads/critical-app/expo-critical.json:5:5",
                message: "the sound dictionary's \"critical\" asks for a critical alert"),
        ],
        nonTriggeringExamples: ["payloads/critical-app/plain.json", "payloads/valid/critical.json"]
    )

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let lack = Self.lack(in: context), let aps = payload.aps else { return [] }
        let flag = Self.criticalFlag(
            sound: aps["sound"], soundFlag: { $0.numberValue == 1 }, level: aps,
            levelKey: "interruption-level")
        return flag.map { [finding(Self.message($0.asking, lack), at: $0.position, in: payload)] } ?? []
    }

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard let lack = Self.lack(in: context) else { return [] }
        let flag: (asking: String, position: TextPosition)?
        switch message.shape {
        case .expo:
            flag = Self.criticalFlag(
                sound: message.soundField, soundFlag: Self.isTrue, level: message.node,
                levelKey: "interruptionLevel")
        case .oneSignal:
            flag = Self.criticalFlag(
                sound: nil, soundFlag: Self.isTrue, level: message.node,
                levelKey: "ios_interruption_level")
        default:
            flag = nil
        }
        return flag.map { [finding(Self.message($0.asking, lack), at: $0.position, in: message)] } ?? []
    }

    /// The manifest's fact when it says the app lacks the entitlement.
    static func lack(in context: PayloadContext) -> CriticalAlertsEntitlement? {
        guard let fact = context.manifest.criticalAlerts, fact.status == .notGranted else { return nil }
        return fact
    }

    /// Where a push asks for a critical alert: the sound dictionary's `critical` flag, else the
    /// critical interruption level; each at its key.
    private static func criticalFlag(
        sound: JSONNode?, soundFlag: (JSONNode) -> Bool, level: JSONNode,
        levelKey: String
    ) -> (asking: String, position: TextPosition)? {
        if let flag = sound?.members?.first(where: { $0.key == "critical" }), soundFlag(flag.value) {
            return ("the sound dictionary's \"critical\" asks for a critical alert", flag.keyPosition)
        }
        if let member = level.members?.first(where: { $0.key == levelKey }), member.value.stringValue == "critical" {
            return ("\"\(levelKey)\": \"critical\" asks for a critical alert", member.keyPosition)
        }
        return nil
    }

    /// Expo's flag is a boolean.
    private static func isTrue(_ node: JSONNode) -> Bool {
        node.value == .bool(true)
    }

    /// The finding's words, for payloads and for references alike.
    static func message(_ asking: String, _ lack: CriticalAlertsEntitlement) -> String {
        "\(asking), but \(lack.app)'s entitlements lack \(CriticalAlertsEntitlement.key) (\(lack.sourceText)): "
            + "iOS plays the sound as an ordinary one, silenced by the ring switch and Focus; add the entitlement "
            + "(Apple grants it on request) to the app target's .entitlements file, or send a non-critical sound"
    }
}
