import SoundCheckCore

/// The rules of `soundcheck report`'s review: what a listener notices that `check` cannot see
/// without decoding. Each is a warning (the sound plays, but not as its designer meant).
public enum ReviewRuleRegistry {
    /// In the order the review lists findings.
    public static let all: [any DescribedRule.Type] = [
        LoudnessOutlierRule.self,
        ClippingRule.self,
        LateStartRule.self,
        AbruptEndRule.self,
    ]

    /// Every finding of the review rules `selection` runs on `sounds`, one list per sound, in
    /// their order; severities as `selection` sets them.
    public static func findings(
        _ sounds: [DecodedSound], selection: RuleSelection, context: ReviewContext
    ) -> [[Finding]] {
        let rules = PreparedRule.prepared(all, for: sounds, selection: selection, context: context)
        return sounds.map { sound in selection.applied(to: rules.flatMap { $0.validate(sound, context) }) }
    }
}
