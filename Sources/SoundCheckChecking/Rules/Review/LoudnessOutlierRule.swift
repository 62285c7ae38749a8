import SoundCheckCore

/// One sound much louder or quieter than the others the same user hears: a collecting rule, since
/// it needs the loudness of every sound of the set.
public struct LoudnessOutlierRule: CollectingRule {
    public static let description = RuleDescription(
        identifier: "loudness-outlier",
        name: "Loudness outlier",
        summary: "Each sound's loudness is within loudness_tolerance LU (6 by default) of the set's median.",
        rationale:
            "The sounds of one app are heard at one volume setting: one far louder startles, one far quieter goes "
            + "unheard.",
        severity: .warning,
        triggeringExamples: [
            RuleExample("valid", at: "valid/swoosh-sowt.aifc", message: "is 8.3 LU quieter than the set's median")
        ],
        nonTriggeringExamples: ["collisions"],
        scope: .decodedSignal
    )

    public init() {}

    /// The quietest, median and loudest of the set's measured loudness.
    public func collect(_ sounds: [DecodedSound], in context: ReviewContext) -> LoudnessSpread? {
        LoudnessSpread(sounds.compactMap { $0.loudness?.lufs })
    }

    public func validate(_ sound: DecodedSound, collected spread: LoudnessSpread?, in context: ReviewContext)
        -> [Finding]
    {
        guard let spread, let lufs = sound.loudness?.lufs else { return [] }
        let deviation = spread.deviation(of: lufs)
        let tolerance = context.loudnessTolerance
        guard abs(deviation) > tolerance else { return [] }
        let median = NumberText.fixed(spread.median, digits: 1)
        let comparison =
            deviation > 0
            ? "louder than the set's median (\(median) LUFS), so it will sound much louder than the other sounds"
            : "quieter than the set's median (\(median) LUFS), so it may go unheard beside the other sounds"
        // convert takes loudness targets from -70 to -5 LUFS.
        let target = NumberText.fixed(min(max(spread.median, -70), -5), digits: 1)
        return [
            finding(
                "is \(NumberText.fixed(abs(deviation), digits: 1)) LU \(comparison) "
                    + "(tolerance ±\(NumberText.trimmed(tolerance)) LU); bring it near the others, "
                    + "e.g. soundcheck convert --normalize loudness --target \(target)", at: sound)
        ]
    }
}
