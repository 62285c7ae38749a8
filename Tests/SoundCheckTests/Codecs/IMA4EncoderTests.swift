import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite(
    "IMA4 encoder and CAF writer, cross-checked with ffmpeg",
    .enabled(if: ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil, "needs ffmpeg and sox"))
struct IMA4EncoderTests {
    static func samples(_ path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
    }

    static func snr(_ reference: [Int16], _ test: [Int16]) -> Double {
        var signal = 0.0
        var noise = 0.0
        for (r, t) in zip(reference, test) {
            signal += Double(r) * Double(r)
            noise += (Double(r) - Double(t)) * (Double(r) - Double(t))
        }
        return noise == 0 ? .infinity : 10 * log10(signal / noise)
    }

    /// Quality on several kinds of signal, against both peers, each decoded the way it is meant
    /// to be: ours and ffmpeg's by ffmpeg's `adpcm_ima_qt` decoder (ours decodes the same there
    /// as in Apple's), sox's WAV IMA ADPCM by sox (its best case).
    @Test(
        "beats ffmpeg's and sox's IMA encoders on every signal, at every effort",
        arguments: [
            ["pluck", "A2", "pluck", "E3"], ["sine", "20-20000"], ["whitenoise"], ["square", "440"],
            ["sine", "880", "sine", "1320", "fade", "0", "3", "2.9"],
        ], EncodingEffort.allCases)
    func quality(synth: [String], effort: EncodingEffort) throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("source.wav", ["3"] + synth + ["gain", "-3"])
        let reference = try ConversionFixture.int16(ConversionFixture.decode(source).samples)

        let ours = fixture.path("ours.caf")
        var options = ConversionOptions()
        options.effort = effort
        _ = try Converter(options: options).convert(source, to: ours)
        let oursDecoded = try fixture.ffmpegDecode(ours)
        #expect(
            Array(oursDecoded.prefix(reference.count))
                == ConversionFixture.int16(try ConversionFixture.decode(ours).samples))
        let oursSNR = Self.snr(reference, Array(oursDecoded.prefix(reference.count)))

        let theirs = fixture.path("ffmpeg.caf")
        try ExternalTool.ffmpeg(["-i", source, "-c:a", "adpcm_ima_qt", theirs])
        let ffmpegSNR = Self.snr(reference, Array(try fixture.ffmpegDecode(theirs).prefix(reference.count)))

        let soxWAV = fixture.path("sox.wav")
        #expect(try ExternalTool.run("sox", [source, "-e", "ima-adpcm", soxWAV]).status == 0)
        #expect(
            try ExternalTool.run("sox", [soxWAV, "-t", "raw", "-e", "signed", "-b", "16", fixture.path("sox.raw")])
                .status == 0)
        let soxSNR = Self.snr(reference, Array(try Self.samples(fixture.path("sox.raw")).prefix(reference.count)))

        #expect(
            oursSNR > ffmpegSNR && oursSNR > soxSNR,
            "\(synth[0]), \(effort): ours \(oursSNR) dB, ffmpeg \(ffmpegSNR) dB, sox \(soxSNR) dB")
    }

    @Test("a short final packet is padded with silence and the exact length recorded in pakt")
    func padding() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let samples = (0..<100).map { Int16(truncatingIfNeeded: $0 * 300) }
        let path = fixture.path("short.caf")
        let file = try OutputFile(destination: path, overwrite: false)
        let writer = try SoundWriters.make(.notificationDefault, file: file, channels: 1, sampleRate: 8000)
        try samples.withUnsafeBufferPointer { try writer.write($0) }
        try writer.finish()
        try file.commit()
        let bytes = try ConversionFixture.bytes(path)
        #expect(bytes.count == 104 + 2 * 34, "header, then two packets, nothing else")
        let description = try #require(SoundReader().inspect(path: path).description)
        #expect(description.frames == 100)
        #expect(description.remainderFrames == 28)
        #expect(description.bitsPerChannel == 0)
        #expect(description.bytesPerPacket == 34)
        #expect(description.defects.isEmpty)
        // The padding was encoded from zeros: the decoder settles back to silence within it.
        let decoded = IMA4.decode(Array(bytes.suffix(34))[...], channels: 1)
        #expect(decoded.suffix(8).allSatisfy { abs(Int($0)) < 512 }, "\(decoded.suffix(28))")
    }
}
