import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `convert -f ogg`: Ogg Vorbis for Android's res/raw, checked by Android's rules and read back
/// through libsndfile before it is put in place; iOS's paths never pick it.
@Suite("convert: Ogg Vorbis for Android")
struct OggConversionTests {
    @Test("-f ogg and a .ogg output ask for Ogg Vorbis; Ogg with another encoding, or Vorbis elsewhere, is refused")
    func formats() throws {
        #expect(
            try OutputFormat.requested(fileFormat: "ogg", dataFormat: nil, output: nil)
                == OutputFormat(container: .ogg, encoding: .vorbis))
        #expect(
            try OutputFormat.requested(fileFormat: nil, dataFormat: nil, output: "res/raw/chime.ogg").container == .ogg)
        #expect(throws: ConversionError.self) { try OutputFormat(container: .ogg, encoding: .lpcm16) }
        #expect(throws: ConversionError.self) { try OutputFormat(container: .wav, encoding: .vorbis) }
        #expect(!(try OutputFormat(container: .ogg, encoding: .vorbis)).playsOnApple)
        #expect(!OutputContainer.apple.contains(.ogg))
    }

    @Test(
        """
        soundcheck convert writes Ogg Vorbis that ffprobe reads as asked (stereo, resampled) and check passes in \
        res/raw
        """
    )
    func command() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("res/raw")
        try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
        let output = raw.appendingPathComponent("bell.ogg").path
        let result = try ExternalTool.run(
            TestPaths.executable.path,
            [
                "convert", TestPaths.sample("valid/bell-ima4-stereo.aifc"), "-f", "ogg", "-r", "44100", "-o", output,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.text.contains("ogg vorbis, 2 ch, 44100 Hz"))
        if ExternalTool.hasFFmpeg {
            let probe = try ExternalTool.ffprobe(
                output, entries: "format=format_name:stream=codec_name,channels,sample_rate")
            #expect(probe["format_name"] == "ogg")
            #expect(probe["codec_name"] == "vorbis")
            #expect(probe["channels"] == "2")
            #expect(probe["sample_rate"] == "44100")
        }
        let report = try Checker().check(paths: [output])
        #expect(report.files.first?.sound.android != nil)
        #expect(report.files.first?.findings.isEmpty == true)
    }

    @Test(
        "Ogg Vorbis round-trips: ffmpeg decodes every frame, mono and stereo, close to the source", arguments: [1, 2])
    func roundTrip(channels: Int) throws {
        guard ExternalTool.hasFFmpeg, ExternalTool.path(of: "sox") != nil else { return }
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let frames = 22050 + 37
        let source = try fixture.source("source.wav", channels: channels, ["\(frames)s", "pluck", "A3", "gain", "-4"])
        #expect(
            try ExternalTool.run("sox", [source, "-t", "raw", "-e", "signed", "-b", "16", fixture.path("source.raw")])
                .status == 0)
        let reference = try IMA4EncoderTests.samples(fixture.path("source.raw"))
        var options = ConversionOptions()
        options.format = try OutputFormat(container: .ogg, encoding: .vorbis)
        let result = try Converter(options: options).convert(source, to: fixture.path("out.ogg"))
        #expect(result.frames == Int64(frames))
        let decoded = try fixture.ffmpegDecode(fixture.path("out.ogg"))
        #expect(decoded.count == frames * channels)
        let snr = ConversionFixture.snr(reference, Array(decoded.prefix(reference.count)))
        #expect(snr > 15, "Vorbis SNR \(snr) dB")
    }

    @Test("an iOS sound named .ogg is fixed into CAF, never Ogg; iOS's suggestions never name Ogg")
    func iosNeverPicksOgg() throws {
        let sound = InspectedSound(path: "Sounds/alert.ogg", description: nil, foreignFormat: "Ogg Vorbis")
        guard case .format(let format, let renamed) = FixPlanner().target(for: sound) else {
            Issue.record("no format for alert.ogg")
            return
        }
        #expect(format.container == .caf)
        #expect(renamed)
        #expect(
            EncodingRule.suggestedFormat(for: .unknown, allowed: [.unknown: ["vorbis"], .caf: ["ima4"]])?.container
                == .caf)
    }
}
