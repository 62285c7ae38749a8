import SoundCheckCore

/// The file must be CAF, AIFF, AIFF-C or WAV by content.
public struct ContainerRule: Rule {
    public static let description = RuleDescription(
        identifier: "container",
        name: "Container",
        summary: "The file is a CAF, AIFF, AIFF-C or WAV file by its content (magic bytes), whatever its extension.",
        rationale: "iOS plays notification sounds only from these containers. Any other file, an MP3 or M4A included, is silently replaced by the default sound.",
        severity: .error,
        triggeringExamples: ["invalid/mp3-renamed.wav", "invalid/not-audio.caf"],
        nonTriggeringExamples: ["valid/chime-ima4.caf", "valid/alert-ulaw.aifc", "valid/ping-pcm16.wav", "valid/knock-pcm16.aiff"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard sound.readError == nil, sound.container == .unknown else { return [] }
        // soundcheck's own commands first: they are there wherever this message is read.
        let convert = "convert it to CAF IMA4 with soundcheck fix, or soundcheck convert IN -o OUT.caf "
            + "(on a Mac also afconvert -f caff -d ima4 IN OUT.caf)"
        if let format = sound.foreignFormat {
            return [finding("\(format) file: iOS plays notification sounds only from CAF, AIFF or WAV files; \(convert)", about: sound)]
        }
        if sound.description?.fileSize == 0 {
            return [finding("the file is empty: it is not a CAF, AIFF or WAV file", about: sound)]
        }
        return [finding("not a CAF, AIFF or WAV file by its content; \(convert)", about: sound)]
    }
}
