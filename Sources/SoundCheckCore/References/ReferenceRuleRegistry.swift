/// The rules of `soundcheck refs` beyond `sound-name`, which it shares with payloads.
public enum ReferenceRuleRegistry {
    public static let all: [RuleDescription] = [
        SourceFileRule.description, UnusedSoundRule.description,
        AndroidChannelRule.description, AndroidChannelSoundRule.description,
    ]
}
