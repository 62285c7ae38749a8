import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("CAF reader")
struct CAFReaderTests {
    func inspect(_ bytes: [UInt8], name: String = "x.caf") -> InspectedSound {
        SoundReader().inspect(source: MemoryByteSource(bytes), path: name)
    }

    @Test("afconvert-style IMA4: pakt with 0 packets but valid frames gives the exact length")
    func appleIMA4() throws {
        let packets = 10
        let bytes = SoundBuilder.caf(
            formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0,
            pakt: .init(packets: 0, valid: 600, remainder: 40), data: SoundBuilder.ima4Packets(packets))
        let description = try #require(inspect(bytes).description)
        #expect(description.container == .caf)
        #expect(description.encoding == .ima4)
        #expect(description.frames == 600)
        #expect(description.packets == 10)
        #expect(description.remainderFrames == 40)
        #expect(description.defects.isEmpty)
        #expect(abs((description.duration ?? 0) - 600.0 / 22050) < 1e-12)
    }

    @Test("IMA4 without pakt: packets × 64 (ffmpeg writes mBitsPerChannel 4)")
    func ffmpegIMA4() throws {
        let bytes = SoundBuilder.caf(
            formatID: "ima4", flags: 0, bytesPerPacket: 68, framesPerPacket: 64, channels: 2, bits: 4,
            data: SoundBuilder.ima4Packets(7, channels: 2))
        let description = try #require(inspect(bytes).description)
        #expect(description.frames == Int64(7 * 64))
        #expect(description.channels == 2)
        #expect(description.defects.isEmpty)
    }

    @Test("data chunk size -1 runs to the end of the file")
    func dataRunsToEnd() throws {
        let bytes = SoundBuilder.caf(data: [UInt8](repeating: 1, count: 2000), dataRunsToEnd: true)
        let description = try #require(inspect(bytes).description)
        #expect(description.frames == 1000)
        #expect(description.dataRunsToEnd)
        #expect(description.defects.isEmpty)
    }

    @Test("µLaw with mBitsPerChannel 16 (libsndfile refuses it) is read")
    func ulawWithSixteenBits() throws {
        let bytes = SoundBuilder.caf(
            rate: 8000, formatID: "ulaw", flags: 0, bytesPerPacket: 1, bits: 16,
            data: [UInt8](repeating: 0xFF, count: 800))
        let description = try #require(inspect(bytes).description)
        #expect(description.encoding == .ulaw)
        #expect(description.frames == 800)
        #expect(description.duration == 0.1)
    }

    @Test(
        "lpcm flags give sample format and byte order",
        arguments: [
            (UInt32(0), UInt32(16), SampleFormat.int16, ByteOrder.bigEndian),
            (2, 24, .int24, .littleEndian),
            (1, 32, .float32, .bigEndian),
            (3, 64, .float64, .littleEndian),
            (0, 8, .int8, .bigEndian),
        ])
    func lpcmFormats(flags: UInt32, bits: UInt32, format: SampleFormat, order: ByteOrder) throws {
        let bytesPerFrame = UInt32(format.bytesPerSample)
        let bytes = SoundBuilder.caf(
            flags: flags, bytesPerPacket: bytesPerFrame, bits: bits,
            data: [UInt8](repeating: 0, count: Int(bytesPerFrame) * 10))
        let description = try #require(inspect(bytes).description)
        #expect(description.sampleFormat == format)
        #expect(description.byteOrder == order)
        #expect(description.frames == 10)
    }

    @Test("a PCM desc with 0 bytes per packet: frame size from bits and channels, with a warning")
    func zeroBytesPerPacket() throws {
        let bytes = SoundBuilder.caf(
            flags: 2, bytesPerPacket: 0, channels: 2, bits: 16, data: [UInt8](repeating: 0, count: 400))
        let description = try #require(inspect(bytes).description)
        #expect(description.frames == 100)
        #expect(description.defects == [.zeroBytesPerPacket(encoding: .lpcm, assumedFrameSize: 4)])
    }

    @Test("AAC in CAF is named, not misread")
    func aac() throws {
        let bytes = SoundBuilder.caf(
            formatID: "aac ", flags: 0, bytesPerPacket: 0, framesPerPacket: 1024, bits: 0,
            pakt: .init(packets: 5, valid: 2000, priming: 2112, remainder: 1008),
            data: [UInt8](repeating: 0, count: 300))
        let description = try #require(inspect(bytes).description)
        #expect(description.encoding == .other("aac"))
        #expect(description.frames == 2000)
    }

    @Test("truncated data chunk is an error and frames are clamped to what is present")
    func truncated() throws {
        var bytes = SoundBuilder.caf(data: [UInt8](repeating: 0, count: 2000))
        bytes.removeLast(1000)
        let description = try #require(inspect(bytes).description)
        #expect(description.frames == 500)
        #expect(description.defects == [.truncatedData(chunk: "data", declared: 2004, available: 1004, headerSize: 4)])
    }

    @Test("pakt promising more frames than the data holds is an error")
    func paktBeyondData() throws {
        let bytes = SoundBuilder.caf(
            formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0,
            pakt: .init(valid: 10_000), data: SoundBuilder.ima4Packets(2))
        let description = try #require(inspect(bytes).description)
        #expect(description.frames == 128)
        #expect(description.defects == [.framesExceedData(chunk: "pakt", promised: 10_000, available: 128)])
    }

    @Test("a corrupt IMA4 block header (step index > 88) is found")
    func corruptStepIndex() throws {
        var data = SoundBuilder.ima4Packets(5)
        data[3 * 34 + 1] = 100
        let bytes = SoundBuilder.caf(
            formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0, data: data)
        let description = try #require(inspect(bytes).description)
        #expect(description.defects == [.corruptIMA4Block(packet: 3, channel: 0, stepIndex: 100, packetCount: 5)])
    }

    @Test(
        "hostile sample rates are kept as read, for the integrity rule",
        arguments: [Double.nan, 0, -44100, Double.infinity])
    func hostileRate(rate: Double) throws {
        let bytes = SoundBuilder.caf(rate: rate, data: [0, 0, 0, 0])
        let description = try #require(inspect(bytes).description)
        #expect(description.duration == nil)
    }

    @Test("missing desc or data chunk is an error")
    func missingChunks() throws {
        let onlyHeader: [UInt8] = Array("caff".utf8) + [0, 1, 0, 0]
        #expect(inspect(onlyHeader).description?.defects == [.missingChunk(id: "desc", role: .format)])
        var noData = SoundBuilder.caf(data: [])
        noData.removeLast(16)
        #expect(inspect(noData).description?.defects == [.missingChunk(id: "data", role: .audio)])
    }
}
