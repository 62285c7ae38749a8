import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("FFmpeg decoder: AAC and ALAC in .m4a and .caf, checked against the source signal")
struct FFmpegDecoderTests {
    static let sourceFrames = 66150

    /// A 1.5 s stereo 16-bit source, 440 Hz left and 660 Hz right, kept below full scale so
    /// AAC's ringing does not clip.
    static func makeSource(in directory: URL, seconds: String = "1.5") throws -> String {
        let path = directory.appendingPathComponent("source.wav").path
        let result = try ExternalTool.run(
            "sox",
            [
                "-n", "-r", "44100", "-c", "2", "-b", "16", path, "synth", seconds, "sine", "440", "sine", "660", "vol",
                "0.8",
            ])
        guard result.status == 0 else { throw ExternalTool.ToolError(description: "sox: \(result.standardError)") }
        return path
    }

    static var hasTools: Bool { ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil }

    @Test(
        "ALAC decodes bit-exact, with the exact length", .enabled(if: hasTools, "needs ffmpeg and sox"),
        arguments: ["m4a", "caf"])
    func alac(containerExtension: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.makeSource(in: directory)
        let path = directory.appendingPathComponent("alac.\(containerExtension)").path
        try ExternalTool.ffmpeg(["-i", source, "-c:a", "alac", path])

        let decoder = try FFmpegDecoder(path: path)
        #expect(decoder.channels == 2)
        #expect(decoder.sampleRate == 44100)
        // FFmpeg's CAF muxer states 69632 frames (17 full packets) for 66150: only a bound.
        #expect(decoder.frameCount == (containerExtension == "caf" ? nil : Int64(Self.sourceFrames)))
        // 1000-frame reads split ALAC's 4096-frame packets unevenly.
        let decoded = try AudioSignals.decodeAll(decoder, chunk: 1000)
        let reference = try AudioSignals.int16Samples(of: source, in: directory)
        #expect(reference.count == Self.sourceFrames * 2)
        #expect(decoded.count == reference.count)
        let asInt16 = decoded.map { Int16(($0 * 32768).rounded()) }
        #expect(
            asInt16 == reference,
            """
            first difference at sample \
            \(zip(asInt16, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)
            """
        )

