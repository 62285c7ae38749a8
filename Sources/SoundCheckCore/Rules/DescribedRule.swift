/// What every kind of rule has: a description, and findings made in its name. The kinds differ in
/// what they judge and when: `Rule` one sound file, `CollectingRule` one file with what it
/// collected from every file of the run, `PayloadRule` a payload.
public protocol DescribedRule: Sendable {
    static var description: RuleDescription { get }
}

extension DescribedRule {
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

    /// A finding of this rule about a decoded sound, at the rule's own severity.
    package func finding(_ message: String, at sound: DecodedSound) -> Finding {
        Finding(
            rule: Self.description.identifier, severity: Self.description.severity, message: message, path: sound.path)
    }
}
