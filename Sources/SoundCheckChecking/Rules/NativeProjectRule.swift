import SoundCheckCore

/// An Expo app commits an `ios/` Xcode project that disagrees with its config about the sounds
/// at the bundle root: which one ships depends on whether prebuild runs.
public struct NativeProjectRule: Rule {
    public static let description = RuleDescription(
        identifier: "native-project",
        name: "Committed native project",
        summary: "A committed ios/ Xcode project copies the same notification sounds that the app config lists.",
        rationale: "Prebuild copies the config's sounds into the project it generates, but EAS Build runs prebuild "
            + "only when ios/ is not committed: a build of the committed project ships what that project copies, "
            + "so a sound the two disagree on plays in one build and not in the other.",
        severity: .warning,
        triggeringExamples: [
            RuleExample("ExpoPrebuiltApp", at: "ExpoPrebuiltApp/app.json:4:52", message: "the committed")
        ],
        nonTriggeringExamples: ["ExpoApp"],
        scope: .shipping
    )

    public init() {}

    static let whichShips = "which one ships depends on whether prebuild runs"

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        switch sound.nativeProject {
        case .notInProject(let project)?:
            let message =
                "the committed \(project) does not copy \(sound.name): \(Self.whichShips); a build of the "
                + "committed project (EAS Build when ios/ is committed) plays the default sound for it; "
                + "run npx expo prebuild and commit ios/, or stop committing ios/"
            if sound.listedAt.isEmpty { return [finding(message, about: sound)] }
            return sound.listedAt.map { finding(message, at: $0) }
        case .onlyInProject(let project)?:
            let message =
                "the committed \(project) copies \(sound.name), but the app config's expo-notifications "
                + "sounds do not list it: \(Self.whichShips); a build that makes ios/ again (npx expo prebuild "
                + "--clean, or EAS Build when ios/ is not committed) leaves it out; list it in the config, "
                + "or take it out of the project"
            return [finding(message, about: sound)]
        case nil:
            return []
        }
    }
}
