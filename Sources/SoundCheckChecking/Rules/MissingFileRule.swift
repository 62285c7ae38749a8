import SoundCheckCore

/// A target's Resources name a sound file that is not on disk: Xcode fails the build, or (for a
/// folder's contents) the sound is simply not in the app.
public struct MissingFileRule: ShippingRule {
    public static let description = RuleDescription(
        identifier: "missing-file",
        name: "Missing file",
        summary: "Every sound file a target's Copy Bundle Resources names exists.",
        rationale: "A reference to a file that was moved or deleted outside Xcode ships nothing: the build fails, or the app goes out without the sound and the default one plays.",
        severity: .error,
        triggeringExamples: ["XcodeApp/XcodeApp.xcodeproj"],
        nonTriggeringExamples: ["valid"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard case .missing(let placements) = sound.shipping else { return [] }
        let targets = Set(placements.map(\.bundle)).sorted().joined(separator: ", ")
        return [finding("target \(targets) copies \(sound.name) into its bundle, but the file is not there: restore it, or fix the reference in Xcode (File inspector, Location)", about: sound)]
    }
}
