import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Header values no sound has, as a mutation campaign found them (issue 11): each is a finding of
/// `check`, a clean failure of `convert` and `info --levels` for that file, and never a trap or an
/// allocation sized by the file.
@Suite("Hostile header values")
struct HostileHeaderTests {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    static func regression(_ name: String) -> String { regressions.appendingPathComponent(name).path }

    /// Every file in Regressions/ and the integrity error `check` reports for it. Before the fix
    /// the first three trapped on an arithmetic overflow; `check` called the next two valid, and
    /// converting them allocated 70 TB (an abort) and 546 MB; `check` called the last one valid,
    /// and `convert` wrote a file of 0 frames from it.
    static let regressionInputs: [(name: String, message: String)] = [
        (
            "pakt-packet-count-overflow.caf",
            "the 'pakt' chunk says 288230376151711756 packets, but its packet table has room for at most 12"
        ),
        (
            "pakt-valid-frames-overflow.caf",
            "the 'pakt' chunk promises 9223372036854775798 frames but the audio data holds only 128"
        ),
        (
            "ima4-zero-bytes-per-packet.caf",
            "the 'desc' chunk says 0 bytes per packet, but IMA4 (Apple IMA/ADPCM) has 34"
        ),
        (
            "ima4-4294967294-channels.caf",
            "the 'desc' chunk says 4294967294 channels; soundcheck reads at most 8 (a notification sound has 1 or 2)"
        ),
        (
            "ima4-32767-channels.caf",
            "the 'desc' chunk says 32767 channels; soundcheck reads at most 8 (a notification sound has 1 or 2)"
        ),
        ("wav-fact-without-audio.wav", "the 'fact' chunk promises 4000 frames but the audio data holds only 0"),
    ]

