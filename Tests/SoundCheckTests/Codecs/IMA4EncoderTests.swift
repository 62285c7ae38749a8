import Foundation
import Testing
@testable import SoundCheck

@Suite("IMA4 encoder and CAF writer, cross-checked with ffmpeg", .enabled(if: ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil, "needs ffmpeg and sox"))
struct IMA4EncoderTests {
    /// A plucked-string test signal from sox, as 16-bit samples.
    func pluckedString(seconds: Double, channels: Int, in directory: URL) throws -> [Int16] {
        let raw = directory.appendingPathComponent("source.raw").path
        let result = try ExternalTool.run("sox", ["-R", "-n", "-r", "44100", "-c", String(channels), "-b", "16", "-e", "signed", "-t", "raw", raw,
                                                  "synth", String(seconds), "pluck", "A2", "pluck", "E3", "fade", "0", String(seconds), "0.1", "gain", "-3"])
        #expect(result.status == 0, "\(result.standardError)")
        return try Self.samples(raw)
    }

    static func samples(_ path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
    }

    static func snr(_ reference: [Int16], _ test: [Int16]) -> Double {
        var signal = 0.0, noise = 0.0
        for (r, t) in zip(reference, test) {
            signal += Double(r) * Double(r)
            noise += (Double(r) - Double(t)) * (Double(r) - Double(t))
        }
        return noise == 0 ? .infinity : 10 * log10(signal / noise)
    }

    func encode(_ samples: [Int16], channels: Int) -> [UInt8] {
        IMA4Encoder().encode(interleaved: samples, channels: channels)
    }

    /// Quality is measured as the device hears it: decoded with Apple's semantics (every block
    /// restarts from its header), which our decoder implements. ffmpeg's decoder carries its
    /// running predictor across blocks, so it hears both encoders a little differently.
    @Test("our CAF is valid with the exact length, decodes in ffmpeg, and beats ffmpeg's encoder", arguments: [1, 2])
    func roundTrip(channels: Int) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try pluckedString(seconds: 3.01, channels: channels, in: directory)
        let frames = Int64(source.count / channels)
        let caf = directory.appendingPathComponent("ours.caf")
        try Data(CAFWriter.ima4(packets: encode(source, channels: channels), channels: channels, sampleRate: 44100, validFrames: frames)).write(to: caf)

        let report = try Checker().check(paths: [caf.path])
        let file = try #require(report.files.first)
        #expect(file.findings.isEmpty, "\(file.findings.map(\.message))")
        #expect(file.sound.description?.frames == frames)
        #expect(file.sound.description?.bitsPerChannel == 0)

        // ffmpeg decodes whole packets: the exact frames, then at most 63 frames of padding.
        let decodedPath = directory.appendingPathComponent("decoded.raw").path
        try ExternalTool.ffmpeg(["-i", caf.path, "-f", "s16le", "-c:a", "pcm_s16le", decodedPath])
        let decoded = try Self.samples(decodedPath)
        #expect(decoded.count >= source.count && decoded.count < source.count + 64 * channels)
        let ours = Self.snr(source, Array(decoded.prefix(source.count)))

        // ffmpeg's own encoder on the same signal, decoded by ffmpeg.
        let wav = directory.appendingPathComponent("source.wav").path
        try ExternalTool.ffmpeg(["-f", "s16le", "-ar", "44100", "-ac", String(channels), "-i", directory.appendingPathComponent("source.raw").path, wav])
        let theirsCAF = directory.appendingPathComponent("ffmpeg.caf").path
        try ExternalTool.ffmpeg(["-i", wav, "-c:a", "adpcm_ima_qt", theirsCAF])
        let theirsRaw = directory.appendingPathComponent("ffmpeg.raw").path
        try ExternalTool.ffmpeg(["-i", theirsCAF, "-f", "s16le", "-c:a", "pcm_s16le", theirsRaw])
        let theirs = Self.snr(source, Array(try Self.samples(theirsRaw).prefix(source.count)))
        let oursApple = Self.snr(source, Array(try IMA4DecoderTests.decodeWithSoundCheck(caf.path).samples.prefix(source.count)))
        let theirsApple = Self.snr(source, Array(try IMA4DecoderTests.decodeWithSoundCheck(theirsCAF).samples.prefix(source.count)))
        // Measured here: mono 26.3 vs 24.5 dB, stereo 28.4 vs 26.6 dB (Apple semantics).
        #expect(oursApple > theirsApple + 1, "SNR ours \(oursApple) dB, ffmpeg's encoder \(theirsApple) dB")
        #expect(ours >= theirs, "ffmpeg-decoded SNR ours \(ours) dB, ffmpeg's encoder \(theirs) dB")
        #expect(ours > 25, "ffmpeg-decoded SNR \(ours) dB")
    }

    @Test("a short final packet is padded with silence and the remainder recorded")
    func padding() throws {
        let samples = (0..<100).map { Int16(truncatingIfNeeded: $0 * 300) }
        let packets = encode(samples, channels: 1)
        #expect(packets.count == 2 * 34)
        let caf = CAFWriter.ima4(packets: packets, channels: 1, sampleRate: 8000, validFrames: 100)
        let description = try #require(SoundReader().inspect(source: MemoryByteSource(caf), path: "x.caf").description)
        #expect(description.frames == 100)
        #expect(description.remainderFrames == 28)
        #expect(description.defects.isEmpty)
    }
}
