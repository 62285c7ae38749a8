/// Every rule a run can report, with what a user needs to choose and configure them: what
/// `soundcheck rules` lists. Sound rules come from the checking layer, so the full catalog is
/// assembled there (`RuleCatalog.builtIn`); the payload rules are known here.
public struct RuleCatalog: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// What the rule judges, as docs/rules.md groups them.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A sound file's content.
            case sound
            /// What an Xcode project or a built app ships.
            case project
            /// An Android app's raw resource (`res/raw`).
            case android
            /// An APNs payload.
            case payload
            /// Sound names in source code (`soundcheck refs`).
            case reference
            /// What decoding a sound shows (`soundcheck report`'s review).
            case review

            /// The kind of a sound rule, by its platform and what it judges.
            public init(_ sound: RuleDescription) {
                switch (sound.platform, sound.scope) {
                case (.android, _): self = .android
                case (_, .shipping): self = .project
                case (_, .decodedSignal): self = .review
                case (_, .content): self = .sound
                }
            }
        }

        public var rule: RuleDescription
        public var kind: Kind
        /// Whether `disabled_rules` may name it (and `severity` make it a warning).
        public var canBeDisabled: Bool
        /// Its section of docs/rules.md.
        public var documentation: String

        public init(rule: RuleDescription, kind: Kind, canBeDisabled: Bool = true) {
            self.rule = rule
            self.kind = kind
            self.canBeDisabled = canBeDisabled
            documentation = DocumentationLinks.rule(rule.identifier)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The payload rules, in report order; `payload-structure` cannot be disabled.
    public static var payloadEntries: [Entry] {
        PayloadRuleRegistry.descriptions.map { description in
            Entry(
                rule: description, kind: .payload,
                canBeDisabled: !PayloadRuleRegistry.mandatory.contains(description.identifier))
        }
    }

    /// The rules of `soundcheck refs` beyond `sound-name` (a payload rule it shares).
    public static var referenceEntries: [Entry] {
        ReferenceRuleRegistry.all.map { Entry(rule: $0, kind: .reference) }
    }
}