        if containerExtension == "caf" {
            // Stated as Apple's tools do, with the remainder of the last packet, the count is exact.
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let pakt = try #require(Self.chunkPayloadOffset("pakt", in: bytes))
            #expect(Array(bytes[pakt + 8..<pakt + 16]) == AACInCAF.be(UInt64(69632), 8))
            bytes.replaceSubrange(
                pakt + 8..<pakt + 24,
                with: AACInCAF.be(UInt64(Self.sourceFrames), 8) + AACInCAF.be(UInt32(0), 4)
                    + AACInCAF.be(UInt32(69632 - Self.sourceFrames), 4))
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let exact = try FFmpegDecoder(path: path)
            #expect(exact.frameCount == Int64(Self.sourceFrames))
            #expect(try AudioSignals.decodeAll(exact, chunk: 4096) == decoded)
        }
    }

    /// Where a CAF chunk's payload starts.
    static func chunkPayloadOffset(_ id: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let size = bytes[offset + 4..<offset + 12].reduce(0) { $0 << 8 | Int($1) }
            if bytes[offset..<offset + 4].elementsEqual(id.utf8) { return offset + 12 }
            offset += 12 + size
        }
        return nil
    }

    /// ffmpeg's AAC encoder primes with 1024 frames. The mov demuxer skips them through the edit
    /// list; for CAF, which FFmpeg 5.1 cannot write as AAC, we build the file from ADTS packets
    /// with a `pakt` that states the priming, as afconvert does.
    @Test(
        "AAC skips the priming and keeps the source length and signal", .enabled(if: hasTools, "needs ffmpeg and sox"),
        arguments: ["m4a", "caf"])
    func aac(containerExtension: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.makeSource(in: directory)
        let path = directory.appendingPathComponent("aac.\(containerExtension)").path
        if containerExtension == "caf" {
            let adts = directory.appendingPathComponent("aac.adts").path
            try ExternalTool.ffmpeg(["-i", source, "-c:a", "aac", "-b:a", "128k", "-f", "adts", adts])
            let packets = try ADTS.packets(Array(try Data(contentsOf: URL(fileURLWithPath: adts))))
            #expect(packets.count == 66)
            let caf = AACInCAF.file(
                packets: packets.map(\.payload), config: packets[0].config, sampleRate: 44100,
                validFrames: Int64(Self.sourceFrames), priming: 1024)
            try Data(caf).write(to: URL(fileURLWithPath: path))
            // Without the packet table's priming and valid frames, every packet's 1024 frames come out.
            #expect(try AudioSignals.int16Samples(of: path, in: directory).count == 66 * 1024 * 2)
        } else {
            try ExternalTool.ffmpeg(["-i", source, "-c:a", "aac", "-b:a", "128k", path])
        }

        let decoder = try FFmpegDecoder(path: path)
        #expect(decoder.channels == 2)
        #expect(decoder.sampleRate == 44100)
        let frameCount = try #require(decoder.frameCount)
        #expect(abs(frameCount - Int64(Self.sourceFrames)) <= 1024)
        let decoded = try AudioSignals.decodeAll(decoder, chunk: 777)
        #expect(Int64(decoded.count / 2) == frameCount)
        // Both containers state the length exactly here (1.5 s is a whole number of milliseconds).
        #expect(decoded.count / 2 == Self.sourceFrames)

        let reference = try AudioSignals.int16Samples(of: source, in: directory).map { Float($0) / 32768 }
        for channel in 0..<2 {
            let ours = AudioSignals.channel(channel, of: decoded, channels: 2)
            let theirs = AudioSignals.channel(channel, of: reference, channels: 2)
            // With the priming left in, the decode would run 1024 frames late.
            let lag = AudioSignals.bestLag(reference: theirs, test: ours, maxLag: 1100)
            #expect(lag == 0, "channel \(channel) is \(lag) frames late")
            let aligned = Array(ours.dropFirst(max(0, lag)))
            let snr = AudioSignals.snr(reference: theirs.dropFirst(max(0, -lag)), test: aligned)
            #expect(snr > 20, "channel \(channel): SNR \(snr) dB")
        }
    }

    /// A length that is not a whole number of milliseconds: ffmpeg's mov muxer writes the edit
    /// list in a 1000 Hz timescale, so the stated length can miss by up to a millisecond (44
    /// frames); untrimmed, the decode would run up to 1023 frames long.
    @Test(
        "AAC .m4a of an odd length stays within one AAC frame of the source",
        .enabled(if: hasTools, "needs ffmpeg and sox"))
    func aacOddLength() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.makeSource(in: directory, seconds: "1.37813")
        let sourceFrames = try AudioSignals.int16Samples(of: source, in: directory).count / 2
        let path = directory.appendingPathComponent("odd.m4a").path
        try ExternalTool.ffmpeg(["-i", source, "-c:a", "aac", path])
        let decoder = try FFmpegDecoder(path: path)
        let decoded = try AudioSignals.decodeAll(decoder, chunk: 4096).count / 2
        #expect(Int64(decoded) == decoder.frameCount)
        #expect(abs(decoded - sourceFrames) <= 44, "source \(sourceFrames) frames, decoded \(decoded)")
    }

    /// Each codec hands its samples over in another layout: interleaved or planar, integer of each
    /// width, float or double. All must come out as the signal ffmpeg itself decodes.
    @Test(
        "converts every sample format the codecs produce", .enabled(if: hasTools, "needs ffmpeg and sox"),
        arguments: [
            ("pcm_u8", "wav", "u8"), ("pcm_s16le", "wav", "s16"), ("pcm_s24le", "wav", "s32"),
            ("pcm_s32le", "wav", "s32"),
            ("pcm_f32le", "wav", "flt"), ("pcm_f64le", "wav", "dbl"), ("alac", "m4a", "s16p"), ("flac", "flac", "s16"),
            ("adpcm_ima_qt", "aifc", "s16p"), ("aac", "m4a", "fltp"),
        ])
    func sampleFormats(codec: String, containerExtension: String, sampleFormat: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.makeSource(in: directory, seconds: "0.2")
        let path = directory.appendingPathComponent("encoded.\(containerExtension)").path
        try ExternalTool.ffmpeg(["-i", source, "-c:a", codec, path])
        // The format the decoder hands over, so each case really takes its own conversion.
        let probe = try ExternalTool.run(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "a:0", "-show_entries", "stream=sample_fmt",
                "-of", "default=nw=1:nk=1", path,
            ])
        #expect(probe.text.trimmingCharacters(in: .whitespacesAndNewlines) == sampleFormat)

        let decoded = try AudioSignals.decodeAll(try FFmpegDecoder(path: path), chunk: 333)
        let reference = try AudioSignals.int16Samples(of: path, in: directory)
        // ffmpeg leaves AAC's trailing padding in; we stop at the edit list's 8820 frames.
        #expect(decoded.count == (codec == "aac" ? 8820 * 2 : reference.count))
        // ffmpeg clips floats to 16 bits (AAC overshoots here) and truncates 32-bit samples
        // where we round, and rounds AAC's floats its own way: one step apart at most. Samples
        // that were 16-bit values all along must match exactly.
        let largest =
            zip(decoded, reference).map { abs(min(max(Int(($0 * 32768).rounded()), -32768), 32767) - Int($1)) }.max()
            ?? .max
        #expect(
            largest <= (["s32", "fltp"].contains(sampleFormat) ? 1 : 0), "\(codec): largest difference \(largest) steps"
        )
    }

    @Test(
        "a missing file, an empty file, random bytes, a truncated .m4a and a picture all throw",
        .enabled(if: hasTools, "needs ffmpeg and sox"))
    func garbage() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func expectFailure(
            _ path: String, reasonContains expected: String?, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            do {
                let decoder = try FFmpegDecoder(path: path)
                let decoded = try AudioSignals.decodeAll(decoder)
                Issue.record("\(path) decoded \(decoded.count) samples", sourceLocation: sourceLocation)
            } catch let error as ConversionError {
                #expect(error.path == path, sourceLocation: sourceLocation)
                #expect(!error.reason.isEmpty)
                if let expected {
                    #expect(error.reason.contains(expected), "reason: \(error.reason)", sourceLocation: sourceLocation)
                }
            } catch {
                Issue.record("\(path): not a ConversionError: \(error)", sourceLocation: sourceLocation)
            }
        }

        expectFailure(
            directory.appendingPathComponent("missing.m4a").path,
            reasonContains: "cannot open: No such file or directory")

        let empty = directory.appendingPathComponent("empty.m4a").path
        try Data().write(to: URL(fileURLWithPath: empty))
        expectFailure(empty, reasonContains: "not an audio file ffmpeg can decode")

        // A fixed generator, so a failure can be reproduced.
        var generator = SplitMix64(seed: 0x5EED)
        for size in [1, 100, 4096, 65536] {
            let random = directory.appendingPathComponent("random-\(size).m4a").path
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            try Data(bytes).write(to: URL(fileURLWithPath: random))
            expectFailure(random, reasonContains: nil)
        }

        let source = try Self.makeSource(in: directory)
        // ffmpeg puts the index (moov) at the end unless asked for faststart: cut, the file has
        // no index; with faststart, the index promises packets that are not there.
        for flags in [[], ["-movflags", "+faststart"]] {
            let whole = directory.appendingPathComponent("whole.m4a").path
            try ExternalTool.ffmpeg(["-i", source, "-c:a", "aac"] + flags + [whole])
            let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
            let truncated = directory.appendingPathComponent("truncated\(flags.isEmpty ? "" : "-faststart").m4a").path
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
            expectFailure(
                truncated,
                reasonContains: flags.isEmpty
                    ? "not an audio file ffmpeg can decode: Invalid data" : "damaged or truncated")
        }

        let picture = directory.appendingPathComponent("picture.png").path
        try ExternalTool.ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=16x16", "-frames:v", "1", picture])
        expectFailure(picture, reasonContains: "no audio stream")
    }

    @Test("reading past the end keeps returning 0", .enabled(if: hasTools, "needs ffmpeg and sox"))
    func endOfAudio() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.makeSource(in: directory, seconds: "0.1")
        let decoder = try FFmpegDecoder(path: source)
        _ = try AudioSignals.decodeAll(decoder)
        var buffer = [Float](repeating: 0, count: 64)
        for _ in 0..<3 {
            #expect(try buffer.withUnsafeMutableBufferPointer { try decoder.read(into: $0, maxFrames: 32) } == 0)
        }
    }
}

