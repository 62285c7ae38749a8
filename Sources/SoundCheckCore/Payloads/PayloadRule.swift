/// A check of one APNs payload. Like sound rules: one type per file, listed in
/// `PayloadRuleRegistry`, with a stable identifier.
public protocol PayloadRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func validate(_ payload: Payload, in context: PayloadContext) -> [Finding]
}

extension PayloadRule {
    /// A finding of this rule at a place in the payload's file.
    func finding(_ message: String, at position: TextPosition, in payload: Payload, severity: Severity? = nil)
        -> Finding
    {
        Self.description.finding(message, path: payload.path, at: position, severity: severity)
    }
}

extension RuleDescription {
    /// A finding of this rule at a place in a text file, with the rule's severity unless given.
    func finding(_ message: String, path: String, at position: TextPosition, severity: Severity? = nil) -> Finding {
        Finding(
            rule: identifier, severity: severity ?? self.severity, message: message, path: path, line: position.line,
            column: position.column)
    }
}

/// What payload rules check against: the sounds an app ships, and the limits.
public struct PayloadContext: Sendable {
    public var manifest: SoundManifest
    public var options: PayloadOptions
    /// Exact name → entry (a valid one first when several share the name).
    let soundsByName: [String: SoundManifest.Entry]
    /// Lowercased name → names, for case-mismatch hints.
    let namesByFoldedName: [String: [String]]
    /// File stem (name without extension) → names, for missing-extension hints.
    let namesByStem: [String: [String]]
    /// Lowercased stem → names, for near misses that also differ in case (`Done.mp3`).
    let namesByFoldedStem: [String: [String]]
    /// The Android half's raw resources by name (a valid one first); nil when the manifest has no
    /// Android half.
    package let androidByName: [String: SoundManifest.Entry]?

    public init(manifest: SoundManifest, options: PayloadOptions = PayloadOptions()) {
        self.manifest = manifest
        self.options = options
        var byName: [String: SoundManifest.Entry] = [:]
        var byFolded: [String: [String]] = [:]
        var byStem: [String: [String]] = [:]
        var byFoldedStem: [String: [String]] = [:]
        for entry in manifest.sounds {
            if let existing = byName[entry.name], existing.valid || !entry.valid { continue }
            byName[entry.name] = entry
        }
        for name in byName.keys.sorted() {
            byFolded[name.lowercased(), default: []].append(name)
            let stem = FilePath.stem(of: name)
            byStem[stem, default: []].append(name)
            byFoldedStem[stem.lowercased(), default: []].append(name)
        }
        soundsByName = byName
        namesByFoldedName = byFolded
        namesByStem = byStem
        namesByFoldedStem = byFoldedStem
        androidByName = manifest.android.map { entries in
            var byName: [String: SoundManifest.Entry] = [:]
            for entry in entries where byName[entry.name]?.valid != true { byName[entry.name] = entry }
            return byName
        }
    }
}

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

public enum PayloadRuleRegistry {
    public static let all: [any PayloadRule.Type] = [
        PayloadStructureRule.self,
        SoundNameRule.self,
        CriticalSoundRule.self,
        CriticalAlertEntitlementRule.self,
        InterruptionLevelRule.self,
        BackgroundPushRule.self,
        APSKeysRule.self,
        APSValuesRule.self,
        PayloadSizeRule.self,
        TemplatedSoundRule.self,
    ]

    /// Rules that judge a service's whole message; a rule may be in both lists.
    public static let messageRules: [any MessageRule.Type] = [
        PayloadStructureRule.self,
        SoundNameRule.self,
        CriticalSoundRule.self,
        CriticalAlertEntitlementRule.self,
        TemplatedSoundRule.self,
        FCMHeadersRule.self,
        PlatformSoundRule.self,
        AndroidSoundRule.self,
    ]

    /// Every payload and message rule once, for catalogs, configuration and report formats.
    public static var descriptions: [RuleDescription] {
        var seen: Set<String> = []
        return (all.map { $0.description } + messageRules.map { $0.description }).filter {
            seen.insert($0.identifier).inserted
        }
    }

    /// Rules that can be neither disabled nor made warnings. A payload that fails
    /// `payload-structure` is not one the other rules can read, so none of them runs on it: were
    /// its finding dropped or a warning, the payload would pass having been checked by nothing.
    public static let mandatory: Set<String> = [PayloadStructureRule.description.identifier]

    /// Why a rule in `mandatory` cannot be disabled or made a warning, for error messages.
    public static let mandatoryReason =
        "a payload that fails it (not JSON, or without an \"aps\" dictionary) is checked by no other rule"

    public static func description(identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }
}
