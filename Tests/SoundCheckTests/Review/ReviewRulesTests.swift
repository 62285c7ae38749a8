import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The set's loudness spread and the report's own findings, decided from plain facts.
@Suite("Review: loudness spread and review rules")
struct ReviewRulesTests {
    @Test("the median of an odd and an even count, the range, and nothing for no values")
    func spread() throws {
        let odd = try #require(LoudnessSpread([-20, -14, -30]))
        #expect(odd.median == -20 && odd.minimum == -30 && odd.maximum == -14 && odd.range == 16 && odd.count == 3)
        let even = try #require(LoudnessSpread([-20, -10, -16, -30]))
        #expect(even.median == -18)
        #expect(even.deviation(of: -8) == 10)
        #expect(LoudnessSpread([]) == nil)
        #expect(LoudnessSpread([.nan, -.infinity]) == nil, "only finite loudness counts")
    }

    /// A sound of `frames` frames at 1000 Hz with the given edge facts.
    func review(
        frames: Int64 = 1000, clipped: Int64 = 0, leading: Int64 = 0, trailing: Int64 = 0,
        endPeak: Double = 0.001
    ) -> SoundReview {
        let signal = SignalFacts(
            frames: frames, clippedSamples: clipped, leadingSilentFrames: leading,
            trailingSilentFrames: trailing, endPeak: endPeak)
        return SoundReview(sampleRate: 1000, channels: 1, signal: signal, envelope: WaveformEnvelope(channels: []))
    }

    /// The review rules' findings about `review`, as a.caf, in a set whose median loudness is
    /// `median` and where it sits `deviation` LU from it (no loudness when nil).
    func findings(
        _ review: SoundReview, deviation: Double? = nil, median: Double = -20, tolerance: Double = 6,
        selection: RuleSelection = RuleSelection()
    ) -> [Finding] {
        var sound = review.decoded(path: "a.caf")
        var others: [DecodedSound] = []
        if let deviation {
            sound.loudness = SoundLoudness(lufs: median + deviation, method: .integrated)
            let quiet = SignalFacts(
                frames: 10, clippedSamples: 0, leadingSilentFrames: 10, trailingSilentFrames: 0, endPeak: 0)
            others = ["b.caf", "c.caf"].map {
                DecodedSound(
                    path: $0, signal: quiet, leadingSilence: 0,
                    loudness: SoundLoudness(lufs: median, method: .integrated))
            }
        }
        let context = ReviewContext(loudnessTolerance: tolerance)
        return ReviewRuleRegistry.findings([sound] + others, selection: selection, context: context)[0]
    }

    func rules(_ review: SoundReview, deviation: Double? = nil, tolerance: Double = 6) -> [String] {
        findings(review, deviation: deviation, tolerance: tolerance).map(\.rule)
    }

    func loudnessMessage(_ deviation: Double, median: Double = -20, tolerance: Double = 6) -> String? {
        findings(review(), deviation: deviation, median: median, tolerance: tolerance).first?.message
    }

    @Test("a sound beyond the tolerance from the median, louder or quieter, is a warning that says which")
    func loudnessOutlier() throws {
        #expect(rules(review(), deviation: 6).isEmpty, "exactly at the tolerance passes")
        #expect(rules(review(), deviation: 6.01) == ["loudness-outlier"])
        #expect(rules(review(), deviation: -10) == ["loudness-outlier"])
        #expect(rules(review(), deviation: 10, tolerance: 12).isEmpty)
        let louder = try #require(loudnessMessage(10.04))
        #expect(louder.hasPrefix("is 10.0 LU louder than the set's median (-20.0 LUFS)"))
        #expect(louder.hasSuffix("soundcheck convert --normalize loudness --target -20.0"))
        let quieter = try #require(loudnessMessage(-7))
        #expect(quieter.contains("quieter") && quieter.contains("(tolerance ±6 LU)"))
        #expect(
            loudnessMessage(9, median: -2)?.hasSuffix("--target -5.0") == true,
            "the suggested target stays within what convert takes")
    }

    @Test("clipped samples, a start after more than 0.1 s of silence, a loud last 10 ms")
    func edges() {
        #expect(rules(review(clipped: 1)) == ["clipping"])
        #expect(rules(review(leading: 100)).isEmpty, "0.1 s passes")
        #expect(rules(review(leading: 101)) == ["late-start"])
        #expect(rules(review(endPeak: 0.1)) == ["abrupt-end"], "-20 dBFS is abrupt")
        #expect(rules(review(endPeak: 0.09)).isEmpty)
        #expect(rules(review(trailing: 1, endPeak: 0.5)).isEmpty, "a sound that fell silent did not stop abruptly")
        #expect(rules(review(leading: 1000, endPeak: 0)).isEmpty, "a silent sound starts nowhere and ends nowhere")
        #expect(
            rules(review(clipped: 3, leading: 200, endPeak: 1), deviation: -9)
                == ["loudness-outlier", "clipping", "late-start", "abrupt-end"])
    }

    @Test("every review finding is a warning naming its rule, with a fix")
    func wording() {
        let findings = findings(review(clipped: 2, leading: 250, endPeak: 0.5), deviation: 8)
        #expect(findings.allSatisfy { $0.severity == .warning && $0.path == "a.caf" })
        #expect(
            findings.map(\.message) == [
                "is 8.0 LU louder than the set's median (-20.0 LUFS), so it will sound much louder than the other sounds "
                    + """
                    (tolerance ±6 LU); bring it near the others, e.g. soundcheck convert --normalize loudness \
                    --target -20.0
                    """,
                "2 samples are at full scale (clipped), which plays distorted; export it again from its source with headroom "
                    + "(a true peak of -1 dBTP or lower)",
                """
                starts after 0.25 s of silence, so it sounds late against the notification it announces; trim the \
                silence at its start
                """,
                """
                is still at -6.0 dBFS in its last 10 ms and stops without fading, which clicks; fade out its last \
                50 to 100 ms
                """,
            ])
    }

    @Test("disabled_rules and severity apply to the review rules; a disabled loudness rule collects nothing")
    func selection() {
        let loud = review(clipped: 2, leading: 250, endPeak: 0.5)
        var selection = RuleSelection(disabled: ["clipping", "loudness-outlier"], severities: ["late-start": .error])
        let found = findings(loud, deviation: 8, selection: selection)
        #expect(found.map(\.rule) == ["late-start", "abrupt-end"])
        #expect(found.map(\.severity) == [.error, .warning])
        selection = RuleSelection(disabled: ["loudness-outlier"])
        let prepared = PreparedRule.prepared(
            ReviewRuleRegistry.all, for: [loud.decoded(path: "a.caf")], selection: selection,
            context: ReviewContext())
        #expect(prepared.map(\.description.identifier) == ["clipping", "late-start", "abrupt-end"])
    }
}
