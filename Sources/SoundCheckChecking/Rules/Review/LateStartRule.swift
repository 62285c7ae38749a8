import SoundCheckCore

/// Silence before a notification sound makes it late against its banner.
public struct LateStartRule: Rule {
    public static let description = RuleDescription(
        identifier: "late-start",
        name: "Late start",
        summary: "The sound starts within 100 ms.",
        rationale:
            "A notification sound is heard as the banner appears; silence of more than 100 ms before it is "
            + "noticed as a delay.",
        severity: .warning,
        triggeringExamples: [RuleExample("review/late.wav", message: "starts after 0.30 s of silence")],
        nonTriggeringExamples: ["review/clipped.wav"],
        scope: .decodedSignal
    )

    /// Seconds of silence before the sound after which it is late: 100 ms is where a delay starts
    /// to be noticed.
    public static let seconds = 0.1

    public init() {}

    public func validate(_ sound: DecodedSound, in context: ReviewContext) -> [Finding] {
        guard !sound.signal.isSilent, sound.leadingSilence > Self.seconds else { return [] }
        return [
            finding(
                "starts after \(NumberText.fixed(sound.leadingSilence, digits: 2)) s of silence, so it sounds late "
                    + "against the notification it announces; trim the silence at its start", at: sound)
        ]
    }
}
