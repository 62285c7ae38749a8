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
    /// Files under `samples/` on which the rule must report something …
    public let triggeringExamples: [String]
    /// … and on which it must stay silent. Tests run every rule on its examples.
    public let nonTriggeringExamples: [String]

    public init(identifier: String, name: String, summary: String, rationale: String, severity: Severity,
                triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A check of one sound file. Adding a rule means adding one file with a type conforming to this
/// protocol, and listing the type in `RuleRegistry` (a test fails when a rule is left out).
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding]
}

extension Rule {
    /// A finding of this rule about `sound`, at the rule's own severity unless told otherwise.
    package func finding(_ message: String, about sound: InspectedSound, severity: Severity? = nil) -> Finding {
        Finding(rule: Self.description.identifier, severity: severity ?? Self.description.severity, message: message, path: sound.path)
    }
}

/// What a rule may know beyond the file it judges: the settings, and the other files checked in
/// the same run (for rules about the set, such as name collisions).
public struct RuleContext: Sendable {
    public var configuration: RuleConfiguration
    /// For each file name shared by several sounds: the paths of those sounds.
    let pathsBySharedName: [String: [String]]
    /// For each file name that has other spellings differing only by case: all its spellings.
    let spellingsByFoldedName: [String: Set<String>]

    public init(configuration: RuleConfiguration = RuleConfiguration(), sounds: [InspectedSound]) {
        self.configuration = configuration
        // Counted first, so the usual case (every name unique) allocates no list per name.
        var nameCounts: [String: Int] = [:]
        var firstSpelling: [String: String] = [:]
        var foldedWithSeveralSpellings: Set<String> = []
        for sound in sounds where sound.isNamedLikeASound {
            nameCounts[sound.name, default: 0] += 1
            let folded = sound.name.lowercased()
            if let first = firstSpelling[folded] {
                if first != sound.name { foldedWithSeveralSpellings.insert(folded) }
            } else {
                firstSpelling[folded] = sound.name
            }
        }
        var byName: [String: [String]] = [:]
        var byFolded: [String: Set<String>] = [:]
        let hasSharedNames = nameCounts.values.contains { $0 > 1 }
        if hasSharedNames || !foldedWithSeveralSpellings.isEmpty {
            for sound in sounds where sound.isNamedLikeASound {
                if nameCounts[sound.name, default: 0] > 1 { byName[sound.name, default: []].append(sound.path) }
                let folded = sound.name.lowercased()
                if foldedWithSeveralSpellings.contains(folded) { byFolded[folded, default: []].insert(sound.name) }
            }
        }
        pathsBySharedName = byName
        spellingsByFoldedName = byFolded
    }

    /// The other paths of sounds named exactly like `name`.
    package func otherPaths(named name: String, besides path: String) -> [String] {
        (pathsBySharedName[name] ?? []).filter { $0 != path }
    }

    /// The other spellings of `name` that differ from it only by case.
    package func otherSpellings(of name: String) -> [String] {
        guard !spellingsByFoldedName.isEmpty, let spellings = spellingsByFoldedName[name.lowercased()] else { return [] }
        return spellings.subtracting([name]).sorted()
    }
}

/// Settings rules read. Defaults are Apple's documented limits.
public struct RuleConfiguration: Sendable, Hashable {
    /// A sound must play for less than this many seconds.
    public var maximumDuration: Double = 30
    /// Encodings allowed per container, by encoding identifier. Defaults to SPEC §1's matrix.
    public var allowedEncodings: [Container: Set<String>] = AppleSoundFormats.playableEncodings
    /// Encodings that are tolerated with a warning rather than an error.
    public var tolerated: [Container: Set<String>] = [.wav: ["ima-adpcm"]]

    public init() {}
}
