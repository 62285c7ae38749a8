import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Trimming and channel mixing, measured on the converted signal.
@Suite("convert: trimming and downmix", .enabled(if: ExternalTool.path(of: "sox") != nil, "needs sox"))
struct ProcessingTests {
    @Test("a sound of 30 s or longer is trimmed to just under 30 s with a fade-out, and says so")
    func trim() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("long.wav", rate: 8000, ["35", "sine", "440", "gain", "-6"])
        var options = ConversionOptions()
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        let output = fixture.path("trimmed.wav")
        let result = try Converter(options: options).convert(source, to: output)

        #expect(result.frames == 8000 * 30 - 1)
        #expect(result.duration < 30)
        let trimmedFrom = try #require(result.trimmedFrom)
        #expect(abs(trimmedFrom - 35) < 0.001)
        #expect(result.notes.contains { $0.hasPrefix("trimmed from 35 s to just under 30 s") })
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)

        let samples = try ConversionFixture.decode(output).samples
        // Full level until the fade (0.1 s = 800 frames), then down to silence without a step.
        let beforeFade = ConversionFixture.rms(samples[samples.count - 2400..<samples.count - 800])
        let lastMillisecond = ConversionFixture.peak(samples[samples.count - 8..<samples.count])
        #expect(abs(beforeFade - 0.354) < 0.01, "RMS before the fade \(beforeFade)")
        #expect(lastMillisecond < 0.002, "peak of the last millisecond \(lastMillisecond)")
        let largestStep =
            zip(samples.dropFirst(samples.count - 800), samples.dropFirst(samples.count - 799)).map { abs($1 - $0) }
            .max() ?? 0
        #expect(largestStep < 0.2, "a 440 Hz sine at 8 kHz moves at most 0.17 per sample; the fade adds no click")
    }

    @Test("AIFF-C IMA4 is trimmed to whole packets, since it stores its length in packets")
    func trimAIFFCIMA4() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("long.wav", rate: 8000, ["31", "sine", "440", "gain", "-6"])
        var options = ConversionOptions()
        options.format = try OutputFormat(container: .aifc, encoding: .ima4)
        let output = fixture.path("trimmed.aifc")
        let result = try Converter(options: options).convert(source, to: output)
        #expect(result.frames % 64 == 0)
        #expect(result.frames >= 8000 * 30 - 64 && result.frames < 8000 * 30)
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)
    }

    @Test("a sound under the limit is untouched, and no trimming happens without a limit")
    func noTrim() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let short = try fixture.source("short.wav", rate: 8000, ["2", "sine", "440"])
        let shortResult = try Converter().convert(short, to: fixture.path("short.caf"))
        #expect(shortResult.frames == 16000)
        #expect(shortResult.trimmedFrom == nil)

        let long = try fixture.source("long.wav", rate: 8000, ["31", "sine", "440"])
        var options = ConversionOptions()
        options.maxDuration = nil
        let output = fixture.path("long.caf")
        let result = try Converter(options: options).convert(long, to: output)
        #expect(result.frames == 8000 * 31)
        #expect(try Checker().check(paths: [output]).files.first?.findings.contains { $0.rule == "duration" } == true)
    }

    @Test("--channels 1 mixes by the mean: in-phase channels keep their level and never clip, one-sided sound halves")
    func downmix() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        var options = ConversionOptions()
        options.channels = 1
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)

        // Both channels at full scale: a sum would clip at twice full scale, the mean does not.
        let loud = try fixture.source("loud.wav", channels: 2, ["1", "sine", "440", "gain", "-0.1"])
        let loudResult = try Converter(options: options).convert(loud, to: fixture.path("loud-mono.wav"))
        #expect(loudResult.channels == 1)
        #expect(loudResult.clippedSamples == 0)
        let loudMono = try ConversionFixture.decode(fixture.path("loud-mono.wav")).samples
        #expect(abs(ConversionFixture.peak(loudMono[...]) - 0.9886) < 0.002)

        // Sound in the left channel only: the mono mix is half as loud.
        let left = fixture.path("left.wav")
        #expect(try ExternalTool.run("sox", [loud, left, "remix", "1", "0"]).status == 0)
        _ = try Converter(options: options).convert(left, to: fixture.path("left-mono.wav"))
        let leftMono = try ConversionFixture.decode(fixture.path("left-mono.wav")).samples
        #expect(abs(ConversionFixture.peak(leftMono[...]) - 0.4943) < 0.002)
    }

    @Test("mono to stereo copies the channel; other channel maps are refused with a reason")
    func upmix() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let mono = try fixture.source("mono.wav", ["0.5", "sine", "440"])
        var options = ConversionOptions()
        options.channels = 2
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        _ = try Converter(options: options).convert(mono, to: fixture.path("stereo.wav"))
        let stereo = try ConversionFixture.decode(fixture.path("stereo.wav"))
        #expect(stereo.channels == 2)
        #expect(
            stride(from: 0, to: stereo.samples.count, by: 2).allSatisfy { stereo.samples[$0] == stereo.samples[$0 + 1] }
        )

        let four = try fixture.source("four.wav", channels: 4, ["0.2", "sine", "440"])
        options.channels = 2
        #expect(throws: ConversionError.self) {
            try Converter(options: options).convert(four, to: fixture.path("four.wav.caf"))
        }
        // Without --channels, more than stereo becomes mono rather than failing.
        let defaulted = try Converter().convert(four, to: fixture.path("four.caf"))
        #expect(defaulted.channels == 1)
    }
}

