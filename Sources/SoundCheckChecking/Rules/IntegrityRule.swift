import SoundCheckCore

/// The file must be whole and readable: a complete header, audio data that is all there, and
/// values a player can use.
public struct IntegrityRule: Rule {
    public static let description = RuleDescription(
        identifier: "integrity",
        name: "Integrity",
        summary: "The file is complete and readable: no truncated or missing data chunk, no zero frames, "
            + "no channel count, sample rate or CAF packet layout that no sound has, no corrupt IMA4 block headers.",
        rationale:
            """
            A sound the system cannot decode is silently replaced by the default sound; a truncated one may play \
            cut short or not at all.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("invalid/truncated.wav", message: "the file is truncated"),
            RuleExample("invalid/corrupt-ima4.caf", message: "IMA4 packet 3 of 173 (channel 1) has step index 100"),
            RuleExample("invalid/empty.wav", message: "the file holds no audio"),
            RuleExample("warnings/streamed-sox.wav", message: "the 'data' chunk's size is 0x7FFFF000"),
        ],
        nonTriggeringExamples: [
            "valid/chime-ima4.caf", "valid/streamed-pcm.caf", "valid/bell-ima4-stereo.aifc", "valid/ping-pcm16.wav",
        ]
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        if let readError = sound.readError {
            return [finding("cannot read the file: \(readError)", about: sound)]
        }
        guard let description = sound.description, description.container != .unknown else { return [] }
        var findings = description.defects.map {
            finding(Self.message(for: $0), about: sound, severity: Self.severity(of: $0))
        }
        let hasError = description.defects.contains(where: Self.isError)
        if description.channels <= 0 && !hasError {
            findings.append(finding("the header says \(description.channels) channels", about: sound))
        }
        if let (message, severity) = Self.sampleRateProblem(description.sampleRate) {
            findings.append(finding(message, about: sound, severity: severity))
        }
        if let frames = description.frames {
            if frames == 0 && description.dataOffset != nil {
                findings.append(finding("the file holds no audio: 0 frames", about: sound))
            }
        } else if description.dataOffset != nil && !hasError {
            findings.append(
                finding("the header does not say how many frames it holds", about: sound, severity: .warning))
        }
        switch sound.libsndfile {
        case .notAsked:
            break
        case .refused(let reason):
            if !hasError {
                findings.append(
                    finding(
                        """
                        libsndfile cannot read it (\(reason)) although its header looks like \
                        \(description.container.displayName) \(description.encoding.displayName): the file is \
                        damaged or non-standard
                        """,
                        about: sound))
            }
        case .opened(_, let channels, let sampleRate, _):
            if channels != description.channels || Double(sampleRate) != description.sampleRate.rounded() {
                findings.append(
                    finding(
                        """
                        libsndfile reads \(channels) channels at \(sampleRate) Hz, but the header says \
                        \(description.channels) channels at \(NumberText.trimmed(description.sampleRate)) Hz: the \
                        header is inconsistent
                        """,
                        about: sound))
            }
        }
        return findings
    }

    /// How bad a header defect is: an error when the file cannot be played as it is, a warning
    /// when it plays but is suspect.
    ///
    /// The rule owns this decision, not the readers and not the model (there is no
    /// `HeaderDefect.isFatal`): readers report facts, and grading them is policy, which belongs
    /// with the rule that reports them. Everything else that needs to know whether a file is
    /// broken (the libsndfile cross-check, `info`'s libsndfile line) asks `isError(_:)` instead of
    /// keeping a grading of its own, so a change of grade here changes them all and they cannot
    /// disagree with the findings `check` reports. This is the rule's own grade: a `severity:`
    /// override in `.soundcheck.yml` changes how findings are reported, not whether a file is
    /// broken. No `default`: a new kind of defect must be graded.
    public static func severity(of defect: HeaderDefect) -> Severity {
        switch defect {
        case .missingChunk, .chunkTooShort, .chunkCutShort, .truncatedData, .framesExceedData, .invalidChannels,
            .valueOutOfRange, .unexpectedPacketLayout, .unsupportedSampleSize, .unplayablePCMLayout,
            .unplayableSampleFormat, .zeroBlockAlign, .missingSubFormat, .negativePacketTable, .corruptIMA4Block:
            .error
        case .truncatedChunk, .lengthPlaceholder, .headerSizeMismatch, .strayBytes, .zeroBytesPerPacket,
            .unexpectedVersion, .descNotFirst:
            .warning
        }
    }

    /// What is wrong with a header's sample rate, if anything: an error outside
    /// `AppleSoundFormats.possibleSampleRates` (0, negative, NaN, infinite or absurd), a warning
    /// outside `playedSampleRates`. `convert` and `info --levels` refuse what is an error here, in
    /// these words.
    package static func sampleRateProblem(_ rate: Double) -> (message: String, severity: Severity)? {
        if !AppleSoundFormats.possibleSampleRates.contains(rate) {
            return ("the header's sample rate is \(NumberText.trimmed(rate)) Hz, which nothing can play", .error)
        }
        if !AppleSoundFormats.playedSampleRates.contains(rate) {
            let message =
                "the sample rate \(NumberText.trimmed(rate)) Hz is outside what players handle (1 kHz…768 kHz)"
            return (message, .warning)
        }
        return nil
    }

    /// Whether the rule grades `defect` an error: the file cannot be trusted to play.
    package static func isError(_ defect: HeaderDefect) -> Bool {
        severity(of: defect) == .error
    }
}
