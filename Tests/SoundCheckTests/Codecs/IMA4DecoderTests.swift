import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("IMA4 decoder, cross-checked against ffmpeg's adpcm_ima_qt")
struct IMA4DecoderTests {
    /// Decodes all packets of an IMA4 file with our decoder.
    static func decodeWithSoundCheck(_ path: String) throws -> (samples: [Int16], frames: Int64) {
        let source = try FileByteSource(path: path)
        let description = try #require(SoundReader().inspect(source: source, path: path).description)
        let data = try source.read(
            at: try #require(description.dataOffset), count: Int(try #require(description.dataLength)))
        let samples = IMA4.decode(data, channels: description.channels)
        #expect(
            samples.count == data.count / (IMA4.bytesPerChannelPacket * description.channels) * IMA4.framesPerPacket
                * description.channels)
        return (samples, try #require(description.frames))
    }

    func decodeWithFFmpeg(_ path: String, to directory: URL) throws -> [Int16] {
        let raw = directory.appendingPathComponent("decoded.raw").path
        try ExternalTool.ffmpeg(["-i", path, "-f", "s16le", "-c:a", "pcm_s16le", raw])
        let data = try Data(contentsOf: URL(fileURLWithPath: raw))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
    }

    /// ffmpeg's `adpcm_ima_qt` keeps its running predictor across packets when the next block
    /// header has the same step index and a predictor within 0x7F of it; Apple's decoder, like
    /// ours, restarts each block from the header, whose predictor keeps only the top 9 bits
    /// (SPEC §3). The step indices agree, so the two decodes differ by at most 127 and only by a
    /// constant offset within a block (clipping can only shrink it).
    @Test(
        "within the 7-bit predictor tolerance of ffmpeg on ffmpeg-made CAF and AIFF-C, mono and stereo",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"),
        arguments: [("caf", 1), ("caf", 2), ("aifc", 1), ("aifc", 2)])
    func matchesFFmpeg(containerExtension: String, channels: Int) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sweep.\(containerExtension)").path
        // A sweep plus noise: exercises every step size, including clipping near full scale.
        try ExternalTool.ffmpeg([
            "-f", "lavfi", "-i", "aevalsrc=0.9*sin(2*PI*(200+3000*t)*t)+0.1*random(0):s=22050:d=1.3",
            "-ac", String(channels), "-c:a", "adpcm_ima_qt", path,
        ])
        let ours = try Self.decodeWithSoundCheck(path)
        let theirs = try decodeWithFFmpeg(path, to: directory)
        #expect(ours.samples.count == theirs.count)
        let differences = zip(ours.samples, theirs).map { abs(Int($0) - Int($1)) }
        let largest = differences.max() ?? 0
        #expect(largest <= 127, "largest difference from ffmpeg: \(largest)")
        // The first packet has no earlier state to carry, so both decoders start from its header.
        #expect(Array(ours.samples.prefix(64 * channels)) == Array(theirs.prefix(64 * channels)))
        // Far above any codec's own error: the decoders agree on every nibble.
        #expect(snr(reference: theirs, test: ours.samples) > 40)
        // ffmpeg writes no pakt, so the exact length is whole packets × 64.
        #expect(ours.frames * Int64(channels) == Int64(theirs.count))
    }

    func snr(reference: [Int16], test: [Int16]) -> Double {
        var signal = 0.0
        var noise = 0.0
        for (r, t) in zip(reference, test) {
            signal += Double(r) * Double(r)
            noise += (Double(r) - Double(t)) * (Double(r) - Double(t))
        }
        return noise == 0 ? .infinity : 10 * log10(signal / noise)
    }

    @Test("a corrupt block header is refused, not decoded")
    func corruptHeader() {
        var packet = SoundBuilder.ima4Packets(1)
        packet[1] = 89
        var output: [Int16] = []
        #expect(!IMA4.decodePacket(packet[...], channels: 1, into: &output))
        #expect(output.isEmpty)
        #expect(!IMA4.decodePacket(packet[0..<20], channels: 1, into: &output))
    }

    @Test("check and convert name the same corrupt packet, counted from 1, of the packets in the file")
    func corruptPacketNamedAlike() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Stereo, 5 packets; the right channel's block of the second packet has step index 100.
        var data = SoundBuilder.ima4Packets(5, channels: 2)
        data[2 * IMA4.bytesPerChannelPacket + IMA4.bytesPerChannelPacket + 1] = 100
        let path = directory.appendingPathComponent("corrupt.caf").path
        try Data(
            SoundBuilder.caf(
                formatID: "ima4", flags: 0, bytesPerPacket: 68, framesPerPacket: 64, channels: 2, bits: 0,
                pakt: .init(packets: 5, valid: 320), data: data)
        ).write(to: URL(fileURLWithPath: path))
        let checked = try #require(
            Checker().check(paths: [path]).files.first?.findings.first { $0.rule == "integrity" }?.message)
        #expect(checked.hasPrefix("IMA4 packet 2 of 5 (channel 2) has step index 100"), "\(checked)")
        var converted: String?
        do {
            _ = try Converter().convert(path, to: directory.appendingPathComponent("out.caf").path)
        } catch {
            converted = error.reason
        }
        #expect(
            converted?.hasPrefix("IMA4 packet 2 of 5 (channel 2) has step index 100") == true,
            "\(converted ?? "converted")")
    }

    @Test("the block header's predictor is the top 9 bits, sign included")
    func headerPredictor() {
        let header = IMA4.BlockHeader(0xFF, 0x85)
        #expect(header.predictor == Int32(Int16(bitPattern: 0xFF80)))
        #expect(header.stepIndex == 5)
    }
}
