import Foundation

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Signals to feed the conversion stages and measurements to judge what comes out.
enum AudioSignals {
    /// Interleaved sine tones, one frequency per channel.
    static func sine(frequencies: [Double], amplitude: Double, sampleRate: Double, frames: Int, phase: Double = 0)
        -> [Float]
    {
        var samples = [Float](repeating: 0, count: frames * frequencies.count)
        for frame in 0..<frames {
            for (channel, frequency) in frequencies.enumerated() {
                samples[frame * frequencies.count + channel] = Float(
                    amplitude * sin(2 * .pi * frequency * Double(frame) / sampleRate + phase))
            }
        }
        return samples
    }

    /// Every frame a decoder yields, read in chunks of `chunk` frames.
    static func decodeAll(_ decoder: AudioDecoder, chunk: Int = 1000) throws -> [Float] {
        var all: [Float] = []
        var buffer = [Float](repeating: .nan, count: chunk * decoder.channels)
        while true {
            let count = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0, maxFrames: chunk) }
            if count == 0 { break }
            all += buffer[0..<count * decoder.channels]
        }
        return all
    }

    /// One channel of interleaved samples.
    static func channel(_ channel: Int, of samples: [Float], channels: Int) -> [Float] {
        stride(from: channel, to: samples.count, by: channels).map { samples[$0] }
    }

    /// The file's samples as ffmpeg decodes them to 16-bit, interleaved.
    static func int16Samples(of path: String, in directory: URL) throws -> [Int16] {
        let raw = directory.appendingPathComponent("reference-\(UUID().uuidString).raw").path
        try ExternalTool.ffmpeg(["-i", path, "-f", "s16le", "-c:a", "pcm_s16le", raw])
        let data = try Data(contentsOf: URL(fileURLWithPath: raw))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
    }

    static func rms(_ samples: some Collection<Float>) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    /// Signal-to-noise ratio in dB of `test` against `reference`, over their common length.
    static func snr(reference: some Collection<Float>, test: some Collection<Float>) -> Double {
        var signal = 0.0
        var noise = 0.0
        for (r, t) in zip(reference, test) {
            signal += Double(r) * Double(r)
            noise += (Double(r) - Double(t)) * (Double(r) - Double(t))
        }
        return noise == 0 ? .infinity : 10 * log10(signal / noise)
    }

    /// The shift of `test` against `reference` within ±`maxLag` frames that matches best: positive
    /// when `test` runs late.
    static func bestLag(reference: [Float], test: [Float], maxLag: Int) -> Int {
        var best = 0
        var bestScore = -Double.infinity
        for lag in -maxLag...maxLag {
            var score = 0.0
            var index = max(0, -lag)
            while index < reference.count && index + lag < test.count {
                score += Double(reference[index]) * Double(test[index + lag])
                index += 1
            }
            if score > bestScore {
                bestScore = score
                best = lag
            }
        }
        return best
    }

    /// The frequency of a tone from its upward zero crossings, interpolated between samples.
    static func zeroCrossingFrequency(_ samples: [Float], sampleRate: Double) -> Double? {
        var crossings: [Double] = []
        for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 {
            let a = Double(samples[index - 1])
            let b = Double(samples[index])
            crossings.append(Double(index - 1) + (-a) / (b - a))
        }
        guard let first = crossings.first, let last = crossings.last, crossings.count > 1 else { return nil }
        return Double(crossings.count - 1) / ((last - first) / sampleRate)
    }
}
