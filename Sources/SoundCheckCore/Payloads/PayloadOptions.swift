/// Limits and settings for payload checks.
public struct PayloadOptions: Sendable, Hashable {
    /// The `apns-push-type` the payloads are sent with (`alert`, `background`, `voip`, …).
    public var pushType: String = "alert"
    /// APNs' limits: 4096 bytes for most pushes, 5120 for VoIP.
    public var maximumSize: Int = 4096
    public var maximumVoIPSize: Int = 5120
    /// `disabled_rules` and `severity`, as for sounds; `payload-structure` is exempt from both
    /// (`RuleSelection.mandatory`).
    public var selection = RuleSelection()

    public init() {}

    public var sizeLimit: Int { pushType == "voip" ? maximumVoIPSize : maximumSize }
}
