import SoundCheckCore

/// The audio data must be encoded in a format the container may hold and iOS plays. Encodings
/// iOS decodes but Apple does not document for notification sounds are `UndocumentedFormatRule`'s.
public struct EncodingRule: Rule {
    public static let description = RuleDescription(
        identifier: "encoding",
        name: "Encoding",
        summary: "The audio data is Linear PCM, IMA4, µLaw or aLaw, as allowed for its container.",
        rationale:
            """
            Notification sounds must be Linear PCM, IMA4, µLaw or aLaw. Audio iOS has no decoder for (Microsoft \
            ADPCM, GSM 6.10, Ogg Vorbis, unknown codecs) is silently replaced by the default sound, even inside a \
            CAF file; AAC, ALAC and MP3 are undocumented-format's.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "invalid/ms-adpcm.wav",
                message: "Microsoft ADPCM ('0x0002') in WAV will not play as a notification sound"),
            RuleExample("warnings/dvi-adpcm.wav", message: "IMA/DVI ADPCM (WAV) ('0x0011') in WAV is not Apple's"),
        ],
        nonTriggeringExamples: [
            "valid/chime-ima4.caf", "valid/alert-ulaw.aifc", "valid/buzz-alaw.wav", "valid/pop-float32.caf",
            "invalid/aac-in.caf",
        ]
    )

    /// SPEC §1: which encodings each container may hold.
    public static let appleMatrix: [Container: Set<String>] = AppleSoundFormats.playableEncodings

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let description = sound.description, description.container != .unknown else { return [] }
        let container = description.container
        let encoding = description.encoding
        let rules = context.configuration
        if rules.allowedEncodings[container]?.contains(encoding.identifier) == true {
            // Plain AIFF has no compression type, so it can hold only integer samples.
            if container == .aiff, description.sampleFormat?.isFloat == true {
                return [
                    finding("plain AIFF cannot hold floating-point samples; use AIFF-C (fl32) or CAF", about: sound)
                ]
            }
            return []
        }
        let named = Self.named(description)
        if rules.tolerated[container]?.contains(encoding.identifier) == true {
            // `fix` repairs errors, not this warning: only `convert` is named.
            let suggestion = Self.suggestedFormat(for: container, allowed: rules.allowedEncodings)
            let prefer =
                suggestion.map {
                    " Prefer \($0.container.soundContainer.displayName) with \($0.encoding.displayName)"
                        + " (soundcheck convert \($0.arguments))"
                } ?? ""
            return [
                finding(
                    "\(named) is not Apple's IMA4; whether notification sounds play it is unverified.\(prefer)",
                    about: sound, severity: .warning)
            ]
        }
        // iOS decodes it, but Apple does not document it: `undocumented-format` says so.
        if AppleSoundFormats.undocumentedDecodedEncodings.contains(encoding.identifier) { return [] }
        let advice = Self.advice(for: container, allowed: rules.allowedEncodings)
        if AppleSoundFormats.playableEncodings[container]?.contains(encoding.identifier) == true {
            let allowed = Encoding.sorted(rules.allowedEncodings[container] ?? []).joined(separator: ", ")
            let list = allowed.isEmpty ? "none" : allowed
            return [
                finding(
                    """
                    \(named) plays, but allowed_encodings in .soundcheck.yml does not allow it there (\(list)); \
                    \(advice)
                    """,
                    about: sound)
            ]
        }
        return [
            finding(
                """
                \(named) will not play as a notification sound: iOS has no decoder for it, so the default sound \
                plays instead; \(advice)
                """,
                about: sound)
        ]
    }

    /// `AAC ('aac ') in CAF`.
    static func named(_ description: SoundDescription) -> String {
        "\(description.encoding.displayName) ('\(description.formatID)') in \(description.container.displayName)"
    }

    /// What to re-encode a sound in `container` as, with the command that does it.
    static func advice(for container: Container, allowed allowedEncodings: [Container: Set<String>]) -> String {
        let allowed = allowedEncodings[container] ?? []
        let suggestion = suggestedFormat(for: container, allowed: allowedEncodings)
        let choices = playable.filter(allowed.contains).map { Encoding(identifier: $0).displayName }.joined(
            separator: ", ")
        return switch (choices.isEmpty, suggestion) {
        case (false, let format?): "re-encode it as \(choices), e.g. \(example(format, fixable: true))"
        case (false, nil): "re-encode it as \(choices)"
        case (true, let format?):
            """
            no encoding that plays is allowed in \(container.displayName); convert it to \
            \(example(format, fixable: false))
            """
        case (true, nil): "no encoding that plays (\(playableNames)) is allowed in any container"
        }
    }

    /// The encodings a notification sound may hold, in the order messages list them.
    static let playable = ["lpcm", "ima4", "ulaw", "alaw"]
    static let playableNames = playable.map { Encoding(identifier: $0).displayName }.joined(separator: ", ")

    /// A format soundcheck can write that `allowed` accepts, to name in a message: Apple's
    /// recommendation (CAF IMA4) when allowed, else the sound's own container (so its name can
    /// stay), else any container; nil when `allowed` accepts no format soundcheck writes.
    static func suggestedFormat(for container: Container, allowed: [Container: Set<String>]) -> OutputFormat? {
        let own = OutputContainer.apple.filter { $0.soundContainer == container }
        let candidates =
            [(OutputContainer.caf, OutputEncoding.ima4)]
            + (own + OutputContainer.apple).flatMap { output in
                ([output.defaultEncoding] + OutputEncoding.allCases).map { (output, $0) }
            }
        for (output, encoding) in candidates
        where allowed[output.soundContainer]?.contains(encoding.soundEncoding.identifier) == true {
            if let format = try? OutputFormat(container: output, encoding: encoding) { return format }
        }
        return nil
    }

    /// `CAF IMA4 (soundcheck fix, or soundcheck convert -f caff -d ima4)`. `fix` is named only
    /// when it can repair the sound: when its own container may hold an encoding that plays.
    static func example(_ format: OutputFormat, fixable: Bool) -> String {
        let commands = (fixable ? "soundcheck fix, or " : "") + "soundcheck convert \(format.arguments)"
        return "\(format.container.soundContainer.displayName) \(format.encoding.displayName) (\(commands))"
    }
}
