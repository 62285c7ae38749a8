import SoundCheckCore

/// The file name's extension should match the content and be one iOS looks for.
public struct ExtensionRule: Rule {
    public static let description = RuleDescription(
        identifier: "extension",
        name: "Extension",
        summary: "The extension is .caf, .aif, .aiff, .aifc or .wav and agrees with the content.",
        rationale:
            """
            The system decodes by content, so a CAF named .wav may still play, but the mismatch confuses tools and \
            people, and other extensions may not be looked up at all.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample("warnings/doorbell.wav", message: "the content is CAF but the name ends in .wav"),
            RuleExample("invalid/mp3-renamed.wav", message: "named .wav but the content is MP3"),
        ],
        nonTriggeringExamples: [
            "valid/chime-ima4.caf", "valid/alert-ulaw.aifc", "valid/knock-pcm16.aiff", "valid/ping-pcm16.wav",
        ]
    )

    public static let soundExtensions: Set<String> = AppleSoundFormats.fileExtensions

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard sound.readError == nil else { return [] }
        let ext = sound.fileExtension
        let shown = ext.isEmpty ? "no extension" : "the extension .\(ext)"
        let container = sound.container
        guard ExtensionRule.soundExtensions.contains(ext) else {
            // A foreign file with its own extension (song.mp3) is the container rule's business.
            guard container != .unknown else { return [] }
            return [
                finding(
                    """
                    \(container.displayName) content with \(shown); name it \
                    .\(container.fittingExtensions.sorted().first ?? "caf") (soundcheck fix renames it) so the \
                    system and tools recognise it
                    """,
                    about: sound)
            ]
        }
        if container == .unknown {
            let what = sound.foreignFormat ?? "not a sound file"
            return [finding("named .\(ext) but the content is \(what)", about: sound)]
        }
        if !container.fittingExtensions.contains(ext) {
            let better = container.fittingExtensions.sorted().first ?? "caf"
            return [
                finding(
                    """
                    the content is \(container.displayName) but the name ends in .\(ext); rename it to .\(better) \
                    (soundcheck fix renames it), then update the name in your payloads
                    """,
                    about: sound)
            ]
        }
        return []
    }
}