/// A small fixed-seed generator for reproducible noise.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Splits an ADTS stream into raw AAC packets.
enum ADTS {
    struct Packet {
        var payload: [UInt8]
        /// AudioSpecificConfig: object type, sample rate index, channel configuration.
        var config: [UInt8]
    }

    struct FormatError: Error, CustomStringConvertible { var description: String }

    static func packets(_ bytes: [UInt8]) throws -> [Packet] {
        var packets: [Packet] = []
        var offset = 0
        while offset + 7 <= bytes.count {
            guard bytes[offset] == 0xFF, bytes[offset + 1] & 0xF0 == 0xF0 else {
                throw FormatError(description: "no ADTS sync at \(offset)")
            }
            let protectionAbsent = bytes[offset + 1] & 1 == 1
            let profile = (bytes[offset + 2] >> 6) & 3
            let rateIndex = (bytes[offset + 2] >> 2) & 0xF
            let channelConfig = ((bytes[offset + 2] & 1) << 2) | (bytes[offset + 3] >> 6)
            let length =
                (Int(bytes[offset + 3] & 3) << 11) | (Int(bytes[offset + 4]) << 3) | (Int(bytes[offset + 5]) >> 5)
            let header = protectionAbsent ? 7 : 9
            guard length > header, offset + length <= bytes.count, bytes[offset + 6] & 3 == 0 else {
                throw FormatError(description: "bad ADTS frame at \(offset)")
            }
            let objectType = profile + 1
            let config: [UInt8] = [(objectType << 3) | (rateIndex >> 1), ((rateIndex & 1) << 7) | (channelConfig << 3)]
            packets.append(Packet(payload: Array(bytes[offset + header..<offset + length]), config: config))
            offset += length
        }
        return packets
    }
}

