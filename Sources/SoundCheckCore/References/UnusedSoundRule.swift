/// Every manifest sound is named somewhere: by a reference in source code, or (with `--payloads`)
/// by a payload. A collecting check: it judges only after every file was read
/// (`ReferenceReport.addingUnusedSounds`), like SwiftLint's `CollectingRule`. Its triggering
/// example is scanned against `samples/manifest.json`; the non-triggering one against the
/// sample manifest's sounds that the example names (see `RefsReportTests`).
public enum UnusedSoundRule {
    public static let description = RuleDescription(
        identifier: "unused-sound",
        name: "Unused sound",
        summary:
            "Every sound in the manifest is named by a reference in the source code or by a payload (refs --unused).",
        rationale:
            "A sound nothing names still ships in every copy of the app, and often means a reference was renamed or misspelled: that notification plays the default sound.",
        severity: .warning,
        triggeringExamples: [
            RuleExample("sources", at: "valid/alert-ulaw.aifc", message: "no reference names \"alert-ulaw.aifc\"")
        ],
        nonTriggeringExamples: ["sources/App/Reminders.swift"]
    )

    /// The finding for `name`, unused.
    static func message(_ name: String) -> String {
        "no reference names \"\(name)\"; remove it from the app, or name it where a notification is made"
    }
}
