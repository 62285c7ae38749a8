import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts any audio file into a sound that plays, streaming: decode, mix channels, resample,
/// apply gain, trim with a fade, quantise to 16 bits, encode. Memory stays at a few chunks
/// whatever the input's length. The output appears only when complete (`OutputFile`) and read back
/// by the checking layer as `check` would judge it (`OutputVerification`); an input that decodes to
/// no audio is refused before anything is written. An existing file is replaced only with
/// `overwrite`, and a format that cannot be produced is an error, never a silent fallback.
public struct Converter: Sendable {
    public var options: ConversionOptions

    public init(options: ConversionOptions = ConversionOptions()) {
        self.options = options
    }

    private static let chunkFrames = 4096

    /// Converts `input` into `output`. `judgedAs`: the name the result is checked under when it
    /// is not `output` (`fix` writes to a hidden name, then moves the file to its own).
    public func convert(_ input: String, to output: String, judgedAs: String? = nil) throws(ConversionError)
        -> ConversionResult
    {
        try refuseUnsafeDestination(input: input, output: output)
        let gain = try normalisationGain(input)

        let decoder = try AudioDecoders.open(input)
        if decoder.frameCount == 0 { throw Self.noAudio(input) }
        // More than stereo is not a notification sound: unless told otherwise, mono is the safe mix.
        let channels = options.channels ?? (decoder.channels > 2 ? 1 : decoder.channels)
        return try convert(
            input, to: output, judgedAs: judgedAs ?? output, decoder: decoder, channels: channels, gain: gain)
    }

    private func convert(
        _ input: String, to output: String, judgedAs: String, decoder: AudioDecoder, channels: Int,
        gain: Double?
    ) throws(ConversionError) -> ConversionResult {
        var chunks = try MixedChunks(decoder, channels: channels, chunkFrames: Self.chunkFrames)
        let sampleRate = try outputSampleRate(decoder, input: input)
        // The first chunk before any file is made: an input with no audio makes none.
        var mixed: [Float] = []
        var frames = try chunks.next(into: &mixed)
        guard frames > 0 else { throw Self.noAudio(input) }

        let file = try OutputFile(destination: output, overwrite: options.overwrite)
        var chain = try makeChain(
            file: file, input: input, decoder: decoder, channels: channels,
            sampleRate: sampleRate, gain: gain)
        repeat {
            try chain.process(mixed, frames: frames)
            if chain.trimmed { break }
            frames = try chunks.next(into: &mixed)
        } while frames > 0
        try chain.finish()
        let verification = OutputVerification(
            format: options.format, channels: channels, sampleRate: sampleRate,
            maxDuration: options.maxDuration)
        try verification.verify(file, input: input, as: judgedAs)
        try file.commit()
        return ConversionResult(
            input: input, output: output, format: options.format,
            inputSampleRate: decoder.sampleRate, inputChannels: decoder.channels,
            sampleRate: sampleRate, channels: channels, frames: chain.writer.frames,
            trimmedFrom: trimmedFrom(chain.trimmer, decoder: decoder, sampleRate: sampleRate),
            gainDecibels: gain, clippedSamples: chain.quantiser.clipped
        )
    }

    private static func noAudio(_ input: String) -> ConversionError {
        ConversionError(path: input, reason: "the input decodes to 0 frames: there is no audio to convert")
    }

    private func outputSampleRate(_ decoder: AudioDecoder, input: String) throws(ConversionError) -> Double {
        let sampleRate = options.sampleRate ?? decoder.sampleRate
        guard sampleRate >= 1000, sampleRate <= 384_000, sampleRate.isFinite else {
            let rate = NumberText.trimmed(sampleRate)
            throw ConversionError(path: input, reason: "cannot write a sample rate of \(rate) Hz (1000 to 384000 Hz)")
        }
        return sampleRate
    }

    private func makeChain(
        file: OutputFile, input: String, decoder: AudioDecoder, channels: Int, sampleRate: Double,
        gain: Double?
    ) throws(ConversionError) -> SampleChain {
        let resampler =
            sampleRate == decoder.sampleRate
            ? nil
            : try Resampler(channels: channels, inputRate: decoder.sampleRate, outputRate: sampleRate, path: input)
        let fadeFrames = Int(options.fadeOut * sampleRate)
        let trimmer = options.maxDuration.map {
            FadeOutTrimmer(
                channels: channels, limitFrames: limitFrames($0, sampleRate: sampleRate), fadeFrames: fadeFrames)
        }
        let writer = try SoundWriters.make(
            options.format, file: file, channels: channels, sampleRate: sampleRate,
            effort: options.effort, parallelChannels: options.parallelChannels)
        let linearGain = Float(gain.map { pow(10, $0 / 20) } ?? 1)
        return SampleChain(resampler: resampler, trimmer: trimmer, gain: linearGain, writer: writer)
    }

    /// The source's length in seconds when the sound was trimmed: the decoder's count when it
    /// knows it, else how far decoding went.
    private func trimmedFrom(_ trimmer: FadeOutTrimmer?, decoder: AudioDecoder, sampleRate: Double) -> Double? {
        guard let trimmer, trimmer.trimmed else { return nil }
        let sourceFrames =
            decoder.frameCount.map { Double($0) * sampleRate / decoder.sampleRate }
            ?? Double(trimmer.inputFrames)
        return sourceFrames / sampleRate
    }

    /// The most frames a sound may have to stay under `duration`: strictly shorter, and in whole
    /// packets for AIFF-C IMA4, whose length on disk is rounded up to 64 frames.
    func limitFrames(_ duration: Double, sampleRate: Double) -> Int64 {
        // A limit beyond any sound's length (--max-duration 1e308) is no limit; converting it to
        // Int64 would trap.
        let exact = (duration * sampleRate).rounded(.up)
        guard exact.isFinite, exact < 0x1p62 else { return 1 << 62 }
        var frames = Int64(exact) - 1
        if options.format.container == .aifc && options.format.encoding == .ima4 {
            frames -= frames % Int64(IMA4.framesPerPacket)
        }
        return max(0, frames)
    }

    /// The gain normalisation asks for, measured in a first pass over the source.
    private func normalisationGain(_ input: String) throws(ConversionError) -> Double? {
        guard let normalization = options.normalization else { return nil }
        let levels = try LevelMeasurement.measure(input, channels: options.channels)
        // A silent sound gets no gain rather than an infinite one.
        return levels.gain(for: normalization) ?? 0
    }

    /// Refuses to replace the input, or any existing file, unless asked to.
    private func refuseUnsafeDestination(input: String, output: String) throws(ConversionError) {
        var inputStatus = stat()
        var outputStatus = stat()
        guard stat(PathText.systemPath(input), &inputStatus) == 0 else {
            throw ConversionError(path: input, reason: String(cString: strerror(errno)))
        }
        if (inputStatus.st_mode & S_IFMT) == S_IFDIR {
            throw ConversionError(path: input, reason: "is a folder, not a sound file")
        }
        guard stat(PathText.systemPath(output), &outputStatus) == 0 else { return }
        if (outputStatus.st_mode & S_IFMT) == S_IFDIR {
            throw ConversionError(path: output, reason: "is a folder")
        }
        if options.overwrite { return }
        if inputStatus.st_dev == outputStatus.st_dev && inputStatus.st_ino == outputStatus.st_ino {
            throw ConversionError(
                path: output, reason: "is the input; converting would overwrite it", kind: .outputExists)
        }
        throw ConversionError(path: output, reason: "exists already", kind: .outputExists)
    }
}
