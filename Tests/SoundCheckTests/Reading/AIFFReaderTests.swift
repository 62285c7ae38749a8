import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("AIFF and AIFF-C reader")
struct AIFFReaderTests {
    func describe(_ bytes: [UInt8]) throws -> SoundDescription {
        try #require(SoundReader().inspect(source: MemoryByteSource(bytes), path: "x.aiff").description)
    }

    @Test("plain AIFF int16 with the 80-bit sample rate", arguments: [8000.0, 11025, 22050, 44100, 48000, 96000])
    func plainAIFF(rate: Double) throws {
        let description = try describe(
            SoundBuilder.aiff(frames: 100, rate: rate, data: [UInt8](repeating: 0, count: 200)))
        #expect(description.container == .aiff)
        #expect(description.encoding == .lpcm)
        #expect(description.sampleFormat == .int16)
        #expect(description.sampleRate == rate)
        #expect(description.frames == 100)
        #expect(description.defects.isEmpty)
    }

    @Test("AIFF-C ima4: COMM holds packets, frames = packets × 64")
    func aifcIMA4() throws {
        let description = try describe(
            SoundBuilder.aiff(
                aifc: true, channels: 2, frames: 5, compression: "ima4", data: SoundBuilder.ima4Packets(5, channels: 2))
        )
        #expect(description.container == .aifc)
        #expect(description.encoding == .ima4)
        #expect(description.frames == 320)
        #expect(description.packets == 5)
        #expect(description.bytesPerPacket == 68)
    }

    @Test(
        "AIFF-C compression types map to encodings",
        arguments: [
            ("sowt", "lpcm"), ("twos", "lpcm"), ("fl32", "lpcm"), ("FL64", "lpcm"), ("ulaw", "ulaw"), ("ULAW", "ulaw"),
            ("alaw", "alaw"), ("ALAW", "alaw"), ("ima4", "ima4"), ("GSM ", "gsm"), ("MAC3", "mace3"), ("QDM2", "qdm2"),
            ("in24", "lpcm"), ("23ni", "lpcm"), ("in32", "lpcm"), ("42ni", "lpcm"),
        ])
    func compressionTypes(code: String, identifier: String) throws {
        let description = try describe(
            SoundBuilder.aiff(aifc: true, frames: 1, compression: code, data: [UInt8](repeating: 0, count: 68)))
        #expect(description.encoding.identifier == identifier)
    }

    @Test("sowt is little-endian 16-bit, fl32 is float32")
    func sampleFormats() throws {
        let sowt = try describe(
            SoundBuilder.aiff(aifc: true, frames: 4, compression: "sowt", data: [UInt8](repeating: 0, count: 8)))
        #expect(sowt.byteOrder == .littleEndian)
        #expect(sowt.sampleFormat == .int16)
        let float = try describe(
            SoundBuilder.aiff(
                aifc: true, frames: 4, bits: 32, compression: "fl32", data: [UInt8](repeating: 0, count: 16)))
        #expect(float.sampleFormat == .float32)
        #expect(float.frames == 4)
    }

    @Test("QuickTime fixed-width integer codes: width and byte order from the code")
    func fixedWidthIntegers() throws {
        let little24 = try describe(
            SoundBuilder.aiff(
                aifc: true, channels: 2, frames: 4, bits: 24, compression: "23ni",
                data: [UInt8](repeating: 0, count: 24)))
        #expect(little24.sampleFormat == .int24)
        #expect(little24.byteOrder == .littleEndian)
        #expect(little24.frames == 4)
        let big32 = try describe(
            SoundBuilder.aiff(
                aifc: true, frames: 4, bits: 32, compression: "in32", data: [UInt8](repeating: 0, count: 16)))
        #expect(big32.sampleFormat == .int32)
        #expect(big32.byteOrder == .bigEndian)
    }

    @Test("no SSND chunk: error, frames as COMM says")
    func noSSND() throws {
        let description = try describe(SoundBuilder.aiff(frames: 9, data: [], includeSSND: false))
        #expect(description.frames == 9)
        #expect(description.defects == [.missingChunk(id: "SSND", role: .audio)])
    }

    @Test("COMM promising more frames than SSND holds: error, clamped")
    func commBeyondData() throws {
        let description = try describe(SoundBuilder.aiff(frames: 1000, data: [UInt8](repeating: 0, count: 200)))
        #expect(description.frames == 100)
        #expect(description.defects == [.framesExceedData(chunk: "COMM", promised: 1000, available: 100)])
    }

    @Test("80-bit extended floats decode exactly")
    func extended() {
        var writer = ByteWriter()
        for value in [44100.0, 22050, 8000, 1, 0.5, 192000, 11025.5] {
            writer.extended80(value)
        }
        var cursor = BinaryCursor(writer.bytes)
        for value in [44100.0, 22050, 8000, 1, 0.5, 192000, 11025.5] {
            #expect(cursor.extended80BE() == value)
        }
        var nan = BinaryCursor([0x7F, 0xFF, 0xC0, 0, 0, 0, 0, 0, 0, 0])
        #expect(nan.extended80BE()?.isNaN == true)
    }
}
