import SoundCheckCore

/// The sound must play for less than 30 seconds.
public struct DurationRule: Rule {
    public static let description = RuleDescription(
        identifier: "duration",
        name: "Duration",
        summary: "The sound plays for less than 30 seconds, computed from its exact frame count.",
        rationale: "A notification sound of 30 seconds or longer is silently replaced by the default sound.",
        severity: .error,
        triggeringExamples: ["invalid/too-long.caf"],
        nonTriggeringExamples: ["valid/chime-ima4.caf", "valid/ping-pcm16.wav"]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let description = sound.description, description.container != .unknown,
              let duration = description.duration, let frames = description.frames else { return [] }
        let limit = context.configuration.maximumDuration
        guard duration >= limit else { return [] }
        let rate = Decimal.short(description.sampleRate, digits: 3)
        return [finding("plays for \(Decimal.short(duration, against: limit)) s (\(frames) frames at \(rate) Hz); notification sounds must be shorter than \(Decimal.trimmed(limit)) s or the default sound plays instead. Trim it below \(Decimal.trimmed(limit)) s", about: sound)]
    }
}
