import SoundCheckCore

/// Sound names must be unique in the app bundle, where resource folders are flattened.
public struct NameCollisionRule: CollectingRule {
    public static let description = RuleDescription(
        identifier: "name-collision",
        name: "Name collision",
        summary: "No two sounds share a file name (in different folders), or differ only by case.",
        rationale:
            """
            Xcode copies resources flat into the bundle, so only one of two same-named sounds ships. The device \
            file system is case-sensitive, so names that differ by case are easy to get wrong in payloads.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("collisions", at: "collisions/a/ding.caf", message: "another sound named ding.caf is at")
        ],
        nonTriggeringExamples: ["valid"]
    )

    public init() {}

    /// Files that count as sounds for collisions: the ones with a sound extension or content.
    static func takesPart(_ sound: InspectedSound) -> Bool {
        sound.isNamedLikeASound
    }

    /// How many other files a message names; the rest are counted. One name copied into 70
    /// theme folders would otherwise print 69 paths for each of the 70 (a report quadratic in
    /// the copies).
    static let namedFiles = 3

    /// Where every iOS sound of the run lands, by name or by its path in a bundle.
    public func collect(_ sounds: [InspectedSound], in context: RuleContext) -> SharedNames {
        SharedNames(sounds)
    }

    public func validate(_ sound: InspectedSound, collected names: SharedNames, in context: RuleContext) -> [Finding] {
        guard NameCollisionRule.takesPart(sound) else { return [] }
        var findings: [Finding] = []
        for collision in names.collisions(of: sound.path) {
            let others = collision.otherPaths(naming: NameCollisionRule.namedFiles)
            let list = NameCollisionRule.list(others)
            if collision.bundle != nil, !sound.listedAt.isEmpty {
                let message = Self.listedMessage(sound, others: list, location: collision.location)
                findings += sound.listedAt.map { finding(message, at: $0) }
            } else if let bundle = collision.bundle {
                findings.append(
                    finding(
                        """
                        target \(bundle) also copies \(list) to \(collision.location) in its bundle: only one of \
                        them can ship (Xcode stops with \"Multiple commands produce\"); rename one, or take it out \
                        of the target
                        """,
                        about: sound))
            } else if others.count == 1 {
                findings.append(
                    finding(
                        """
                        another sound named \(sound.name) is at \(list): the app bundle flattens folders, so only \
                        one of them ships
                        """,
                        about: sound))
            } else {
                findings.append(
                    finding(
                        """
                        \(others.count) other sounds named \(sound.name) are at \(list): the app bundle flattens \
                        folders, so only one of them ships
                        """,
                        about: sound))
            }
        }
        let spellings = names.otherSpellings(of: sound.path, naming: NameCollisionRule.namedFiles)
        if !spellings.isEmpty {
            findings.append(
                finding(
                    """
                    \(sound.name) differs only by case from \(NameCollisionRule.list(spellings)); the device file \
                    system is case-sensitive, so give them distinct names
                    """,
                    about: sound, severity: .warning))
        }
        return findings
    }

    /// Two entries of a config that land at one name: reported at each entry.
    static func listedMessage(_ sound: InspectedSound, others: String, location: String) -> String {
        switch sound.describedBy {
        case .expoConfig?:
            "expo-notifications also lists \(others), copied to the bundle root as \(location) too: at prebuild "
                + "one copy overwrites the other, so only one of them ships; give them distinct file names"
        case .cordovaConfig?:
            "another resource-file (\(others)) also lands at \(location) in the bundle: only one of them can ship; "
                + "give them distinct target names"
        default:
            "\(others) also lands at \(location) in the bundle: only one of them can ship; give them distinct names"
        }
    }

    /// `a, b, c and 67 more`.
    static func list(_ excerpt: SharedNames.Excerpt) -> String {
        let named = excerpt.names.joined(separator: ", ")
        return excerpt.remaining > 0 ? "\(named) and \(excerpt.remaining) more" : named
    }
}
