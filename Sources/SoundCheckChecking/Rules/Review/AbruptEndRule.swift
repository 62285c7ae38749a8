import SoundCheckCore

/// A sound still loud at its last sample stops with a click.
public struct AbruptEndRule: Rule {
    public static let description = RuleDescription(
        identifier: "abrupt-end",
        name: "Abrupt end",
        summary: "The sound fades out: its last 10 ms stay below -20 dBFS.",
        rationale: "A sound cut off while still loud ends with an audible click.",
        severity: .warning,
        triggeringExamples: [RuleExample("valid/buzz-alaw.wav", message: "is still at -12.2 dBFS in its last 10 ms")],
        nonTriggeringExamples: ["review"],
        scope: .decodedSignal
    )

    /// A last 10 ms at or above this level (dBFS) stops with an audible click.
    public static let decibels = -20.0

    public init() {}

    public func validate(_ sound: DecodedSound, in context: ReviewContext) -> [Finding] {
        let signal = sound.signal
        let level = SoundLevels.decibels(signal.endPeak)
        guard !signal.isSilent, signal.trailingSilentFrames == 0, level >= Self.decibels else { return [] }
        return [
            finding(
                "is still at \(NumberText.fixed(level, digits: 1)) dBFS in its last 10 ms and stops without fading, "
                    + "which clicks; fade out its last 50 to 100 ms", at: sound)
        ]
    }
}
