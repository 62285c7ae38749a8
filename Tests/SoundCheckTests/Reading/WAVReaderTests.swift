import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("WAV reader")
struct WAVReaderTests {
    func describe(_ bytes: [UInt8]) throws -> SoundDescription {
        try #require(SoundReader().inspect(source: MemoryByteSource(bytes), path: "x.wav").description)
    }

    @Test("PCM int16: frames from the data size")
    func pcm16() throws {
        let description = try describe(
            SoundBuilder.wav(channels: 2, blockAlign: 4, data: [UInt8](repeating: 0, count: 400)))
        #expect(description.container == .wav)
        #expect(description.encoding == .lpcm)
        #expect(description.sampleFormat == .int16)
        #expect(description.frames == 100)
        #expect(description.channels == 2)
        #expect(description.defects.isEmpty)
    }

    @Test("8-bit WAV is unsigned; float tag 3 is float")
    func sampleFormats() throws {
        #expect(try describe(SoundBuilder.wav(blockAlign: 1, bits: 8, data: [128, 128])).sampleFormat == .uint8)
        #expect(
            try describe(SoundBuilder.wav(tag: 3, blockAlign: 4, bits: 32, data: [0, 0, 0, 0])).sampleFormat == .float32
        )
    }

    @Test(
        "WAVE_FORMAT_EXTENSIBLE: the sub-format decides",
        arguments: [(UInt16(1), "lpcm"), (3, "lpcm"), (6, "alaw"), (7, "ulaw"), (2, "ms-adpcm")])
    func extensible(subformat: UInt16, identifier: String) throws {
        let description = try describe(
            SoundBuilder.wav(
                channels: 2, blockAlign: 6, bits: 24, extensibleSubformat: subformat,
                data: [UInt8](repeating: 0, count: 60)))
        #expect(description.encoding.identifier == identifier)
        #expect(description.formatID.hasPrefix("0xFFFE/"))
    }

    @Test("compressed WAV takes its frame count from fact")
    func fact() throws {
        let description = try describe(
            SoundBuilder.wav(
                tag: 0x11, blockAlign: 256, bits: 4, samplesPerBlock: 505, fact: 1000,
                data: [UInt8](repeating: 0, count: 512)))
        #expect(description.encoding == .other("ima-adpcm"))
        #expect(description.frames == 1000)
    }

    @Test("compressed WAV without fact: whole blocks × samples per block")
    func noFact() throws {
        let description = try describe(
            SoundBuilder.wav(
                tag: 0x11, blockAlign: 256, bits: 4, samplesPerBlock: 505, data: [UInt8](repeating: 0, count: 512)))
        #expect(description.frames == 1010)
    }

    @Test(
        "format tags are named",
        arguments: [
            (UInt16(0x55), "mp3"), (0x31, "gsm"), (0x02, "ms-adpcm"), (0xFF, "aac"), (0x1234, "wave-format-0x1234"),
        ])
    func tags(tag: UInt16, identifier: String) {
        #expect(WAVReader.encoding(tag: tag).identifier == identifier)
    }

    @Test("data size 0xFFFFFFFF (a streaming writer's placeholder) is read to the end of the file")
    func streamingSize() throws {
        let description = try describe(
            SoundBuilder.wav(data: [UInt8](repeating: 0, count: 100), declaredDataSize: 0xFFFF_FFFF))
        #expect(description.frames == 50)
        #expect(description.defects == [.lengthPlaceholder(chunk: "data", declared: 0xFFFF_FFFF, available: 100)])
    }

    @Test("no data chunk, no fmt chunk: errors")
    func missingChunks() throws {
        var writer = ByteWriter()
        writer.ascii("RIFF")
        writer.le32(4)
        writer.ascii("WAVE")
        #expect(try describe(writer.bytes).defects == [.missingChunk(id: "fmt ", role: .format)])
        var noData = SoundBuilder.wav(data: [])
        noData.removeLast(8)
        #expect(try describe(noData).defects == [.missingChunk(id: "data", role: .audio)])
    }
}
