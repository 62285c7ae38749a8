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
    public static let appleMatrix: [Container: Set<String>] = [
        .caf: ["lpcm", "ima4", "ulaw", "alaw"],
        .aifc: ["lpcm", "ima4", "ulaw", "alaw"],
        .aiff: ["lpcm"],
        .wav: ["lpcm", "ulaw", "alaw"],
    ]

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let description = sound.description, description.container != .unknown else { return [] }
        let container = description.container
        let encoding = description.encoding
        let allowed = context.configuration.allowedEncodings[container] ?? []
        if allowed.contains(encoding.identifier) {
            // Plain AIFF has no compression type, so it can hold only integer samples.
            if container == .aiff, description.sampleFormat?.isFloat == true {
                return [finding("plain AIFF cannot hold floating-point samples; use AIFF-C (fl32) or CAF", about: sound)]
            }
            return []
        }
        let named = "\(encoding.displayName) ('\(description.formatID)')"
        if context.configuration.tolerated[container]?.contains(encoding.identifier) == true {
            return [finding("\(named) in \(container.displayName) is not Apple's IMA4; whether notification sounds play it is unverified. Prefer CAF with IMA4 (-f caff -d ima4)", about: sound, severity: .warning)]
        }
        let choices = ["lpcm", "ima4", "ulaw", "alaw"].filter(allowed.contains).map { Encoding(identifier: $0).displayName }.joined(separator: ", ")
        return [finding("\(named) in \(container.displayName) will not play as a notification sound (the default sound plays instead); re-encode it as \(choices.isEmpty ? "CAF IMA4" : choices), e.g. CAF IMA4 (-f caff -d ima4)", about: sound)]
    }
}
