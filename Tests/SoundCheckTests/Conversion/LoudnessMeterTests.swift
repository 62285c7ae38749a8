import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Loudness meter (libebur128), cross-checked against ffmpeg's ebur128 filter")
struct LoudnessMeterTests {
    static func measure(_ samples: [Float], channels: Int, sampleRate: Double, chunk: Int = .max) throws
        -> LoudnessMeter
    {
        let meter = try LoudnessMeter(channels: channels, sampleRate: sampleRate)
        samples.withUnsafeBufferPointer { buffer in
            let frames = samples.count / channels
            var position = 0
            while position < frames {
                let count = min(chunk, frames - position)
                meter.add(
                    UnsafeBufferPointer(rebasing: buffer[position * channels..<(position + count) * channels]),
                    frameCount: count)
                position += count
            }
        }
        return meter
    }

    /// ffmpeg's summary: integrated loudness (LUFS), sample peak and true peak (dBFS), to 0.1.
    static func ffmpegLevels(_ path: String) throws -> (integrated: Double, samplePeak: Double, truePeak: Double) {
        let result = try ExternalTool.run(
            "ffmpeg",
            ["-nostdin", "-hide_banner", "-nostats", "-i", path, "-af", "ebur128=peak=true+sample", "-f", "null", "-"])
        guard result.status == 0, let summary = result.standardError.components(separatedBy: "Summary:").last else {
            throw ExternalTool.ToolError(description: "ffmpeg ebur128: \(result.standardError)")
        }
        func value(after heading: String, label: String) throws -> Double {
            guard let section = summary.components(separatedBy: heading).dropFirst().first,
                let line = section.split(separator: "\n").first(where: {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix(label)
                }),
                let number = line.split(separator: " ").compactMap({ Double($0) }).first
            else { throw ExternalTool.ToolError(description: "no \(heading) \(label) in: \(summary)") }
            return number
        }
        return (
            try value(after: "Integrated loudness:", label: "I:"), try value(after: "Sample peak:", label: "Peak:"),
            try value(after: "True peak:", label: "Peak:")
        )
    }

    static var hasTools: Bool { ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil }

    /// Signals made by sox, decoded with our FFmpeg decoder, measured by us and by ffmpeg.
    /// `expected` is the textbook value where there is one: a stereo sine at -20 dBFS reads
    /// -20 LUFS (K-weighting adds +0.69 dB at 1 kHz, cancelling the -0.691 offset); a mono sine
    /// at -18 dBFS reads -21 LUFS, its mean square being half its peak squared.
    @Test(
        "integrated loudness and peaks agree with ffmpeg's ebur128 filter",
        .enabled(if: hasTools, "needs ffmpeg and sox"),
        arguments: [
            (
                "997 Hz, -20 dBFS, stereo, 48 kHz", ["-r", "48000", "-c", "2", "-b", "32", "-e", "floating-point"],
                ["synth", "5", "sine", "997", "vol", "0.1"], -20.0 as Double?
            ),
            (
                "1 kHz, -18 dBFS, mono, 48 kHz", ["-r", "48000", "-c", "1", "-b", "32", "-e", "floating-point"],
                ["synth", "5", "sine", "1000", "gain", "-18"], -21.0
            ),
            (
                "pink and brown noise with fades, 44.1 kHz", ["-r", "44100", "-c", "2", "-b", "16"],
                ["synth", "6", "pinknoise", "brownnoise", "vol", "0.3", "fade", "q", "0.5", "6", "2"], nil
            ),
            (
                "sweep 50 Hz to 15 kHz, mono, 44.1 kHz", ["-r", "44100", "-c", "1", "-b", "16"],
                ["synth", "4", "sine", "50-15000", "vol", "0.5"], nil
            ),
            (
                "speech-like bursts with silence between, 22.05 kHz", ["-r", "22050", "-c", "1", "-b", "16"],
                ["synth", "8", "sine", "300", "tremolo", "0.5", "100", "vol", "0.4"], nil
            ),
        ])
    func matchesFFmpeg(name: String, format: [String], synth: [String], expected: Double?) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("signal.wav").path
        // -R: the same noise every run.
        let made = try ExternalTool.run("sox", ["-R", "-n"] + format + [path] + synth)
        #expect(made.status == 0, "sox: \(made.standardError)")

