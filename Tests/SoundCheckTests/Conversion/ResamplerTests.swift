import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Resampler (libsoxr): length, frequency, amplitude, anti-aliasing, chunking")
struct ResamplerTests {
    /// Resamples a whole stream, fed in chunks whose sizes cycle through `chunks`.
    static func resample(
        _ input: [Float], channels: Int, from inputRate: Double, to outputRate: Double, chunks: [Int] = [Int.max]
    ) throws -> [Float] {
        let resampler = try Resampler(channels: channels, inputRate: inputRate, outputRate: outputRate)
        var output: [Float] = []
        let frames = input.count / channels
        var position = 0
        var chunkIndex = 0
        try input.withUnsafeBufferPointer { buffer in
            while position < frames {
                let count = min(chunks[chunkIndex % chunks.count], frames - position)
                let slice = UnsafeBufferPointer(rebasing: buffer[position * channels..<(position + count) * channels])
                try resampler.process(slice, frames: count, output: &output)
                position += count
                chunkIndex += 1
            }
        }
        try resampler.flush(output: &output)
        return output
    }

    /// The steady middle of a signal, away from the filter's start and end transients.
    static func middle(_ samples: [Float], dropping fraction: Double = 0.1) -> [Float] {
        let drop = Int(Double(samples.count) * fraction)
        return Array(samples[drop..<samples.count - drop])
    }

    @Test("a 1 kHz sine at 48 kHz keeps its frequency and amplitude at 44.1 kHz")
    func sineKeepsFrequencyAndAmplitude() throws {
        let amplitude = 0.5
        let input = AudioSignals.sine(
            frequencies: [1000, 1000], amplitude: amplitude, sampleRate: 48000, frames: 96000)
        let output = try Self.resample(input, channels: 2, from: 48000, to: 44100)
        #expect(output.count == 88200 * 2)
        for channel in 0..<2 {
            let steady = Self.middle(AudioSignals.channel(channel, of: output, channels: 2))
            let frequency = try #require(AudioSignals.zeroCrossingFrequency(steady, sampleRate: 44100))
            #expect(abs(frequency - 1000) < 0.01, "channel \(channel): \(frequency) Hz")
            let level = 20 * log10(AudioSignals.rms(steady) * 2.0.squareRoot() / amplitude)
            #expect(abs(level) < 0.1, "channel \(channel): amplitude off by \(level) dB")
        }
        // The tone arrives on time: soxr's filter delay is compensated, so the output lines up
        // with a 1 kHz sine generated at 44.1 kHz (134 dB SNR measured; HQ promises 20 bits).
        let expected = AudioSignals.sine(frequencies: [1000], amplitude: amplitude, sampleRate: 44100, frames: 88200)
        let left = AudioSignals.channel(0, of: output, channels: 2)
        #expect(AudioSignals.snr(reference: Self.middle(expected), test: Self.middle(left)) > 100)
    }

    /// soxr's own arithmetic: the whole stream comes out as `round(frames × out / in)`.
    @Test(
        "the whole stream is round(frames × outputRate / inputRate) frames long",
        arguments: [
            (48000.0, 44100.0), (44100, 48000), (44100, 22050), (48000, 22050), (8000, 44100), (96000, 44100),
            (44100, 44100), (22050, 32000),
        ])
    func length(inputRate: Double, outputRate: Double) throws {
        for frames in [1, 7, 100, 1001, 48000, 48001, 66150, 123457] {
            let input = [Float](repeating: 0.25, count: frames)
            let output = try Self.resample(input, channels: 1, from: inputRate, to: outputRate, chunks: [333])
            let expected = Int((Double(frames) * outputRate / inputRate).rounded())
            #expect(output.count == expected, "\(frames) frames at \(inputRate) Hz -> \(outputRate) Hz")
        }
    }

    @Test("chunks of odd sizes give the same samples as one chunk")
    func chunkingDoesNotMatter() throws {
        var generator = SplitMix64(seed: 7)
        let input = (0..<(30011 * 2)).map { _ in Float(Double(generator.next() % 20001) / 10000 - 1) * 0.5 }
        let whole = try Self.resample(input, channels: 2, from: 44100, to: 48000)
        let chunked = try Self.resample(
            input, channels: 2, from: 44100, to: 48000, chunks: [1, 7, 333, 4097, 2, 10007])
        #expect(whole.count == chunked.count)
        #expect(whole == chunked)
    }

    @Test("a 20 kHz tone resampled to 22.05 kHz is filtered out, not aliased to 2.05 kHz")
    func antiAliasing() throws {
        let input = AudioSignals.sine(frequencies: [20000], amplitude: 0.5, sampleRate: 44100, frames: 44100)
        let output = try Self.resample(input, channels: 1, from: 44100, to: 22050)
        #expect(output.count == 22050)
        let attenuation = 20 * log10(AudioSignals.rms(Self.middle(input)) / AudioSignals.rms(Self.middle(output)))
        #expect(attenuation > 60, "only \(attenuation) dB down")
        // The pass band is kept: 5 kHz goes through unchanged in level.
        let passInput = AudioSignals.sine(frequencies: [5000], amplitude: 0.5, sampleRate: 44100, frames: 44100)
        let passOutput = try Self.resample(passInput, channels: 1, from: 44100, to: 22050)
        #expect(
            abs(20 * log10(AudioSignals.rms(Self.middle(passOutput)) / AudioSignals.rms(Self.middle(passInput)))) < 0.1)
    }

    @Test("flush ends the stream: a second flush adds nothing and more input throws")
    func flushEndsTheStream() throws {
        let resampler = try Resampler(channels: 1, inputRate: 48000, outputRate: 44100)
        var output: [Float] = []
        let input = [Float](repeating: 0.1, count: 4800)
        try input.withUnsafeBufferPointer { try resampler.process($0, frames: 4800, output: &output) }
        try resampler.flush(output: &output)
        #expect(output.count == 4410)
        try resampler.flush(output: &output)
        #expect(output.count == 4410)
        #expect(throws: ConversionError.self) {
            try input.withUnsafeBufferPointer { try resampler.process($0, frames: 10, output: &output) }
        }
    }

    @Test("impossible channel counts and rates throw")
    func invalidParameters() {
        for (channels, inputRate, outputRate) in [
            (0, 44100.0, 48000.0), (-1, 44100, 48000), (2, 0, 48000), (2, 44100, -1), (2, .nan, 48000),
            (2, 44100, .infinity),
        ] {
            #expect(throws: ConversionError.self, "\(channels) channels, \(inputRate) -> \(outputRate)") {
                _ = try Resampler(channels: channels, inputRate: inputRate, outputRate: outputRate)
            }
        }
    }
}
