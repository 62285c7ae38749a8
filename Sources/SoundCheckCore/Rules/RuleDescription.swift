/// What a rule is, for documentation, `--help` and SARIF metadata.
public struct RuleDescription: Sendable, Hashable {
    /// Stable identifier used in findings, configuration and reports, e.g. `duration`.
    public let identifier: String
    public let name: String
    /// What the rule checks, in one sentence.
    public let summary: String
    /// Why it matters for a notification sound.
    public let rationale: String
    /// The severity of its main finding (some rules also emit warnings).
    public let severity: Severity
    /// Samples on which the rule reports, each with the place and the start of its message …
    public let triggeringExamples: [RuleExample]
    /// … and samples (under `samples/`) on which it stays silent. One test runs every rule on its
    /// examples (RuleExampleTests); a rule without both kinds fails it.
    public let nonTriggeringExamples: [String]
    /// Whose sounds it judges: a rule never sees the other platform's.
    public let platform: SoundPlatform
    /// What it judges a sound by.
    public let scope: Scope

    public enum Scope: String, Sendable, Hashable {
        /// The file's header and content, as `check` reads them.
        case content
        /// What a project or a built app says of the file (which target copies it, where it
        /// lands): these rules alone also run on a file that is missing or that no target ships.
        case shipping
        /// What decoding the whole signal shows (`report`'s review): loudness, clipping, edges.
        case decodedSignal
    }

    public init(
        identifier: String, name: String, summary: String, rationale: String, severity: Severity,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [String], platform: SoundPlatform = .apple,
        scope: Scope = .content
    ) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.platform = platform
        self.scope = scope
    }
}