/// Writes AAC packets as a CAF the way Apple's tools do: `desc`, an esds `kuki`, a `pakt` with
/// each packet's size and the priming, valid and remainder frames, then `data`.
enum AACInCAF {
    static func file(packets: [[UInt8]], config: [UInt8], sampleRate: Double, validFrames: Int64, priming: Int32)
        -> [UInt8]
    {
        let channels = UInt32((config[1] >> 3) & 0xF)
        var bytes: [UInt8] = Array("caff".utf8) + be(UInt16(1), 2) + be(UInt16(0), 2)

        var desc = be(sampleRate.bitPattern, 8) + Array("aac ".utf8)
        desc += be(UInt32(2), 4) + be(UInt32(0), 4) + be(UInt32(1024), 4) + be(channels, 4) + be(UInt32(0), 4)
        bytes += chunk("desc", desc)

        // An MPEG-4 ES descriptor holding the decoder configuration, behind version and flags.
        let decoderSpecific = descriptor(0x05, config)
        let decoderConfig = descriptor(
            0x04, [0x40, 0x15] + [0, 0x18, 0] + be(UInt32(128_000), 4) + be(UInt32(128_000), 4) + decoderSpecific)
        let esDescriptor = descriptor(0x03, [0, 0, 0] + decoderConfig + descriptor(0x06, [0x02]))
        bytes += chunk("kuki", [0, 0, 0, 0] + esDescriptor)

        let totalFrames = Int64(packets.count) * 1024
        var pakt = be(UInt64(packets.count), 8) + be(UInt64(validFrames), 8) + be(UInt32(priming), 4)
        pakt += be(UInt32(totalFrames - validFrames - Int64(priming)), 4)
        for packet in packets { pakt += variableLength(packet.count) }
        bytes += chunk("pakt", pakt)

        bytes += chunk("data", [0, 0, 0, 0] + packets.flatMap { $0 })
        return bytes
    }

    static func chunk(_ id: String, _ payload: [UInt8]) -> [UInt8] {
        Array(id.utf8) + be(UInt64(payload.count), 8) + payload
    }

    static func descriptor(_ tag: UInt8, _ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count < 128)
        return [tag, UInt8(payload.count)] + payload
    }

    /// CAF's packet sizes: 7 bits a byte, most significant first, the top bit set on all but the last.
    static func variableLength(_ value: Int) -> [UInt8] {
        var groups = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            groups.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
            rest >>= 7
        }
        return groups
    }

    static func be<T: FixedWidthInteger>(_ value: T, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }
}
