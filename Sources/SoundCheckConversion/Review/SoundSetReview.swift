import SoundCheckChecking
import SoundCheckCore

/// The report of a set of sounds: `check`'s verdict on each file, what decoding it showed, the
/// report's own findings, and the set's loudness spread. Built from plain values, so a reporter
/// only renders it.
public struct SoundSetReview: Sendable {
    /// One file of the set.
    public struct Entry: Sendable {
        public var file: FileReport
        public var outcome: ReviewOutcome
        /// The review rules' findings (`ReviewRuleRegistry`), after `check`'s.
        public var reviewFindings: [Finding]
        /// LU from the set's median loudness; nil when the sound has no measured loudness.
        public var loudnessDeviation: Double?

        public var path: String { file.path }
        public var review: SoundReview? { outcome.review }
        public var findings: [Finding] { file.findings + reviewFindings }

        public var verdict: ReviewVerdict {
            switch file.verdict {
            case .willNotPlay: return .willNotPlay
            case .notGuaranteed: return .notGuaranteed
            case .willPlay: return findings.isEmpty ? .plays : .playsWithWarnings
            }
        }
    }

    public var entries: [Entry]
    public var spread: LoudnessSpread?
    public var options: ReviewOptions
    /// A sound must play for less than this many seconds (`check`'s limit, as configured).
    public var maximumDuration: Double
    /// Folders or files that could not be read during discovery.
    public var problems: [SoundDiscovery.Problem]

    /// `outcomes` holds one outcome per file of `report`, in its order.
    public init(report: CheckReport, outcomes: [ReviewOutcome], options: ReviewOptions, maximumDuration: Double) {
        precondition(outcomes.count == report.files.count, "one outcome per file")
        self.options = options
        self.maximumDuration = maximumDuration
        problems = report.problems
        let spread = LoudnessSpread(outcomes.compactMap { $0.review?.loudness?.lufs })
        self.spread = spread
        let decoded = zip(report.files, outcomes).compactMap { file, outcome in outcome.review?.decoded(path: file.path)
        }
        var findings = ReviewRuleRegistry.findings(
            decoded, selection: options.selection, context: ReviewContext(loudnessTolerance: options.loudnessTolerance)
        ).makeIterator()
        entries = zip(report.files, outcomes).map { file, outcome in
            let deviation = outcome.review?.loudness.flatMap { loudness in spread?.deviation(of: loudness.lufs) }
            let reviewFindings = outcome.review == nil ? [] : findings.next() ?? []
            return Entry(file: file, outcome: outcome, reviewFindings: reviewFindings, loudnessDeviation: deviation)
        }
    }

    /// How many sounds the device plays (with or without warnings).
    public var playing: Int { entries.filter { $0.verdict >= .playsWithWarnings }.count }

    /// How many sounds are outside the formats Apple documents, and nothing else is wrong.
    public var notGuaranteed: Int { entries.filter { $0.verdict == .notGuaranteed }.count }

    /// The set in one line, for the command line: `29 sounds: 21 will play (12 with warnings),
    /// 8 will not; loudness from -30.1 to -12.0 LUFS, median -18.2; 2 outside ±6 LU`.
    public var summary: String {
        let notPlaying = entries.count - playing - notGuaranteed
        let warned = entries.filter { $0.verdict == .playsWithWarnings }.count
        var text = "\(entries.count) sound\(entries.count == 1 ? "" : "s"): \(playing) will play"
        if warned > 0 { text += " (\(warned) with warnings)" }
        text += ", \(notPlaying) will not"
        if notGuaranteed > 0 { text += ", \(notGuaranteed) \(SoundVerdict.notGuaranteed.phrase)" }
        guard let spread else { return text + "; no loudness measured" }
        let outside = entries.filter { abs($0.loudnessDeviation ?? 0) > options.loudnessTolerance }.count
        return text + "; loudness from \(NumberText.fixed(spread.minimum, digits: 1)) to "
            + "\(NumberText.fixed(spread.maximum, digits: 1)) LUFS, median "
            + "\(NumberText.fixed(spread.median, digits: 1)); "
            + "\(outside) outside ±\(NumberText.trimmed(options.loudnessTolerance)) LU"
    }

    /// Each rule that found something, with how many sounds it found it in, most first.
    public var failingRules: [RuleTally] {
        var tallies: [String: RuleTally] = [:]
        for entry in entries {
            for finding in entry.findings {
                var tally =
                    tallies[finding.rule]
                    ?? RuleTally(rule: finding.rule, severity: finding.severity, sounds: 0)
                tally.severity = max(tally.severity, finding.severity)
                tallies[finding.rule] = tally
            }
            for rule in Set(entry.findings.map(\.rule)) { tallies[rule]?.sounds += 1 }
        }
        return tallies.values.sorted { ($1.severity, $1.sounds, $0.rule) < ($0.severity, $0.sounds, $1.rule) }
    }
}

extension CheckReport {
    /// What the review page shows: iOS's sounds, whose loudness and length it compares as a set
    /// played by one app. Android's raw resources are `check`'s to report for now.
    public var reviewedPart: CheckReport { only(.apple) }
}
