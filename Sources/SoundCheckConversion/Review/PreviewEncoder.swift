import SoundCheckChecking
import SoundCheckCore

/// Builds a `SoundPreview` from decoded audio as it streams past: mixes more than two channels
/// to one (as `convert` does), resamples to the preview's rate with libsoxr, quantises to 16 bits
/// and keeps at most `maximumDuration` seconds, so its memory is bounded whatever the input.
struct PreviewEncoder {
    let sampleRate: Int
    private let mixer: ChannelMixer
    private let resampler: Resampler?
    private let inputLimit: Int64
    private var inputFrames: Int64 = 0
    private var truncated = false
    private var data: [UInt8] = []
    private var mixed: [Float] = []
    private var resampled: [Float] = []

    /// `expectedFrames`, when the file states it, sizes the buffer once.
    init(
        inputChannels: Int, inputRate: Double, expectedFrames: Int64?, maximumRate: Int, maximumDuration: Double,
        path: String
    ) throws(ConversionError) {
        sampleRate = Self.rate(forInput: inputRate, maximum: maximumRate)
        mixer = try ChannelMixer(
            inputChannels: inputChannels, outputChannels: inputChannels <= 2 ? inputChannels : 1,
            path: path)
        resampler =
            Double(sampleRate) == inputRate
            ? nil
            : try Resampler(
                channels: mixer.outputChannels, inputRate: inputRate, outputRate: Double(sampleRate),
                path: path)
        inputLimit = Int64(min(maximumDuration * inputRate, 0x1p62))
        // The header's place first, filled in by finish(), so the samples are never copied.
        data = [UInt8](repeating: 0, count: WAVHeader.size)
        let seconds = min(expectedFrames.map { Double($0) / inputRate } ?? 1, maximumDuration) + 0.1
        data.reserveCapacity(WAVHeader.size + Int(seconds * Double(sampleRate * mixer.outputChannels * 2)))
    }

    /// The input's rate when it is a whole number of hertz from 8 kHz up to `maximum`, else
    /// `maximum` (8 kHz for slower sounds): a WAV file states a whole rate, and browsers play
    /// from 8 kHz up.
    static func rate(forInput rate: Double, maximum: Int) -> Int {
        if rate < 8000 { return min(8000, maximum) }
        if rate <= Double(maximum), rate == rate.rounded() { return Int(rate) }
        return maximum
    }

    /// Takes `frames` interleaved frames of the input's channels.
    mutating func add(_ samples: UnsafeBufferPointer<Float>, frames: Int) throws(ConversionError) {
        let taken = Int(min(Int64(frames), max(0, inputLimit - inputFrames)))
        if taken < frames { truncated = true }
        guard taken > 0 else { return }
        inputFrames += Int64(taken)
        mixer.mix(samples, frames: taken, into: &mixed)
        guard let resampler else { return quantise(mixed) }
        resampled.removeAll(keepingCapacity: true)
        try mixed.withUnsafeBufferPointer { (buffer) throws(ConversionError) in
            try resampler.process(buffer, frames: taken, output: &resampled)
        }
        quantise(resampled)
    }

    /// The WAV file of everything taken.
    mutating func finish() throws(ConversionError) -> SoundPreview {
        if let resampler {
            resampled.removeAll(keepingCapacity: true)
            try resampler.flush(output: &resampled)
            quantise(resampled)
        }
        let channels = mixer.outputChannels
        let dataBytes = data.count - WAVHeader.size
        let header = WAVHeader.pcm16(channels: channels, sampleRate: sampleRate, dataBytes: dataBytes)
        data.replaceSubrange(0..<WAVHeader.size, with: header)
        return SoundPreview(
            wav: data, sampleRate: sampleRate, channels: channels,
            frames: Int64(dataBytes / (2 * channels)), truncated: truncated)
    }

    /// Appends samples as 16-bit little-endian, scaled as the decoders scale (1 is 32768), clamped.
    private mutating func quantise(_ samples: [Float]) {
        for sample in samples {
            let scaled = sample.isNaN ? 0 : min(32767, max(-32768, sample * 32768))
            let value = UInt16(bitPattern: Int16(scaled.rounded(.toNearestOrEven)))
            data.append(UInt8(value & 0xFF))
            data.append(UInt8(value >> 8))
        }
    }
}
