import SoundCheckCore

/// A raw resource's extension should say what its content is.
public struct AndroidExtensionRule: Rule {
    public static let description = RuleDescription(
        identifier: "android-extension",
        name: "Android extension",
        summary: "The extension agrees with the content (MP3 data is not named .wav).",
        rationale:
            """
            Android's extractors sniff the content, so a mislabelled file may still play, but tools that go by the \
            name (a converter, a review, a resource shrinker's report) treat it as what it is not, and the \
            resource name hides the extension from everyone who uses it.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "AndroidApp/android/app/src/main/res/raw/doorbell.wav",
                message: "Android: the content is MP3 but the name ends in .wav")
        ],
        nonTriggeringExamples: [
            "AndroidApp/android/app/src/main/res/raw/chime.wav", "AndroidApp/android/app/src/main/res/raw/ping.ogg",
            "AndroidApp/android/app/src/main/res/raw/knock.mp3",
            "AndroidApp/android/app/src/main/res/raw/ios_chime.caf",
        ],
        platform: .android
    )

    public init() {}

    /// The extensions that fit each format the reader names.
    static let fittingExtensions: [String: Set<String>] = [
        "MP3": ["mp3"], "AAC (ADTS)": ["aac", "adts"], "MPEG-4 audio (m4a)": ["m4a", "mp4", "m4r", "3gp"],
        "FLAC": ["flac"], "Ogg Vorbis": ["ogg", "oga"], "Ogg Opus": ["opus", "ogg", "oga"], "Ogg FLAC": ["oga", "ogg"],
        "AMR": ["amr", "3gp"], "MIDI": ["mid", "midi", "xmf", "rtttl", "ota", "imy"],
    ]

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard sound.android != nil, sound.readError == nil else { return [] }
        let (format, fitting) = Self.content(of: sound)
        guard let format, !fitting.isEmpty, !fitting.contains(sound.fileExtension) else { return [] }
        let shown = sound.fileExtension.isEmpty ? "no extension" : ".\(sound.fileExtension)"
        let better = fitting.sorted().first ?? ""
        return [
            finding(
                "Android: the content is \(format) but the name ends in \(shown); name it .\(better)",
                about: sound)
        ]
    }

    private static func content(of sound: InspectedSound) -> (String?, Set<String>) {
        if let foreign = sound.foreignFormat { return (foreign, fittingExtensions[foreign] ?? []) }
        guard sound.container != .unknown else { return (nil, []) }
        return (sound.container.displayName, sound.container.fittingExtensions)
    }
}
