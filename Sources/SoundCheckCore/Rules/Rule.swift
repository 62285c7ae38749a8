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
    /// Whose sounds it judges: a rule never sees the other platform's.
    public let platform: SoundPlatform

    public init(
        identifier: String, name: String, summary: String, rationale: String, severity: Severity,
        triggeringExamples: [String], nonTriggeringExamples: [String], platform: SoundPlatform = .apple
    ) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.platform = platform
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
    /// A sound a config lists (an Expo `sounds` entry) has the entry named at the end of the
    /// message, `(listed at app.json:12:9)`, so that both the file and the line are in sight.
    package func finding(_ message: String, about sound: InspectedSound, severity: Severity? = nil) -> Finding {
        let listed = sound.listedAt.isEmpty ? "" : " (listed at \(sound.listedAt.map(\.text).joined(separator: ", ")))"
        return Finding(
            rule: Self.description.identifier, severity: severity ?? Self.description.severity,
            message: message + listed, path: sound.path)
    }

    /// A finding about a config's entry rather than the file it names: at the entry's line and
    /// column (a missing file, two entries landing at one name).
    package func finding(_ message: String, at position: ListedPosition, severity: Severity? = nil) -> Finding {
        Finding(
            rule: Self.description.identifier, severity: severity ?? Self.description.severity, message: message,
            path: position.path, line: position.line, column: position.column)
    }
}

/// What a rule may know beyond the file it judges: the settings, and the other files checked in
/// the same run (for rules about the set, such as name collisions).
public struct RuleContext: Sendable {
    public var configuration: RuleConfiguration
    /// The names each sound shares with others in one bundle (see `SharedNames`).
    let sharedNames: SharedNames
    /// The Android raw resources that share a name in one folder.
    let androidResources: AndroidResourceNames

    public init(configuration: RuleConfiguration = RuleConfiguration(), sounds: [InspectedSound]) {
        self.configuration = configuration
        sharedNames = SharedNames(sounds.filter { $0.platform == .apple })
        androidResources = AndroidResourceNames(sounds.filter { $0.platform == .android })
    }

    /// The other file names in `sound`'s `res/raw` folder that get its resource name.
    package func androidDuplicates(of sound: InspectedSound) -> [String] {
        androidResources.duplicates[sound.path] ?? []
    }

    /// The other sounds that land at the same place as `sound`: in the same folder-flattened
    /// set for files checked as such, or at the same path in one bundle.
    package func collisions(of sound: InspectedSound) -> [SharedNames.Collision] {
        sharedNames.collisions[sound.path] ?? []
    }

    /// The first `limit` other spellings of `sound`'s name, in one bundle, that differ from it
    /// only by case, and how many there are.
    package func otherSpellings(of sound: InspectedSound, naming limit: Int) -> SharedNames.Excerpt {
        sharedNames.otherSpellings(of: sound.path, naming: limit)
    }
}

/// Settings rules read. Defaults are Apple's documented limits.
public struct RuleConfiguration: Sendable, Hashable {
    /// A sound must play for less than this many seconds.
    public var maximumDuration: Double = AppleSoundFormats.maximumDuration
    /// Encodings allowed per container, by encoding identifier. Defaults to SPEC §1's matrix.
    public var allowedEncodings: [Container: Set<String>] = AppleSoundFormats.playableEncodings
    /// Encodings that are tolerated with a warning rather than an error.
    public var tolerated: [Container: Set<String>] = [.wav: ["ima-adpcm"]]

    public init() {}
}
