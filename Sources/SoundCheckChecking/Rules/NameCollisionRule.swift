import SoundCheckCore

/// Sound names must be unique in the app bundle, where resource folders are flattened.
public struct NameCollisionRule: Rule {
    public static let description = RuleDescription(
        identifier: "name-collision",
        name: "Name collision",
        summary: "No two sounds share a file name (in different folders), or differ only by case.",
        rationale: "Xcode copies resources flat into the bundle, so only one of two same-named sounds ships. The device file system is case-sensitive, so names that differ by case are easy to get wrong in payloads.",
        severity: .error,
        triggeringExamples: ["collisions"],
        nonTriggeringExamples: ["valid"]
    )

    public init() {}

    /// Files that count as sounds for collisions: the ones with a sound extension or content.
    static func takesPart(_ sound: InspectedSound) -> Bool {
        sound.isNamedLikeASound
    }

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard NameCollisionRule.takesPart(sound) else { return [] }
        var findings: [Finding] = []
        for collision in context.collisions(of: sound) {
            let others = collision.otherPaths.joined(separator: ", ")
            if let bundle = collision.bundle {
                findings.append(finding("target \(bundle) also copies \(others) to \(collision.location) in its bundle: only one of them can ship (Xcode stops with \"Multiple commands produce\"); rename one, or take it out of the target", about: sound))
            } else {
                findings.append(finding("another sound named \(sound.name) is at \(others): the app bundle flattens folders, so only one of them ships", about: sound))
            }
        }
        let spellings = context.otherSpellings(of: sound)
        if !spellings.isEmpty {
            findings.append(finding("\(sound.name) differs only by case from \(spellings.joined(separator: ", ")); the device file system is case-sensitive, so give them distinct names", about: sound, severity: .warning))
        }
        return findings
    }
}
