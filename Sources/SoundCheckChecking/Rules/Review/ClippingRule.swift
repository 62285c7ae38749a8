import SoundCheckCore

/// Samples at full scale play distorted.
public struct ClippingRule: Rule {
    public static let description = RuleDescription(
        identifier: "clipping",
        name: "Clipping",
        summary: "No sample of the decoded sound is at full scale.",
        rationale:
            "A sample at full scale was clipped when the sound was made or converted: it plays distorted on the "
            + "device's speaker, at every volume.",
        severity: .warning,
        triggeringExamples: [RuleExample("review/clipped.wav", message: "5310 samples are at full scale (clipped)")],
        nonTriggeringExamples: ["review/late.wav"],
        scope: .decodedSignal
    )

    public init() {}

    public func validate(_ sound: DecodedSound, in context: ReviewContext) -> [Finding] {
        let clipped = sound.signal.clippedSamples
        guard clipped > 0 else { return [] }
        let samples = clipped == 1 ? "1 sample is" : "\(clipped) samples are"
        return [
            finding(
                "\(samples) at full scale (clipped), which plays distorted; export it again from its source with "
                    + "headroom (a true peak of -1 dBTP or lower)", at: sound)
        ]
    }
}
