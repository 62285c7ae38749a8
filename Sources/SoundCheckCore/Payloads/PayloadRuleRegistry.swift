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
