import SoundCheckCore

/// The file must be CAF, AIFF, AIFF-C or WAV by content.
public struct ContainerRule: Rule {
    public static let description = RuleDescription(
        identifier: "container",
        name: "Container",
        summary: "The file is a CAF, AIFF, AIFF-C or WAV file by its content (magic bytes), whatever its extension.",
        rationale:
            """
            Apple documents notification sounds only in these containers. A file iOS's audio stack does not read \
            (Ogg, MIDI, WavPack, text, an empty file) is silently replaced by the default sound; MP3 and M4A \
            files, which it reads, are undocumented-format's.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("invalid/not-audio.caf", message: "not a CAF, AIFF or WAV file by its content")
        ],
        nonTriggeringExamples: [
            "valid/chime-ima4.caf", "valid/alert-ulaw.aifc", "valid/ping-pcm16.wav", "valid/knock-pcm16.aiff",
            "invalid/theme.mp3",
        ]
    )

    public init() {}

    /// What converts any sound into one that plays, soundcheck's own commands first: they are
    /// there wherever this message is read.
    static let conversion =
        "convert it to CAF IMA4 with soundcheck fix, or soundcheck convert IN -o OUT.caf "
        + "(on a Mac also afconvert -f caff -d ima4 IN OUT.caf)"

    /// Files Core Audio has no file type or decoder for on iOS (its AudioFile types are CAF,
    /// AIFF, WAV, MP3, AAC, MPEG-4, AMR, FLAC and a few others, none of these), by the names the
    /// container sniffer gives them.
    static let unreadFormats = ["Ogg", "MIDI", "WavPack", "Monkey's Audio"]

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard sound.readError == nil, sound.container == .unknown else { return [] }
        if let format = sound.foreignFormat {
            // iOS reads these files, though Apple does not document them: undocumented-format.
            if AppleSoundFormats.undocumentedReadFileFormats.contains(format) { return [] }
            let why =
                Self.unreadFormats.contains(where: format.hasPrefix)
                ? "iOS's audio stack does not read it, so the default sound plays"
                : "Apple documents notification sounds only in CAF, AIFF or WAV files"
            return [finding("\(format) file: \(why); \(Self.conversion)", about: sound)]
        }
        if sound.description?.fileSize == 0 {
            return [finding("the file is empty: it is not a CAF, AIFF or WAV file", about: sound)]
        }
        return [finding("not a CAF, AIFF or WAV file by its content; \(Self.conversion)", about: sound)]
    }
}
