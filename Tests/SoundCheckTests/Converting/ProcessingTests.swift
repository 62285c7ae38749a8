import Foundation
import Testing
@testable import SoundCheck

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
        #expect(result.notes.contains { $0.hasPrefix("trimmed from 35.00 s to just under 30 s") })
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)

        let samples = try ConversionFixture.decode(output).samples
        // Full level until the fade (0.1 s = 800 frames), then down to silence without a step.
        let beforeFade = ConversionFixture.rms(samples[samples.count - 2400..<samples.count - 800])
        let lastMillisecond = ConversionFixture.peak(samples[samples.count - 8..<samples.count])
        #expect(abs(beforeFade - 0.354) < 0.01, "RMS before the fade \(beforeFade)")
        #expect(lastMillisecond < 0.002, "peak of the last millisecond \(lastMillisecond)")
        let largestStep = zip(samples.dropFirst(samples.count - 800), samples.dropFirst(samples.count - 799)).map { abs($1 - $0) }.max() ?? 0
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
        #expect(stride(from: 0, to: stereo.samples.count, by: 2).allSatisfy { stereo.samples[$0] == stereo.samples[$0 + 1] })

        let four = try fixture.source("four.wav", channels: 4, ["0.2", "sine", "440"])
        options.channels = 2
        #expect(throws: ConversionError.self) { try Converter(options: options).convert(four, to: fixture.path("four.wav.caf")) }
        // Without --channels, more than stereo becomes mono rather than failing.
        let defaulted = try Converter().convert(four, to: fixture.path("four.caf"))
        #expect(defaulted.channels == 1)
    }
}
