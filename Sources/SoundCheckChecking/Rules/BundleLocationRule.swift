import SoundCheckCore

/// A shipped sound that a payload's file name cannot reach: copied into a sub-folder of the
/// bundle, or only into an extension's or another bundle. Judged on every bundle known to ship
/// it, the apps containing a checked extension included (docs/xcode-projects.md).
public struct BundleLocationRule: Rule {
    public static let description = RuleDescription(
        identifier: "bundle-location",
        name: "Bundle location",
        summary: "Each shipped sound lands at the root of an app's main bundle, where a payload's sound name finds it.",
        rationale:
            """
            The system looks for the sound only at the root of the main bundle and in Library/Sounds; a folder \
            reference copies sounds into a sub-folder, and an extension's bundle is not the app's.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "XcodeApp/XcodeApp.xcodeproj", at: "XcodeApp/XcodeApp/Tones/xa-tone.caf",
                message: "it lands at Tones/xa-tone.caf in the bundle of XcodeApp")
        ],
        nonTriggeringExamples: ["valid"],
        scope: .shipping
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        // The apps containing a checked extension count: a sound they ship too is in the app.
        let placements = sound.placements + sound.containingAppPlacements
        guard !sound.placements.isEmpty, !placements.contains(where: \.isPlayableByName) else { return [] }
        if let nested = placements.first(where: { $0.kind == .application && !$0.isAtRoot }) {
            let folder = nested.location.split(separator: "/").dropLast().joined(separator: "/")
            let fix =
                folder.hasSuffix(".lproj")
                ? "a localized sound is found only when the device uses that language; keep one copy at the root too"
                : Self.rootCopyAdvice(sound.describedBy) + ", or copy it into Library/Sounds at run time"
            return [
                finding(
                    """
                    it lands at \(nested.location) in the bundle of \(nested.bundle), not at its root, where a \
                    payload's sound is looked up, so the default sound plays; \(fix)
                    """,
                    about: sound)
            ]
        }
        let bundles = placements.map(\.bundle).uniqued()
        let one = bundles.count == 1
        let shippers = "only \(bundles.joined(separator: ", ")) \(one ? "ships it, which is" : "ship it, which are")"
        guard placements.allSatisfy({ $0.kind == .appExtension }) else {
            let why = "notifications of the app look in the app's main bundle; add it to the app target"
            return [finding("\(shippers) \(one ? "not an app" : "not apps"): \(why)", about: sound)]
        }
        // docs/xcode-projects.md ("App extensions") gives the evidence for this wording.
        let why =
            "a notification's sound is looked up in the app's main bundle and Library/Sounds, "
            + "and Apple documents no lookup in an extension's bundle, "
            + "even for a sound a notification service extension sets; add it to the app target"
        return [finding("\(shippers) \(one ? "an app extension" : "app extensions"): \(why)", about: sound)]
    }

    /// How the file itself gets to the bundle root, in the terms of what describes the app.
    static func rootCopyAdvice(_ description: AppDescriptionKind?) -> String {
        switch description {
        case .xcodeGenSpec?:
            "list the file itself in the target's sources (not inside a type: folder source or a .bundle folder)"
        case .tuistProject?:
            "list the file itself in the target's resources (not inside a .folderReference or a .bundle folder)"
        default:
            "add the file itself to the target's Copy Bundle Resources (a group, not a folder reference)"
        }
    }
}

extension Array where Element == String {
    fileprivate func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