/// Resampling and normalisation through the whole conversion, measured on the output.
@Suite(
    "convert: resampling, normalisation, AAC and ALAC inputs",
    .enabled(if: ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil, "needs ffmpeg and sox"))
struct ResampleNormaliseTests {
    @Test("--rate resamples with libsoxr: the exact length, the same pitch and level")
    func resample() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("48k.wav", rate: 48000, ["48001s", "sine", "1000", "gain", "-6"])
        var options = ConversionOptions()
        options.sampleRate = 44100
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        let output = fixture.path("44k.wav")
        let result = try Converter(options: options).convert(source, to: output)
        #expect(result.frames == Int64((48001.0 * 44100 / 48000).rounded()))
        #expect(result.notes.contains("resampled from 48000 Hz to 44100 Hz"))
        let decoded = try ConversionFixture.decode(output)
        #expect(decoded.rate == 44100)
        let frequency = try #require(
            AudioSignals.zeroCrossingFrequency(Array(decoded.samples[4410..<39690]), sampleRate: 44100))
        #expect(abs(frequency - 1000) < 0.5, "\(frequency) Hz")
        #expect(abs(AudioSignals.rms(decoded.samples[4410..<39690]) - 0.5012 / 2.0.squareRoot()) < 0.002)
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)
    }

    @Test("--normalize peak puts the highest sample at -1 dBFS")
    func peak() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("quiet.wav", ["1", "pluck", "C4", "gain", "-18"])
        var options = ConversionOptions()
        options.normalization = .defaultPeak
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        let output = fixture.path("out.wav")
        let result = try Converter(options: options).convert(source, to: output)
        #expect((result.gainDecibels ?? 0) > 15)
        let levels = try LevelMeasurement.measure(output)
        #expect(abs(levels.peakDecibels - -1) < 0.01, "peak \(levels.peakDecibels) dBFS")
    }

    @Test("--normalize loudness brings sounds of different levels to -16 LUFS, as ffmpeg's ebur128 measures too")
    func loudness() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        var options = ConversionOptions()
        options.normalization = .defaultLoudness
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        for (name, gain) in [("quiet", "-30"), ("loud", "-12")] {
            let source = try fixture.source("\(name).wav", channels: 2, ["4", "pinknoise", "gain", gain])
            let output = fixture.path("\(name)-out.wav")
            _ = try Converter(options: options).convert(source, to: output)
            let levels = try LevelMeasurement.measure(output)
            let loudness = try #require(levels.integratedLoudness)
            #expect(abs(loudness - -16) < 0.2, "\(name): \(loudness) LUFS")
            #expect(levels.truePeakDecibels <= -0.9, "\(name): true peak \(levels.truePeakDecibels) dBTP")
            let ffmpeg = try ExternalTool.run(
                "ffmpeg", ["-nostdin", "-hide_banner", "-nostats", "-i", output, "-af", "ebur128", "-f", "null", "-"])
            let summary = try #require(ffmpeg.standardError.range(of: "Integrated loudness:"))
            let line = ffmpeg.standardError[summary.upperBound...].split(separator: "\n").first ?? ""
            let measured = try #require(
                Double(
                    line.replacingOccurrences(of: "I:", with: "").replacingOccurrences(of: "LUFS", with: "")
                        .trimmingCharacters(in: .whitespaces)))
            #expect(abs(measured - -16) < 0.3, "ffmpeg measures \(measured) LUFS for \(name)")
        }
    }

    @Test("AAC and ALAC in .m4a convert through FFmpeg's libraries into a valid sound", arguments: ["aac", "alac"])
    func compressedInputs(codec: String) throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("src.wav", channels: 2, ["1.5", "sine", "440", "gain", "-6"])
        let input = fixture.path("in.m4a")
        try ExternalTool.ffmpeg(["-i", source, "-c:a", codec, input])
        let output = fixture.path("out.caf")
        let result = try Converter().convert(input, to: output)
        #expect(abs(result.frames - 66150) <= 1024, "\(codec): \(result.frames) frames for 66150")
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)
        let decoded = try ConversionFixture.decode(output).samples
        #expect(abs(AudioSignals.rms(decoded[decoded.count / 4..<decoded.count * 3 / 4]) - 0.354) < 0.02)
    }

    @Test("fix repairs the AAC-in-CAF sample in place as CAF IMA4")
    func aacInCAF() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let copy = fixture.path("aac-in.caf")
        try FileManager.default.copyItem(atPath: TestPaths.sample("invalid/aac-in.caf"), toPath: copy)
        let report = try Checker().check(paths: [copy])
        let outcomes = Fixer().apply(FixPlanner().plan(report, roots: [copy]))
        guard case .fixed(let conversion) = outcomes.first?.result else {
            Issue.record("not fixed: \(String(describing: outcomes.first?.result))")
            return
        }
        #expect(conversion.frames == 11025, "the pakt's valid frames, priming removed")
        #expect(try Checker().check(paths: [copy]).files.first?.valid == true)
    }
}
