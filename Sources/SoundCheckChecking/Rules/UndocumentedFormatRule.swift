import SoundCheckCore

/// Audio iOS decodes, in a file Core Audio reads, that Apple does not document for notification
/// sounds: AAC, ALAC or MP3 in a CAF file, an MP3 or M4A file. Apps ship such sounds and hear
/// them on the iOS versions they test, and users report both playing and falling back to the
/// default, so the finding states what is known, not a prediction (SPEC §1). Error by default; a
/// team that ships them on purpose makes it a warning under `severity`, and every file that is
/// truly broken still fails under its own rule.
public struct UndocumentedFormatRule: Rule {
    public static let description = RuleDescription(
        identifier: "undocumented-format",
        name: "Undocumented format",
        summary:
            """
            The sound is not in an encoding or file iOS decodes but Apple does not document for notification \
            sounds (AAC, ALAC, MP3, FLAC, Opus; MP3, M4A files).
            """,
        rationale:
            """
            Apple documents Linear PCM, IMA4, µLaw and aLaw in CAF, AIFF or WAV files. Apps ship AAC-in-CAF and \
            MP3 sounds that play on the iOS versions they test, but nothing guarantees it on others, and users \
            report them falling back to the default sound.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("invalid/aac-in.caf", message: "AAC ('aac ') in CAF is outside the formats"),
            RuleExample("invalid/theme.mp3", message: "MP3 file: outside the formats Apple documents for notification"),
            RuleExample(
                "invalid/mp3-renamed.wav", message: "MP3 file: outside the formats Apple documents for notification"),
        ],
        nonTriggeringExamples: [
            "valid/chime-ima4.caf", "valid/ring-ulaw.wav", "invalid/ms-adpcm.wav", "invalid/not-audio.caf",
        ]
    )

    public init() {}

    /// Why nothing guarantees it, and what to do: the second half of every message.
    static let evidence =
        "some apps ship it and it plays on the iOS versions they test, but nothing guarantees it on others"

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard sound.readError == nil, let description = sound.description else { return [] }
        if description.container == .unknown {
            guard let format = sound.foreignFormat, AppleSoundFormats.undocumentedReadFileFormats.contains(format)
            else { return [] }
            let message =
                "\(format) file: outside the formats Apple documents for notification sounds "
                    + """
                    (Linear PCM, IMA4, µLaw or aLaw in a CAF, AIFF or WAV file); \(Self.evidence); \
                    \(ContainerRule.conversion)
                    """
            return [finding(message, about: sound)]
        }
        let identifier = description.encoding.identifier
        let rules = context.configuration
        guard AppleSoundFormats.undocumentedDecodedEncodings.contains(identifier),
            rules.allowedEncodings[description.container]?.contains(identifier) != true,
            rules.tolerated[description.container]?.contains(identifier) != true
        else { return [] }
        let advice = EncodingRule.advice(for: description.container, allowed: rules.allowedEncodings)
        let message =
            "\(EncodingRule.named(description)) is outside the formats Apple documents for notification sounds "
            + "(Linear PCM, IMA4, µLaw, aLaw); \(Self.evidence); \(advice)"
        return [finding(message, about: sound)]
    }
}
