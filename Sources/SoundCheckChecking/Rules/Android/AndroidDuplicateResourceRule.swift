import SoundCheckCore

/// Two files in one res/raw folder must not get one resource name.
public struct AndroidDuplicateResourceRule: CollectingRule {
    public static let description = RuleDescription(
        identifier: "android-duplicate-resource",
        name: "Android duplicate resource",
        summary:
            "No two files in one res/raw folder (or copied into it) differ only after the first dot of their names.",
        rationale:
            """
            A resource is named by the file name up to its first dot, so notification.mp3 and notification.caf are \
            @raw/notification twice: the resource merge fails with \"Duplicate resources\", or, across a library \
            and the app, one silently replaces the other.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("AndroidApp/android/app/src/main/res/raw/notify.mp3", message: "Android: notify.ogg in")
        ],
        nonTriggeringExamples: [
            "AndroidApp/android/app/src/main/res/raw/chime.wav", "AndroidApp/android/app/src/main/res/raw/knock.mp3",
        ],
        platform: .android
    )

    public init() {}

    /// The resource names of every Android raw resource of the run, by folder.
    public func collect(_ sounds: [InspectedSound], in context: RuleContext) -> AndroidResourceNames {
        AndroidResourceNames(sounds.filter { $0.platform == .android })
    }

    public func validate(_ sound: InspectedSound, collected names: AndroidResourceNames, in context: RuleContext)
        -> [Finding]
    {
        guard let placement = sound.android else { return [] }
        let others = names.duplicates(of: sound.path)
        guard !others.isEmpty else { return [] }
        let verb = others.count == 1 ? "has" : "have"
        return [
            finding(
                "Android: \(others.joined(separator: ", ")) in \(placement.folder) \(verb) the same resource name "
                    + "'\(placement.resource.name)': the resource merge fails (Duplicate resources); keep one file, "
                    + "or rename the others", about: sound)
        ]
    }
}
