import SoundCheckChecking
import SoundCheckCore

/// Decodes sounds for the report, one streaming pass each: the waveform's envelope, clipping and
/// silence, the levels (libebur128), and the preview, all from the same chunks. Memory is a chunk
/// plus what each result holds, which is bounded whatever the sound's length.
public struct SoundReviewer: Sendable {
    public var options: ReviewOptions

    public init(options: ReviewOptions = ReviewOptions()) {
        self.options = options
    }

    static let chunkFrames = 4096

    /// Reviews the sound at `path` (the decoders say why when it cannot be decoded).
    public func review(_ path: String) throws(ConversionError) -> SoundReview {
        let decoder = try AudioDecoders.open(path)
        var pass = try ReviewPass(decoder: decoder, options: options)
        var buffer = [Float](repeating: 0, count: Self.chunkFrames * decoder.channels)
        while true {
            let frames = try buffer.withUnsafeMutableBufferPointer { (chunk) throws(ConversionError) -> Int in
                try decoder.read(into: chunk, maxFrames: Self.chunkFrames)
            }
            guard frames > 0 else { break }
            try buffer.withUnsafeBufferPointer { (chunk) throws(ConversionError) in
                try pass.add(chunk, frames: frames)
            }
        }
        return pass.finish()
    }
}

/// The measurements of one sound, fed the same chunks. The levels and the preview are extras:
/// a missing library or a rate libebur128 does not take leaves a reason, not a failed review.
private struct ReviewPass {
    let decoder: AudioDecoder
    var envelope: EnvelopeBuilder
    var signal: SignalMeter
    let meter: LoudnessMeter?
    let levelsProblem: String?
    var preview: PreviewEncoder?
    var previewProblem: String?

    init(decoder: AudioDecoder, options: ReviewOptions) throws(ConversionError) {
        self.decoder = decoder
        envelope = EnvelopeBuilder(
            columns: options.columns, inputChannels: decoder.channels,
            expectedFrames: decoder.frameCount)
        signal = SignalMeter(channels: decoder.channels, sampleRate: decoder.sampleRate)
        do {
            meter = try LoudnessMeter(channels: decoder.channels, sampleRate: decoder.sampleRate, path: decoder.path)
            levelsProblem = nil
        } catch {
            meter = nil
            levelsProblem = error.reason
        }
        guard options.previews else { return }
        do {
            preview = try PreviewEncoder(
                inputChannels: decoder.channels, inputRate: decoder.sampleRate,
                expectedFrames: decoder.frameCount, maximumRate: options.previewRate,
                maximumDuration: options.maximumPreviewDuration, path: decoder.path)
        } catch {
            previewProblem = error.reason
        }
    }

    mutating func add(_ chunk: UnsafeBufferPointer<Float>, frames: Int) throws(ConversionError) {
        envelope.add(chunk, frames: frames)
        signal.add(chunk, frames: frames)
        meter?.add(chunk, frameCount: frames)
        do {
            try preview?.add(chunk, frames: frames)
        } catch {
            preview = nil
            previewProblem = error.reason
        }
    }

    mutating func finish() -> SoundReview {
        let facts = signal.facts
        var review = SoundReview(
            sampleRate: decoder.sampleRate, channels: decoder.channels, signal: facts,
            envelope: envelope.envelope)
        review.levelsProblem = levelsProblem
        if let meter {
            review.levels = meter.levels
            review.loudness = Self.loudness(meter, duration: review.duration)
        }
        do {
            review.preview = try preview?.finish()
        } catch {
            previewProblem = error.reason
        }
        review.previewProblem = previewProblem
        return review
    }

    /// Integrated loudness, or for a sound shorter than one gating block, its loudness over its
    /// whole length; nil for silence.
    static func loudness(_ meter: LoudnessMeter, duration: Double) -> SoundLoudness? {
        if let integrated = meter.integratedLoudness { return SoundLoudness(lufs: integrated, method: .integrated) }
        guard duration < SoundLoudness.gatingBlock else { return nil }
        let milliseconds = Int((duration * 1000).rounded(.down))
        return meter.loudness(overLast: milliseconds).map { SoundLoudness(lufs: $0, method: .wholeSound) }
    }
}

extension SoundReviewer {
    /// Reviews every file of `report` on up to `workers` threads: one outcome per file, in order.
    /// Each file is isolated as `check` isolates it: one that stops the process is reported as
    /// such on the rerun, and the others are reviewed as usual.
    public func review(_ report: CheckReport, workers: Int) -> [ReviewOutcome] {
        Parallel.map(report.files, workers: FileIsolation.workers(workers)) { file in
            if let reason = Self.reasonNotToDecode(file.sound) { return .notDecoded(reason) }
            // Isolated by the path the report shows (a copy from an .ipa has a new name each run).
            if let reason = FileIsolation.crashReason(for: file.path) { return .undecodable(reason) }
            return FileIsolation.run(file.path) {
                do throws(ConversionError) {
                    return (.reviewed(try review(file.sound.readPath ?? file.path)), succeeded: true)
                } catch {
                    return (.undecodable(error.reason), succeeded: false)
                }
            }
        }
    }

    /// Why a file is not handed to the decoders: it is not there, or could not be read at all.
    static func reasonNotToDecode(_ sound: InspectedSound) -> String? {
        if case .missing = sound.shipping { return "the file is missing" }
        return sound.readError
    }
}