    @Test("every regression input is listed here")
    func everyInputListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)
            .filter { !$0.hasSuffix(".md") }
        #expect(Set(names) == Set(Self.regressionInputs.map(\.name)))
    }

    @Test("check reports each regression input as an error, and does not trap", arguments: regressionInputs)
    func regressionChecked(name: String, message: String) throws {
        let report = try Checker().check(paths: [Self.regression(name)])
        let file = try #require(report.files.first)
        #expect(!file.valid)
        #expect(
            file.findings.contains { $0.rule == "integrity" && $0.severity == .error && $0.message == message },
            "\(file.findings.map(\.message))")
    }

    @Test(
        "convert and info --levels fail for each regression input with a message, or convert what is there",
        arguments: regressionInputs)
    func regressionConverted(name: String, message: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.caf").path
        // Decoding may salvage what the header makes readable; it must never trap or crash.
        if let result = try? Converter().convert(Self.regression(name), to: output) {
            #expect(result.frames >= 0)
        }
        _ = try? LevelMeasurement.measure(Self.regression(name))
    }

    // MARK: - Channels

    static let channelCounts: [(name: String, count: Int64)] = [
        ("ima4-4294967294-channels.caf", 4_294_967_294), ("ima4-32767-channels.caf", 32767),
    ]

    @Test(
        "convert and level measurement refuse a channel count no sound has, in check's words",
        arguments: channelCounts)
    func channelsRefused(name: String, count: Int64) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let defect = HeaderDefect.valueOutOfRange(chunk: "desc", field: .channels, value: count, limit: 8)
        let message = IntegrityRule.message(for: defect)
        let output = directory.appendingPathComponent("out.caf").path
        #expect(throws: ConversionError(path: Self.regression(name), reason: message)) {
            try Converter().convert(Self.regression(name), to: output)
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(throws: ConversionError(path: Self.regression(name), reason: message)) {
            try LevelMeasurement.measure(Self.regression(name))
        }
    }

    @Test("the command line fails for that file only: info --levels and convert go on with the others")
    func channelsOnTheCommandLine() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = Self.regression("ima4-4294967294-channels.caf")
        let good = TestPaths.sample("valid/ping-pcm16.wav")
        let info = try ExternalTool.run(
            TestPaths.executable.path,
            ["info", "--levels", "--format", "json", hostile, good])
        #expect(info.status == 1)
        #expect(info.text.contains("soundcheck reads at most 8"))
        #expect(info.text.contains("integratedLUFS"), "the valid file was measured")
        let converted = try ExternalTool.run(
            TestPaths.executable.path, ["convert", hostile, good, "-o", directory.path])
        #expect(converted.status == 1)
        #expect(
            converted.standardError.contains("4294967294 channels; soundcheck reads at most 8")
                || converted.text.contains("4294967294 channels; soundcheck reads at most 8"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ping-pcm16.caf").path))
    }

    @Test("up to 8 channels are read; 9 and more are an error in every container", arguments: [1, 2, 8, 9, 255])
    func channelLimit(channels: Int) throws {
        let wav = SoundBuilder.wav(
            channels: UInt16(channels), blockAlign: UInt16(2 * channels),
            data: [UInt8](repeating: 0, count: 4 * channels))
        let aiff = SoundBuilder.aiff(
            channels: Int16(channels), frames: 2,
            data: [UInt8](repeating: 0, count: 4 * channels))
        let caf = SoundBuilder.caf(
            bytesPerPacket: UInt32(2 * channels), channels: UInt32(channels),
            data: [UInt8](repeating: 0, count: 4 * channels))
        for (bytes, chunk) in [(wav, "fmt "), (aiff, "COMM"), (caf, "desc")] {
            let defects = try #require(Self.describe(bytes)).defects
            let outOfRange = HeaderDefect.valueOutOfRange(
                chunk: chunk, field: .channels, value: Int64(channels),
                limit: 8)
            #expect(defects.contains(outOfRange) == (channels > 8), "\(chunk): \(defects)")
        }
    }

    // MARK: - Packet tables

    @Test("valid frames that overflow with the priming frames promise more than the data holds")
    func validFramesOverflow() throws {
        let bytes = SoundBuilder.caf(
            formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0,
            pakt: .init(valid: .max, priming: .max), data: SoundBuilder.ima4Packets(3))
        let description = try #require(Self.describe(bytes))
        #expect(description.defects.contains(.framesExceedData(chunk: "pakt", promised: .max, available: 192)))
        #expect(description.frames == 0)
    }

    @Test("packets × frames per packet beyond 64 bits is a defect, not a trap")
    func framesPerPacketOverflow() throws {
        // A terabyte of one-byte packets of 2^32 − 1 frames each: 2^72 frames.
        let header = SoundBuilder.caf(
            formatID: "QDMC", flags: 0, bytesPerPacket: 1, framesPerPacket: .max, bits: 0,
            data: [], dataRunsToEnd: true)
        let source = SparseByteSource(head: header, size: 1 << 40)
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(source: source, path: "huge.caf")
        let description = try #require(sound.description)
        let packets = (Int64(1) << 40) - Int64(header.count)
        #expect(description.packets == packets)
        #expect(description.frames == nil)
        #expect(
            description.defects.contains(
                .valueOutOfRange(
                    chunk: "desc", field: .framesPerPacket, value: Int64(UInt32.max), limit: .max / packets)))
    }

    @Test("a pakt packet count of a variable-bit-rate file within its table is used", arguments: [0, 12, 13])
    func packetTableCapacity(packets: Int64) throws {
        let table = SoundBuilder.PacketTable(packets: packets, valid: 11025, table: [UInt8](repeating: 0x20, count: 12))
        let bytes = SoundBuilder.caf(
            formatID: "aac ", flags: 2, bytesPerPacket: 0, framesPerPacket: 1024, bits: 0,
            pakt: table, data: [UInt8](repeating: 0, count: 400))
        let description = try #require(Self.describe(bytes))
        let tooMany = HeaderDefect.valueOutOfRange(chunk: "pakt", field: .packetCount, value: packets, limit: 12)
        #expect(description.defects.contains(tooMany) == (packets > 12), "\(description.defects)")
        #expect(description.packets == (packets > 0 && packets <= 12 ? packets : nil))
    }

    /// `fact`, the bytes of audio, the frames the reader reports, and whether `fact` exceeds the data.
    static let factCases: [(fact: Int64, bytes: Int, frames: Int64, exceeds: Bool)] = [
        (3000, 2000, 3000, false), (4040, 2000, 4040, false), (4041, 2000, 4040, true), (1, 0, 0, true),
    ]

    @Test("a WAV fact count beyond what the blocks present can hold is capped, and an error", arguments: factCases)
    func factBeyondBlocks(fact: Int64, bytes: Int, frames: Int64, exceeds: Bool) throws {
        // 2000 bytes are 7 blocks of 256 bytes and a partial one, counted whole: 8 × 505 frames.
        let wav = SoundBuilder.wav(
            tag: 0x11, blockAlign: 256, bits: 4, samplesPerBlock: 505, fact: UInt32(fact),
            data: [UInt8](repeating: 0, count: bytes))
        let description = try #require(Self.describe(wav))
        let exceeded = HeaderDefect.framesExceedData(chunk: "fact", promised: fact, available: frames)
        #expect(description.defects.contains(exceeded) == exceeds, "\(description.defects)")
        #expect(description.frames == frames)
    }

    // MARK: - Frames per packet

    @Test(
        "a playable encoding whose desc says another number of frames per packet is an error",
        arguments: [
            ("lpcm", UInt32(0), Int64(1)), ("lpcm", 2, 1), ("ulaw", 0, 1), ("alaw", 4, 1), ("ima4", 0, 64),
            ("ima4", 32, 64),
        ])
    func framesPerPacket(formatID: String, framesPerPacket: UInt32, expected: Int64) throws {
        let isIMA4 = formatID == "ima4"
        let isPCM = formatID == "lpcm"
        let bytes = SoundBuilder.caf(
            formatID: formatID, flags: isIMA4 ? 0 : 2,
            bytesPerPacket: isIMA4 ? 34 : (isPCM ? 2 : 1),
            framesPerPacket: framesPerPacket, bits: isIMA4 ? 0 : (isPCM ? 16 : 8),
            data: isIMA4 ? SoundBuilder.ima4Packets(2) : [UInt8](repeating: 0, count: 8))
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "f.caf")
        let description = try #require(sound.description)
        let defect = HeaderDefect.unexpectedPacketLayout(
            encoding: description.encoding, field: .framesPerPacket, value: Int64(framesPerPacket), expected: expected)
        #expect(description.defects.contains(defect))
        // Counted with the encoding's own layout: 8 bytes of 16-bit PCM, 2 IMA4 packets.
        #expect(description.frames == (isIMA4 ? 128 : (formatID == "lpcm" ? 4 : 8)))
        #expect(!Checker().judge([sound]).files[0].valid)
    }

    // MARK: - Sample rates

    @Test(
        "a sample rate no sound can have is an error, and convert refuses it in the same words",
        arguments: [0, -1, Double.nan, .infinity, 0.5, 2_822_401, 1e300])
    func impossibleRate(rate: Double) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("rate.caf").path
        let bytes = SoundBuilder.caf(rate: rate, data: [UInt8](repeating: 0, count: 400))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let message = "the header's sample rate is \(NumberText.trimmed(rate)) Hz, which nothing can play"
        let file = try #require(try Checker().check(paths: [path]).files.first)
        #expect(file.findings.contains(Finding(rule: "integrity", severity: .error, message: message, path: path)))
        #expect(throws: ConversionError(path: path, reason: message)) {
            try Converter().convert(path, to: directory.appendingPathComponent("out.caf").path)
        }
        #expect(throws: ConversionError(path: path, reason: message)) { try LevelMeasurement.measure(path) }
    }

    @Test("a sample rate players may not handle is a warning", arguments: [1.0, 999, 768_001, 2_822_400])
    func unusualRate(rate: Double) {
        let problem = IntegrityRule.sampleRateProblem(rate)
        #expect(problem?.severity == .warning)
    }

    static func describe(_ bytes: [UInt8]) -> SoundDescription? {
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        return reader.inspect(source: MemoryByteSource(bytes), path: "hostile").description
    }
}

/// A file of `size` bytes that holds `head` and then zeros, without the memory: for sizes no
/// test can write.
final class SparseByteSource: ByteSource {
    let head: [UInt8]
    let size: Int64

    init(head: [UInt8], size: Int64) {
        self.head = head
        self.size = size
    }

    func read(at offset: Int64, count: Int) throws(ReadError) -> ArraySlice<UInt8> {
        guard offset >= 0, count > 0, offset < size else { return [] }
        // The readers ask for headers, never for the gigabytes this stands for.
        let length = Int(min(Int64(count), size - offset, 1 << 20))
        var bytes = [UInt8](repeating: 0, count: length)
        for index in 0..<length where offset + Int64(index) < Int64(head.count) {
            bytes[index] = head[Int(offset) + index]
        }
        return bytes[...]
    }
}
