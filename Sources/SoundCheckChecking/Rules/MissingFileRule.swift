import SoundCheckCore

/// A target's Resources (or a config's entry) name a sound file that is not on disk: the build
/// fails, or (for a folder's contents) the sound is simply not in the app. A config's entry is
/// reported where the config lists it.
public struct MissingFileRule: Rule {
    public static let description = RuleDescription(
        identifier: "missing-file",
        name: "Missing file",
        summary: "Every sound file a target's Copy Bundle Resources (or an app config) names exists.",
        rationale:
            """
            A reference to a file that was moved or deleted outside Xcode ships nothing: the build fails, or the \
            app goes out without the sound and the default one plays.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "XcodeApp/XcodeApp.xcodeproj", at: "XcodeApp/XcodeApp/Sounds/xa-gone.caf",
                message: "target XcodeApp copies xa-gone.caf into its bundle")
        ],
        nonTriggeringExamples: ["valid"],
        scope: .shipping
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard case .missing(let placements) = sound.shipping else { return [] }
        if !sound.listedAt.isEmpty {
            let message = Self.listedMessage(sound)
            return sound.listedAt.map { finding(message, at: $0) }
        }
        let targets = Set(placements.map(\.bundle)).sorted().joined(separator: ", ")
        let fix =
            switch sound.describedBy {
            case .xcodeGenSpec?: "fix its path in the spec's sources"
            case .tuistProject?: "fix its path in Project.swift's resources"
            default: "fix the reference in Xcode (File inspector, Location)"
            }
        return [
            finding(
                """
                target \(targets) copies \(sound.name) into its bundle, but the file is not there: restore it, or \
                \(fix)
                """,
                about: sound)
        ]
    }

    /// What a config's entry naming a missing file leads to, by kind of config.
    static func listedMessage(_ sound: InspectedSound) -> String {
        switch sound.describedBy {
        case .expoConfig?:
            "expo-notifications lists \(sound.path), which is not there: prebuild stops with an error when it "
                + "copies the sounds; restore the file, or fix or remove the entry"
        case .cordovaConfig?:
            "a resource-file of <platform name=\"ios\"> names \(sound.path), which is not there: cordova prepare "
                + "adds it to the Xcode project without copying it, so the build stops (Build input file cannot be "
                + "found); restore the file, or fix its src"
        case .xcodeGenSpec?:
            "the spec's sources list \(sound.path), which is not there: xcodegen generate stops with a missing "
                + "source error; restore the file, fix its path, or mark the source optional: true"
        case .tuistProject?:
            "Project.swift's resources list \(sound.path), which is not there: tuist generate warns and makes the "
                + "project without it; restore the file, or fix the path"
        default:
            "\(sound.describedBy?.displayName ?? "the app's description") lists \(sound.path), which is not there: "
                + "restore the file, or fix the entry"
        }
    }
}
