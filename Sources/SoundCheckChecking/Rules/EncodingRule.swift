import SoundCheckCore

/// The audio data must be encoded in a format the container may hold and iOS plays.
public struct EncodingRule: Rule {
    public static let description = RuleDescription(
        identifier: "encoding",
        name: "Encoding",
        summary: "The audio data is Linear PCM, IMA4, µLaw or aLaw, as allowed for its container.",
        rationale: "Notification sounds must be Linear PCM, IMA4, µLaw or aLaw. AAC, ALAC, MP3, MS ADPCM, GSM and others are silently replaced by the default sound, even inside a CAF file.",
        severity: .error,
        triggeringExamples: ["invalid/aac-in.caf", "warnings/dvi-adpcm.wav"],
        nonTriggeringExamples: ["valid/chime-ima4.caf", "valid/alert-ulaw.aifc", "valid/buzz-alaw.wav", "valid/pop-float32.caf"]
    )

    /// SPEC §1: which encodings each container may hold.
    public static let appleMatrix: [Container: Set<String>] = AppleSoundFormats.playableEncodings

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let description = sound.description, description.container != .unknown else { return [] }
        let container = description.container
        let encoding = description.encoding
        let allowedEncodings = context.configuration.allowedEncodings
        let allowed = allowedEncodings[container] ?? []
        if allowed.contains(encoding.identifier) {
            // Plain AIFF has no compression type, so it can hold only integer samples.
            if container == .aiff, description.sampleFormat?.isFloat == true {
                return [finding("plain AIFF cannot hold floating-point samples; use AIFF-C (fl32) or CAF", about: sound)]
            }
            return []
        }
        let named = "\(encoding.displayName) ('\(description.formatID)') in \(container.displayName)"
        let suggestion = Self.suggestedFormat(for: container, allowed: allowedEncodings)
        if context.configuration.tolerated[container]?.contains(encoding.identifier) == true {
            // `fix` repairs errors, not this warning: only `convert` is named.
            let prefer = suggestion.map { " Prefer \($0.container.soundContainer.displayName) with \($0.encoding.displayName) (soundcheck convert \($0.arguments))" } ?? ""
            return [finding("\(named) is not Apple's IMA4; whether notification sounds play it is unverified.\(prefer)", about: sound, severity: .warning)]
        }
        let choices = Self.playable.filter(allowed.contains).map { Encoding(identifier: $0).displayName }.joined(separator: ", ")
        let advice = switch (choices.isEmpty, suggestion) {
        case (false, let format?): "re-encode it as \(choices), e.g. \(Self.example(format, fixable: true))"
        case (false, nil): "re-encode it as \(choices)"
        case (true, let format?): "no encoding that plays is allowed in \(container.displayName); convert it to \(Self.example(format, fixable: false))"
        case (true, nil): "no encoding that plays (\(Self.playableNames)) is allowed in any container"
        }
        return [finding("\(named) will not play as a notification sound (the default sound plays instead); \(advice)", about: sound)]
    }

    /// The encodings a notification sound may hold, in the order messages list them.
    static let playable = ["lpcm", "ima4", "ulaw", "alaw"]
    static let playableNames = playable.map { Encoding(identifier: $0).displayName }.joined(separator: ", ")

    /// A format soundcheck can write that `allowed` accepts, to name in a message: Apple's
    /// recommendation (CAF IMA4) when allowed, else the sound's own container (so its name can
    /// stay), else any container; nil when `allowed` accepts no format soundcheck writes.
    static func suggestedFormat(for container: Container, allowed: [Container: Set<String>]) -> OutputFormat? {
        let own = OutputContainer.allCases.filter { $0.soundContainer == container }
        let candidates = [(OutputContainer.caf, OutputEncoding.ima4)] + (own + OutputContainer.allCases).flatMap { output in
            ([output.defaultEncoding] + OutputEncoding.allCases).map { (output, $0) }
        }
        for (output, encoding) in candidates where allowed[output.soundContainer]?.contains(encoding.soundEncoding.identifier) == true {
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
