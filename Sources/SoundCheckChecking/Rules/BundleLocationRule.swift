import SoundCheckCore

/// A shipped sound that a payload's file name cannot reach: copied into a sub-folder of the
/// bundle, or only into an extension's or another bundle.
public struct BundleLocationRule: ShippingRule {
    public static let description = RuleDescription(
        identifier: "bundle-location",
        name: "Bundle location",
        summary: "Each shipped sound lands at the root of an app's main bundle, where a payload's sound name finds it.",
        rationale: "The system looks for the sound only at the root of the main bundle and in Library/Sounds; a folder reference copies sounds into a sub-folder, and an extension's bundle is not the app's.",
        severity: .warning,
        triggeringExamples: ["XcodeApp/XcodeApp.xcodeproj"],
        nonTriggeringExamples: ["valid"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        let placements = sound.placements
        guard !placements.isEmpty, !placements.contains(where: \.isPlayableByName) else { return [] }
        if let nested = placements.first(where: { $0.kind == .application && !$0.isAtRoot }) {
            let folder = nested.location.split(separator: "/").dropLast().joined(separator: "/")
            let fix = folder.hasSuffix(".lproj")
                ? "a localized sound is found only when the device uses that language; keep one copy at the root too"
                : "add the file itself to the target's Copy Bundle Resources (a group, not a folder reference), or copy it into Library/Sounds at run time"
            return [finding("it lands at \(nested.location) in the bundle of \(nested.bundle), not at its root, where a payload's sound is looked up, so the default sound plays; \(fix)", about: sound)]
        }
        let bundles = placements.map(\.bundle).uniqued().joined(separator: ", ")
        let what = placements.allSatisfy { $0.kind == .appExtension } ? "an app extension" : "a bundle that is not an app"
        return [finding("only \(bundles) ships it, which is \(what): notifications of the app look in the app's main bundle; add it to the app target", about: sound)]
    }
}

private extension Array where Element == String {
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
