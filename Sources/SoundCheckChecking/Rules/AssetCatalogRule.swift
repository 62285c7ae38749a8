import SoundCheckCore

/// A sound file inside an asset catalog: the build compiles the catalog into `Assets.car`, so the
/// file is in no bundle under its name and no payload or `UNNotificationSound(named:)` finds it.
public struct AssetCatalogRule: Rule {
    public static let description = RuleDescription(
        identifier: "asset-catalog",
        name: "Asset catalog",
        summary: "No sound file lies inside an asset catalog (.xcassets), where a sound name cannot find it.",
        rationale: "Xcode compiles an asset catalog into Assets.car: a sound in a data set is no file of the bundle, "
            + "so a payload or UNNotificationSound(named:) naming it plays the default sound, and nothing says so.",
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "XcodeApp/XcodeApp/Assets.xcassets",
                at: "XcodeApp/XcodeApp/Assets.xcassets/xa-ping.dataset/xa-ping.caf",
                message: "it lies in the asset catalog Assets.xcassets"),
            RuleExample(
                "XcodeApp/XcodeApp.xcodeproj", at: "XcodeApp/XcodeApp/Assets.xcassets/xa-ping.dataset/xa-ping.caf",
                message: "it lies in the asset catalog Assets.xcassets"),
        ],
        nonTriggeringExamples: ["valid", "XcodeApp/XcodeApp/Sounds"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let catalog = sound.assetCatalog else { return [] }
        let name = PathText.lastComponent(of: catalog)
        let message =
            "it lies in the asset catalog \(name), which the build compiles into Assets.car: "
            + "no file named \(sound.name) reaches the bundle, so a payload or UNNotificationSound(named:) naming it "
            + "plays the default sound; move it out of the catalog and add it to the target's Copy Bundle Resources"
        return [finding(message, about: sound)]
    }
}
