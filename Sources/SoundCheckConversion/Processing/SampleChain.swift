import SoundCheckCore

/// What mixed samples go through on their way to the writer: resampling, trimming with a fade,
/// gain, and quantising to 16 bits.
struct SampleChain {
    let resampler: Resampler?
    private(set) var trimmer: FadeOutTrimmer?
    private(set) var quantiser: SampleQuantiser
    let writer: SoundWriter
    private var resampled: [Float] = []

    init(resampler: Resampler?, trimmer: FadeOutTrimmer?, gain: Float, writer: SoundWriter) {
        self.resampler = resampler
        self.trimmer = trimmer
        self.quantiser = SampleQuantiser(gain: gain)
        self.writer = writer
    }

    /// Past the limit nothing more will be written: decoding can stop.
    var trimmed: Bool { trimmer?.trimmed ?? false }

    /// Takes one chunk of mixed frames (interleaved).
    mutating func process(_ mixed: [Float], frames: Int) throws(ConversionError) {
        guard let resampler else { return try emit(mixed) }
        var output = resampled
        output.removeAll(keepingCapacity: true)
        try mixed.withUnsafeBufferPointer { (buffer) throws(ConversionError) in
            try resampler.process(buffer, frames: frames, output: &output)
        }
        resampled = output
        try emit(output)
    }

    /// Writes what the resampler and the trimmer hold back, and completes the file's header.
    mutating func finish() throws(ConversionError) {
        if let resampler, !trimmed {
            var output: [Float] = []
            try resampler.flush(output: &output)
            try emit(output)
        }
        if let tail = trimmer?.finish() { try quantiser.write(tail, to: writer) }
        try writer.finish()
    }

    private mutating func emit(_ samples: [Float]) throws(ConversionError) {
        try quantiser.write(trimmer?.process(samples) ?? samples, to: writer)
    }
}
