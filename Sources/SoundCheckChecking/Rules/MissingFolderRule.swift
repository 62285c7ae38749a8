import SoundCheckCore

/// A target copies a folder (a folder reference) that is not in the checkout, and no tool is
/// known to make it: the sounds it was meant to hold are not in the app. A warning, not an
/// error: the folder may be made by a build step soundcheck does not know. A folder a tool makes
/// (git ignores it, or it is Capacitor's `public`, `Pods`, `build`) is not reported at all.
public struct MissingFolderRule: Rule {
    public static let description = RuleDescription(
        identifier: "missing-folder",
        name: "Missing folder",
        summary: "Every folder a target's Copy Bundle Resources copies exists, unless a tool makes it.",
        rationale:
            """
            A folder reference to a folder that was moved or deleted copies nothing: whatever sounds it held are not \
            in the app, and a payload naming one plays the default sound. A folder a build step makes is listed \
            in .gitignore, and then not reported.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "FolderGoneApp", at: "FolderGoneApp/Ringtones",
                message: "target FolderGoneApp copies the folder Ringtones into its bundle, but it is not there")
        ],
        nonTriggeringExamples: ["XcodeApp/XcodeApp.xcodeproj"],
        scope: .shipping
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard case .folderMissing(let placements) = sound.shipping else { return [] }
        let targets = Set(placements.map(\.bundle)).sorted().joined(separator: ", ")
        return [
            finding(
                """
                target \(targets) copies the folder \(sound.name) into its bundle, but it is not there: the sounds \
                it held, if any, are not in the app; restore it, remove the reference, or, if a build step makes \
                it, list it in .gitignore
                """,
                about: sound)
        ]
    }
}