        let decoder = try FFmpegDecoder(path: path)
        let meter = try LoudnessMeter(channels: decoder.channels, sampleRate: decoder.sampleRate)
        var buffer = [Float](repeating: 0, count: 4096 * decoder.channels)
        while true {
            let frames = try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0, maxFrames: 4096) }
            if frames == 0 { break }
            buffer.withUnsafeBufferPointer { meter.add($0, frameCount: frames) }
        }
        let ours = meter.levels
        let theirs = try Self.ffmpegLevels(path)
        let loudness = try #require(ours.integratedLoudness)
        // ffmpeg prints one decimal, so its own rounding takes up to 0.05 of this.
        #expect(abs(loudness - theirs.integrated) <= 0.1, "\(name): ours \(loudness) LUFS, ffmpeg \(theirs.integrated)")
        #expect(
            abs(ours.peakDecibels - theirs.samplePeak) <= 0.1,
            "\(name): ours \(ours.peakDecibels) dBFS, ffmpeg \(theirs.samplePeak)")
        // Both oversample 4× but with different interpolation filters: on noise, whose peaks fall
        // between samples, they were seen to differ by up to 0.25 dB.
        #expect(
            abs(ours.truePeakDecibels - theirs.truePeak) <= 0.4,
            "\(name): ours \(ours.truePeakDecibels) dBTP, ffmpeg \(theirs.truePeak)")
        #expect(ours.truePeak >= ours.samplePeak)
        if let expected {
            #expect(abs(loudness - expected) <= 0.1, "\(name): \(loudness) LUFS")
        }
    }

    @Test("the sample peak is the largest absolute sample of any channel, exactly")
    func samplePeakIsExact() throws {
        var samples = AudioSignals.sine(frequencies: [440, 660], amplitude: 0.25, sampleRate: 44100, frames: 44100)
        samples[2 * 1234 + 1] = -0.8125
        samples[2 * 40000] = 0.5
        let meter = try Self.measure(samples, channels: 2, sampleRate: 44100, chunk: 1000)
        #expect(meter.samplePeak == 0.8125)
        #expect(abs(meter.levels.peakDecibels - 20 * log10(0.8125)) < 1e-12)
    }

    /// At a quarter of the sample rate, with a 45° phase, every sample lands at ±0.707 of the
    /// crest: the sample peak misses 3 dB that the true peak finds.
    @Test("the true peak finds the crest between samples")
    func truePeakBetweenSamples() throws {
        let samples = AudioSignals.sine(
            frequencies: [12000], amplitude: 0.5, sampleRate: 48000, frames: 48000, phase: .pi / 4)
        let meter = try Self.measure(samples, channels: 1, sampleRate: 48000)
        #expect(abs(meter.levels.peakDecibels - (-9.03)) < 0.01)
        #expect(abs(meter.levels.truePeakDecibels - (-6.02)) < 0.2, "true peak \(meter.levels.truePeakDecibels) dBTP")
    }

    @Test("silence and audio shorter than a gating block have no integrated loudness")
    func silenceAndShortAudio() throws {
        let silence = try Self.measure([Float](repeating: 0, count: 5 * 48000 * 2), channels: 2, sampleRate: 48000)
        #expect(silence.integratedLoudness == nil)
        #expect(silence.samplePeak == 0)
        #expect(silence.truePeak == 0)
        #expect(silence.levels.peakDecibels == -.infinity)

        let short = try Self.measure(
            AudioSignals.sine(frequencies: [1000], amplitude: 0.5, sampleRate: 48000, frames: 14400), channels: 1,
            sampleRate: 48000)
        #expect(short.integratedLoudness == nil)
        #expect(abs(short.samplePeak - 0.5) < 1e-3)

        let nothing = try LoudnessMeter(channels: 1, sampleRate: 44100)
        #expect(nothing.integratedLoudness == nil)
        #expect(nothing.samplePeak == 0)
    }

    @Test("feeding frames in small chunks measures the same as all at once")
    func chunkingDoesNotMatter() throws {
        var generator = SplitMix64(seed: 11)
        let samples = (0..<(3 * 44100 * 2)).map { _ in Float(Double(generator.next() % 20001) / 10000 - 1) * 0.3 }
        let whole = try Self.measure(samples, channels: 2, sampleRate: 44100)
        let chunked = try Self.measure(samples, channels: 2, sampleRate: 44100, chunk: 77)
        #expect(whole.levels == chunked.levels)
        #expect(whole.integratedLoudness != nil)
    }

    @Test("SoundLevels round-trips through JSON, nil loudness included")
    func levelsCodable() throws {
        for levels in [
            SoundLevels(samplePeak: 0.5, truePeak: 0.52, integratedLoudness: -16.25),
            SoundLevels(samplePeak: 0, truePeak: 0, integratedLoudness: nil),
        ] {
            let data = try JSONEncoder().encode(levels)
            #expect(try JSONDecoder().decode(SoundLevels.self, from: data) == levels)
        }
        #expect(abs(SoundLevels(samplePeak: 0.5, truePeak: 1, integratedLoudness: nil).peakDecibels - (-6.0206)) < 1e-4)
        #expect(SoundLevels(samplePeak: 0.5, truePeak: 1, integratedLoudness: nil).truePeakDecibels == 0)
    }

    @Test("impossible channel counts and rates throw")
    func invalidParameters() {
        for (channels, rate) in [
            (0, 48000.0), (-2, 48000), (65, 48000), (2, 0), (2, 44100.5), (2, .nan), (2, 5_000_000),
        ] {
            #expect(throws: ConversionError.self, "\(channels) channels at \(rate) Hz") {
                _ = try LoudnessMeter(channels: channels, sampleRate: rate)
            }
        }
    }
}
