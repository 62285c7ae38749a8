/// Every manifest sound is named somewhere: by a reference in source code, or (with `--payloads`)
/// by a payload. A collecting rule whose two sides differ: it collects the names every scanned
/// source file uses, then judges each sound of the manifest. Its triggering example is scanned
/// against `samples/manifest.json`; the non-triggering one against the sample manifest's sounds
/// that the example names (see `RuleExampleTests`).
public struct UnusedSoundRule: CollectingRule {
    public static let description = RuleDescription(
        identifier: "unused-sound",
        name: "Unused sound",
        summary:
            "Every sound in the manifest is named by a reference in the source code or by a payload (refs --unused).",
        rationale:
            """
            A sound nothing names still ships in every copy of the app, and often means a reference was renamed or \
            misspelled: that notification plays the default sound.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample("sources", at: "valid/alert-ulaw.aifc", message: "no reference names \"alert-ulaw.aifc\"")
        ],
        nonTriggeringExamples: ["sources/App/Reminders.swift"]
    )

    /// What the run knows beside the source files: names used elsewhere, and where a finding points.
    public struct Context: Sendable {
        /// Names the payload files given with `--payloads` use.
        public var alsoUsed: Set<String>
        public var location: ReferenceReport.ManifestLocation
        /// Where each sound's `"name"` is in the manifest file, when the findings point there.
        public var namePositions: [String: TextPosition]

        public init(
            alsoUsed: Set<String> = [], location: ReferenceReport.ManifestLocation,
            namePositions: [String: TextPosition] = [:]
        ) {
            self.alsoUsed = alsoUsed
            self.location = location
            self.namePositions = namePositions
        }
    }

    public init() {}

    /// The names in use: each reference's, and the sound a near miss was meant to be.
    public func collect(_ files: [ReferenceFileReport], in context: Context) -> Set<String> {
        ReferenceReport.usedNames(files.flatMap(\.references).map(\.reference)).union(context.alsoUsed)
    }

    /// A finding for a sound no name in use names: at its `"name"` in the manifest file, or
    /// about the sound file itself when the sounds were checked on the fly.
    public func validate(_ sound: SoundManifest.Entry, collected used: Set<String>, in context: Context) -> [Finding] {
        guard !used.contains(sound.name) else { return [] }
        let path: String
        let position: TextPosition?
        switch context.location {
        case .file(let manifest): (path, position) = (manifest, context.namePositions[sound.name])
        case .sounds: (path, position) = (sound.path, nil)
        }
        let message =
            "no reference names \"\(sound.name)\"; remove it from the app, or name it where a notification is made"
        return [
            Finding(
                rule: Self.description.identifier, severity: Self.description.severity, message: message, path: path,
                line: position?.line, column: position?.column)
        ]
    }
}
