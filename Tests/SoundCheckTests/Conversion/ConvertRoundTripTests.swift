import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Every output format, mono and stereo, with an odd number of frames: the result passes
/// `soundcheck check` with the right frame count, and ffmpeg (an independent decoder) reads the
/// length and the signal back.
@Suite(
    "convert: every output format round-trips",
    .enabled(if: ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil, "needs ffmpeg and sox"))
struct ConvertRoundTripTests {
    static let formats: [(OutputContainer, OutputEncoding)] = [
        (.caf, .ima4), (.aifc, .ima4), (.caf, .lpcm16), (.caf, .ulaw), (.caf, .alaw),
        (.aifc, .ulaw), (.aifc, .alaw), (.aifc, .lpcm16), (.aiff, .lpcm16),
        (.wav, .lpcm16), (.wav, .ulaw), (.wav, .alaw),
    ]

    /// 0.5 s plus 37 frames, so the last IMA4 packet is partial and the µLaw byte count odd.
    static let frames = 22050 + 37
    static let packetFrames = Int64((frames + 63) / 64 * 64)

    @Test("converted sound is valid, exact in length, and decodes in ffmpeg", arguments: formats, [1, 2])
    func roundTrip(format: (OutputContainer, OutputEncoding), channels: Int) throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source(
            "source.wav", channels: channels, ["\(Self.frames)s", "pluck", "A3", "gain", "-4"])
        let sourceSamples = try ExternalTool.run(
            "sox", [source, "-t", "raw", "-e", "signed", "-b", "16", fixture.path("source.raw")])
        #expect(sourceSamples.status == 0)
        let reference = try IMA4EncoderTests.samples(fixture.path("source.raw"))

        var options = ConversionOptions()
        options.format = try OutputFormat(container: format.0, encoding: format.1)
        let output = fixture.path("out.\(format.0.fileExtension)")
        let result = try Converter(options: options).convert(source, to: output)
        #expect(reference.count == Self.frames * channels, "sox made the source")
        #expect(result.frames == Int64(Self.frames))

        // soundcheck's own verdict and frame count.
        let report = try Checker().check(paths: [output])
        let file = try #require(report.files.first)
        #expect(file.findings.isEmpty, "\(format) \(channels) ch: \(file.findings.map(\.message))")
        let description = try #require(file.sound.description)
        #expect(description.channels == channels)
        #expect(description.sampleRate == 44100)
        let packetFrames = Self.packetFrames
        // AIFF-C IMA4 counts packets, so its length is rounded up to whole packets of silence.
        let expectedFrames = format == (.aifc, .ima4) ? packetFrames : Int64(Self.frames)
        #expect(description.frames == expectedFrames)

        // ffmpeg's view: the length, and the signal within what the encoding allows.
        let decoded = try fixture.ffmpegDecode(output)
        let decodedFrames = decoded.count / channels
        if format.1 == .ima4 {
            // ffmpeg decodes whole packets (it does not read pakt's remainder).
            #expect(decodedFrames == Int(packetFrames))
        } else {
            #expect(decodedFrames == Self.frames)
        }
        let snr = ConversionFixture.snr(reference, Array(decoded.prefix(reference.count)))
        switch format.1 {
        case .lpcm16: #expect(snr == .infinity, "16-bit PCM is lossless here")
        case .ulaw, .alaw: #expect(snr > 30, "\(format) SNR \(snr) dB")
        case .ima4: #expect(snr > 25, "\(format) SNR \(snr) dB")
        case .vorbis: Issue.record("Ogg Vorbis round-trips in OggConversionTests")
        }

        if format.1 == .ima4 {
            // Our headers keep ffmpeg's decoder (which may carry its predictor across blocks)
            // sample-for-sample in step with Apple's, which restarts every block.
            let ours = ConversionFixture.int16(try ConversionFixture.decode(output).samples)
            #expect(Array(decoded.prefix(ours.count)) == ours)
        }
    }

    @Test("float input is read as float (sf_readf_short would return silence)")
    func floatInput() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let output = fixture.path("pop.caf")
        _ = try Converter().convert(TestPaths.sample("valid/pop-float32.caf"), to: output)
        let source = try ConversionFixture.decode(TestPaths.sample("valid/pop-float32.caf")).samples
        let converted = try ConversionFixture.decode(output).samples
        #expect(AudioSignals.rms(source) > 0.05)
        #expect(
            abs(AudioSignals.rms(converted) - AudioSignals.rms(source)) < 0.01 * max(1, AudioSignals.rms(source) * 10))
    }

    @Test("formats Apple does not play are refused, not replaced by another")
    func impossibleFormats() {
        #expect(throws: ConversionError.self) { try OutputFormat(container: .wav, encoding: .ima4) }
        #expect(throws: ConversionError.self) { try OutputFormat(container: .aiff, encoding: .ulaw) }
        #expect(throws: ConversionError.self) { try OutputFormat(container: .aiff, encoding: .ima4) }
        #expect(OutputContainer(name: "caff") == .caf)
        #expect(OutputContainer(name: "AIFC") == .aifc)
        #expect(OutputContainer(name: "WAVE") == .wav)
        #expect(OutputEncoding(name: "LEI16") == .lpcm16)
        #expect(OutputEncoding(name: "ima4") == .ima4)
    }

    @Test("inputs libsndfile decodes (FLAC, Ogg Vorbis, Opus, MP3) and our own CAF IMA4 convert to a valid sound")
    func inputs() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("source.wav", channels: 2, ["1.2", "sine", "440", "gain", "-6"])
        var inputs: [String] = []
        for (name, codec) in [
            ("in.flac", "flac"), ("in.ogg", "libvorbis"), ("in.opus", "libopus"), ("in.mp3", "libmp3lame"),
        ] {
            try ExternalTool.ffmpeg(["-i", source, "-c:a", codec, fixture.path(name)])
            inputs.append(fixture.path(name))
        }
        let ima4 = fixture.path("in-ima4.caf")
        _ = try Converter().convert(source, to: ima4)
        inputs.append(ima4)
        for input in inputs {
            let output = input + ".out.caf"
            let result = try Converter().convert(input, to: output)
            let report = try Checker().check(paths: [output])
            #expect(
                report.files.first?.findings.isEmpty == true,
                "\(input): \(report.files.first?.findings.map(\.message) ?? [])")
            #expect(result.channels == 2)
            // Lossy codecs pad or trim a little at the ends; the length stays within 0.1 s.
            #expect(abs(result.duration - 1.2) < 0.1, "\(input): \(result.duration) s")
            // The tone survives: the converted sound is loud where the source is.
            let decoded = try ConversionFixture.decode(output).samples
            let rms = ConversionFixture.rms(decoded[decoded.count / 4..<decoded.count * 3 / 4])
            #expect(rms > 0.3 && rms < 0.4, "\(input): RMS \(rms) (source 0.354)")
        }
    }
}
