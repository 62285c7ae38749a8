import SoundCheckCore

/// A sound file sits in the project's folder but no target copies it: the most reported reason a
/// custom notification sound "does not play" (dragged in without "Add to target").
public struct UnshippedSoundRule: Rule {
    public static let description = RuleDescription(
        identifier: "not-in-target",
        name: "Not in a target",
        summary: "Every sound file under an Xcode project's folder is copied by one of the targets checked.",
        rationale:
            """
            A file added to the repository but not to the app target is not in the app: a payload naming it plays \
            the default sound, and nothing says so.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "XcodeApp/XcodeApp.xcodeproj", at: "XcodeApp/XcodeApp/xa-orphan.caf",
                message: "no target copies xa-orphan.caf")
        ],
        nonTriggeringExamples: ["valid"],
        scope: .shipping
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        // A committed project's sound that a config does not list: native-project says it.
        guard case .notShipped(let bundles, let copiers) = sound.shipping, sound.nativeProject == nil else { return [] }
        let checked = bundles.isEmpty ? "" : " (targets checked: \(bundles.joined(separator: ", ")))"
        let add =
            switch sound.describedBy {
            case .xcodeGenSpec?: "add it to the app target's sources in the spec"
            case .tuistProject?: "add it to the app target's resources in Project.swift"
            default: "add it to the app target (File inspector, Target Membership)"
            }
        let fix = "\(add), or list it under exclude in \(SoundCheckConfiguration.fileName) if it is not meant to ship"
        guard !copiers.isEmpty else {
            return [finding("no target copies \(sound.name)\(checked): \(fix)", about: sound)]
        }
        let others = copiers.joined(separator: ", ")
        return [
            finding(
                """
                no target checked copies \(sound.name)\(checked); only \(others), not checked, does, and a \
                payload's name is looked up in the app's bundle: \(fix)
                """,
                about: sound)
        ]
    }
}
