import SoundCheckCore

/// The sound must play for less than 30 seconds.
public struct DurationRule: Rule {
    public static let description = RuleDescription(
        identifier: "duration",
        name: "Duration",
        summary:
            """
            The sound plays for less than 30 seconds, computed from its exact frame count (for MP3, AAC and \
            MPEG-4 audio, from their headers or frames).
            """,
        rationale:
            """
            A notification sound of 30 seconds or longer is silently replaced by the default sound, whatever its \
            format.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("invalid/too-long.caf", message: "plays for 30.5 s (244000 frames at 8000 Hz)"),
            RuleExample("invalid/too-long.mp3", message: "plays for 31 s (248000 frames at 8000 Hz)"),
        ],
        nonTriggeringExamples: ["valid/chime-ima4.caf", "valid/ping-pcm16.wav"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let description = sound.description, description.isMeasured,
            let duration = description.duration, let frames = description.frames
        else { return [] }
        // A looser limit than iOS's would pass sounds that play the default sound: iOS's holds.
        let limit = min(context.configuration.maximumDuration, AppleSoundFormats.maximumDuration)
        guard duration >= limit else { return [] }
        let rate = NumberText.short(description.sampleRate, digits: 3)
        let length = NumberText.short(duration, against: limit)
        let played =
            description.durationIsEstimate
            ? "plays for about \(length) s (estimated from the length of its frames at \(rate) Hz)"
            : "plays for \(length) s (\(frames) frames at \(rate) Hz)"
        let trim = "Trim it below \(NumberText.trimmed(limit)) s (soundcheck fix trims it, with a fade-out)"
        return [finding("\(played); \(Self.requirement(limit)). \(trim)", about: sound)]
    }

    /// What the sound must be, and whose word it is: iOS's limit, or a stricter one the team set.
    static func requirement(_ limit: Double) -> String {
        let apple = NumberText.trimmed(AppleSoundFormats.maximumDuration)
        guard limit < AppleSoundFormats.maximumDuration else {
            return "notification sounds must be shorter than \(apple) s or the default sound plays instead"
        }
        return "sounds must be shorter than \(NumberText.trimmed(limit)) s, the team's limit "
            + """
            (max_duration in \(SoundCheckConfiguration.fileName) or --max-duration; iOS plays sounds shorter than \
            \(apple) s)
            """
    }
}
