import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Crafted files with one defect each: the reader reports the fact with its values, and the
/// integrity rule alone grades and words it, with the same severity and sentence as always.
@Suite("Header defects: readers report facts, the integrity rule grades and words them")
struct HeaderDefectTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var defect: HeaderDefect
        var severity: Severity
        var message: String

        var testDescription: String { name }
        var path: String { "sounds/" + name.replacingOccurrences(of: " ", with: "-") }
    }

    static func inspect(_ example: Example) -> InspectedSound {
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        return reader.inspect(source: MemoryByteSource(example.bytes), path: example.path)
    }

    @Test("the reader reports the defect as a typed fact", arguments: examples)
    func reported(example: Example) throws {
        let description = try #require(Self.inspect(example).description)
        #expect(description.defects.contains(example.defect), "\(description.defects)")
    }

    @Test("the integrity rule grades and words it as before", arguments: examples)
    func graded(example: Example) {
        #expect(IntegrityRule.severity(of: example.defect) == example.severity)
        #expect(IntegrityRule.isError(example.defect) == (example.severity == .error))
        #expect(IntegrityRule.message(for: example.defect) == example.message)
    }

    @Test("check reports it as an integrity finding", arguments: examples)
    func checked(example: Example) {
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        let report = Checker(reader: reader).judge([Self.inspect(example)])
        let expected = Finding(
            rule: "integrity", severity: example.severity, message: example.message,
            path: example.path)
        #expect(report.files[0].findings.contains(expected), "\(report.files[0].findings)")
    }

    // MARK: - No sentences in the facts

    /// Every kind of defect. `kind(_:)` has no `default`, so a new case does not compile until it
    /// is named here, and `everyKindHasAnExample` then wants a crafted file that produces it.
    static let kinds: Set<String> = [
        "missingChunk", "chunkTooShort", "chunkCutShort", "truncatedData", "truncatedChunk", "headerSizeMismatch",
        "strayBytes", "framesExceedData", "invalidChannels", "valueOutOfRange", "unexpectedPacketLayout",
        "lengthPlaceholder", "unsupportedSampleSize", "unplayablePCMLayout",
        "unplayableSampleFormat", "zeroBlockAlign", "missingSubFormat", "zeroBytesPerPacket", "negativePacketTable",
        "unexpectedVersion", "descNotFirst", "corruptIMA4Block",
    ]

    static func kind(_ defect: HeaderDefect) -> String {
        switch defect {
        case .missingChunk: "missingChunk"
        case .chunkTooShort: "chunkTooShort"
        case .chunkCutShort: "chunkCutShort"
        case .truncatedData: "truncatedData"
        case .truncatedChunk: "truncatedChunk"
        case .headerSizeMismatch: "headerSizeMismatch"
        case .strayBytes: "strayBytes"
        case .framesExceedData: "framesExceedData"
        case .invalidChannels: "invalidChannels"
        case .valueOutOfRange: "valueOutOfRange"
        case .unexpectedPacketLayout: "unexpectedPacketLayout"
        case .lengthPlaceholder: "lengthPlaceholder"
        case .unsupportedSampleSize: "unsupportedSampleSize"
        case .unplayablePCMLayout: "unplayablePCMLayout"
        case .unplayableSampleFormat: "unplayableSampleFormat"
        case .zeroBlockAlign: "zeroBlockAlign"
        case .missingSubFormat: "missingSubFormat"
        case .zeroBytesPerPacket: "zeroBytesPerPacket"
        case .negativePacketTable: "negativePacketTable"
        case .unexpectedVersion: "unexpectedVersion"
        case .descNotFirst: "descNotFirst"
        case .corruptIMA4Block: "corruptIMA4Block"
        }
    }

    /// A defect's associated values with their labels (nil for an unlabelled single value).
    static func values(of defect: HeaderDefect) -> [(label: String?, value: Any)] {
        guard let payload = Mirror(reflecting: defect).children.first?.value else { return [] }
        let tuple = Mirror(reflecting: payload)
        guard tuple.displayStyle == .tuple else { return [(nil, payload)] }
        return tuple.children.map { ($0.label, $0.value) }
    }

    @Test("every kind of defect has a crafted example")
    func everyKindHasAnExample() {
        #expect(Set(Self.examples.map { Self.kind($0.defect) }) == Self.kinds)
    }

    @Test(
        "defects carry values, not sentences: the only strings are chunk identifiers",
        arguments: examples)
    func noSentences(example: Example) throws {
        let description = try #require(Self.inspect(example).description)
        for defect in description.defects + [example.defect] {
            for (label, value) in Self.values(of: defect) {
                guard let text = value as? String else { continue }
                #expect(label == "id" || label == "chunk", "\(defect) carries the string \(label ?? "_"): \(text)")
                #expect(text.count == 4 || text.hasPrefix("0x"), "\(defect) carries \(text), not a chunk identifier")
            }
        }
    }

    // MARK: - Examples

    /// WAV with a `fmt ` chunk of `fmt` bytes, as given.
    static func wav(fmt: [UInt8], data: [UInt8]) -> [UInt8] {
        var body = ByteWriter()
        body.ascii("WAVE")
        body.ascii("fmt ")
        body.le32(UInt32(fmt.count))
        body.bytes += fmt
        body.ascii("data")
        body.le32(UInt32(data.count))
        body.bytes += data
        var writer = ByteWriter()
        writer.ascii("RIFF")
        writer.le32(UInt32(body.bytes.count))
        writer.bytes += body.bytes
        return writer.bytes
    }

    /// `bytes` with a 32-bit big-endian (or little-endian) value written at `offset`.
    static func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt32, littleEndian: Bool = false) -> [UInt8] {
        var writer = ByteWriter()
        if littleEndian { writer.le32(value) } else { writer.be32(value) }
        var result = bytes
        result.replaceSubrange(offset..<offset + 4, with: writer.bytes)
        return result
    }

    static func zeros(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }

    /// A CAF chunk header and payload.
    static func cafChunk(_ id: String, declaring size: UInt64, payload: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.ascii(id)
        writer.be64(size)
        writer.bytes += payload
        return writer.bytes
    }

    static let examples = wavExamples + aiffExamples + cafExamples

    static let wavExamples: [Example] = {
        var fmtExtensible = ByteWriter()
        fmtExtensible.le16(0xFFFE)
        fmtExtensible.le16(1)
        fmtExtensible.le32(22050)
        fmtExtensible.le32(44100)
        fmtExtensible.le16(2)
        fmtExtensible.le16(16)
        fmtExtensible.le16(0)
        let plain = SoundBuilder.wav(data: zeros(20))
        return [
            Example(
                name: "wav without fmt", bytes: Array("RIFF".utf8) + [4, 0, 0, 0] + Array("WAVE".utf8),
                defect: .missingChunk(id: "fmt ", role: .format), severity: .error,
                message: "no 'fmt ' chunk: the audio format is not described"),
            Example(
                name: "wav with a short fmt", bytes: wav(fmt: [UInt8](repeating: 1, count: 12), data: [0, 0]),
                defect: .chunkTooShort(id: "fmt ", size: 12, minimum: 14), severity: .error,
                message: "the 'fmt ' chunk is 12 bytes long, it needs at least 14"),
            Example(
                name: "wav extensible without sub-format", bytes: wav(fmt: fmtExtensible.bytes, data: [0, 0]),
                defect: .missingSubFormat(extensionSize: 0), severity: .error,
                message: "WAVE_FORMAT_EXTENSIBLE without a sub-format"),
            Example(
                name: "wav with 0 channels", bytes: SoundBuilder.wav(channels: 0, data: [0, 0]),
                defect: .invalidChannels(chunk: "fmt ", count: 0), severity: .error,
                message: "the 'fmt ' chunk says 0 channels"),
            Example(
                name: "wav with 40-bit samples",
                bytes: SoundBuilder.wav(blockAlign: 5, bits: 40, data: zeros(10)),
                defect: .unplayablePCMLayout(blockAlign: 5, channels: 1, bits: 40), severity: .error,
                message: "block align 5 with 1 channels of 40 bits is not a Linear PCM layout anything plays"),
            Example(
                name: "wav ulaw with block align 0",
                bytes: SoundBuilder.wav(tag: 7, blockAlign: 0, bits: 8, data: [0xFF, 0xFF]),
                defect: .zeroBlockAlign(encoding: .ulaw), severity: .error,
                message: "the 'fmt ' chunk says block align 0"),
            Example(
                name: "wav without data", bytes: Array(SoundBuilder.wav(data: []).dropLast(8)),
                defect: .missingChunk(id: "data", role: .audio), severity: .error,
                message: "no 'data' chunk: the file holds no audio"),
            Example(
                name: "wav streamed by ffmpeg",
                bytes: SoundBuilder.wav(data: zeros(100), declaredDataSize: 0xFFFF_FFFF),
                defect: .lengthPlaceholder(chunk: "data", declared: 0xFFFF_FFFF, available: 100),
                severity: .warning,
                message: "the 'data' chunk's size is 0xFFFFFFFF, the placeholder a streaming writer leaves "
                    + "when it cannot seek back (ffmpeg or sox writing to a pipe): "
                    + "its audio is read to the end of the file, 100 bytes"),
            Example(
                name: "wav streamed by sox",
                bytes: SoundBuilder.wav(data: zeros(100), declaredDataSize: 0x7FFF_F000),
                defect: .lengthPlaceholder(chunk: "data", declared: 0x7FFF_F000, available: 100),
                severity: .warning,
                message: "the 'data' chunk's size is 0x7FFFF000, the placeholder a streaming writer leaves "
                    + "when it cannot seek back (ffmpeg or sox writing to a pipe): "
                    + "its audio is read to the end of the file, 100 bytes"),
            Example(
                name: "wav with 9 channels",
                bytes: SoundBuilder.wav(channels: 9, blockAlign: 18, data: zeros(36)),
                defect: .valueOutOfRange(chunk: "fmt ", field: .channels, value: 9, limit: 8), severity: .error,
                message: "the 'fmt ' chunk says 9 channels; soundcheck reads at most 8 "
                    + "(a notification sound has 1 or 2)"),
            Example(
                name: "wav with a RIFF size beyond the file", bytes: patched(plain, at: 4, 156, littleEndian: true),
                defect: .headerSizeMismatch(chunk: "RIFF", declared: 164, fileSize: 64), severity: .warning,
                message: "the RIFF header declares 164 bytes but the file has 64: it may be truncated"),
            Example(
                name: "wav with stray bytes",
                bytes: SoundBuilder.wav(channels: 2, blockAlign: 4, data: zeros(402)),
                defect: .strayBytes(count: 2, unitSize: 4, unit: .frame), severity: .warning,
                message: "the audio data ends with 2 stray bytes, part of a frame of 4"),
        ]
    }()

    static let aiffExamples: [Example] = {
        let oneFrame = SoundBuilder.aiff(frames: 1, data: [0, 0])
        let cutCOMM = Array("FORM".utf8) + [0, 0, 0, 18] + Array("AIFFCOMM".utf8) + [0, 0, 0, 18, 0, 1, 0, 0, 0, 1]
        return [
            Example(
                name: "aiff without COMM", bytes: Array("FORM".utf8) + [0, 0, 0, 4] + Array("AIFF".utf8),
                defect: .missingChunk(id: "COMM", role: .format), severity: .error,
                message: "no 'COMM' chunk: the audio format is not described"),
            Example(
                name: "aiff with a short COMM", bytes: patched(oneFrame, at: 16, 16),
                defect: .chunkTooShort(id: "COMM", size: 16, minimum: 18), severity: .error,
                message: "the 'COMM' chunk declares 16 bytes, it needs at least 18"),
            Example(
                name: "aiff with COMM cut short", bytes: cutCOMM,
                defect: .chunkCutShort(id: "COMM", available: 6), severity: .error,
                message: "the 'COMM' chunk is cut short"),
            Example(
                name: "aiff with -2 channels", bytes: SoundBuilder.aiff(channels: -2, frames: 1, data: [0, 0]),
                defect: .invalidChannels(chunk: "COMM", count: -2), severity: .error,
                message: "the 'COMM' chunk says -2 channels"),
            Example(
                name: "aiff with 40-bit samples",
                bytes: SoundBuilder.aiff(frames: 1, bits: 40, data: [0, 0, 0, 0, 0]),
                defect: .unsupportedSampleSize(bits: 40), severity: .error,
                message: "40 bits per sample is not a sample size AIFF allows (1…32)"),
            Example(
                name: "aiff without SSND", bytes: SoundBuilder.aiff(frames: 9, data: [], includeSSND: false),
                defect: .missingChunk(id: "SSND", role: .audio), severity: .error,
                message: "no 'SSND' chunk: the file holds no audio"),
            Example(
                name: "aiff with SSND shorter than its header",
                bytes: SoundBuilder.aiff(frames: 1, data: [0, 0], declaredDataSize: 6),
                defect: .chunkTooShort(id: "SSND", size: 6, minimum: 8), severity: .error,
                message: "the 'SSND' chunk is 6 bytes long, shorter than its own header"),
            Example(
                name: "aiff truncated",
                bytes: SoundBuilder.aiff(frames: 100, data: zeros(200), declaredDataSize: 408),
                defect: .truncatedData(chunk: "SSND", declared: 408, available: 208, headerSize: 8),
                severity: .error,
                message: "the file is truncated: its 'SSND' chunk declares 400 bytes of audio "
                    + "but only 200 are present"),
            Example(
                name: "aiff streamed by sox",
                bytes: SoundBuilder.aiff(frames: 0x3F80_0000, data: zeros(200), declaredDataSize: 0x7F00_0008),
                defect: .lengthPlaceholder(chunk: "SSND", declared: 0x7F00_0008, available: 200),
                severity: .warning,
                message: "the 'SSND' chunk's size is 0x7F000008, the placeholder a streaming writer leaves "
                    + "when it cannot seek back (ffmpeg or sox writing to a pipe): "
                    + "its audio is read to the end of the file, 200 bytes"),
            Example(
                name: "aiff with 32767 channels", bytes: SoundBuilder.aiff(channels: 32767, frames: 0, data: []),
                defect: .valueOutOfRange(chunk: "COMM", field: .channels, value: 32767, limit: 8), severity: .error,
                message: "the 'COMM' chunk says 32767 channels; soundcheck reads at most 8 "
                    + "(a notification sound has 1 or 2)"),
            Example(
                name: "aiff with a FORM size beyond the file", bytes: patched(oneFrame, at: 4, 58),
                defect: .headerSizeMismatch(chunk: "FORM", declared: 66, fileSize: 56), severity: .warning,
                message: "the FORM header declares 66 bytes but the file has 56: it may be truncated"),
            Example(
                name: "aiff promising more frames than it holds",
                bytes: SoundBuilder.aiff(frames: 1000, data: zeros(200)),
                defect: .framesExceedData(chunk: "COMM", promised: 1000, available: 100), severity: .error,
                message: "the 'COMM' chunk promises 1000 frames but the audio data holds only 100"),
        ]
    }()

    static let cafExamples: [Example] = {
        let pcm = SoundBuilder.caf(data: [0, 0, 0, 0])
        var corruptIMA4 = SoundBuilder.ima4Packets(5)
        corruptIMA4[3 * IMA4.bytesPerChannelPacket + 1] = 100
        var shortData = SoundBuilder.caf(data: [], declaredDataSize: 2)
        shortData.removeLast(2)
        return [
            Example(
                name: "caf version 2", bytes: patched(pcm, at: 4, 0x0002_0000),
                defect: .unexpectedVersion(version: 2, expected: 1), severity: .warning,
                message: "CAF file version is 2, expected 1"),
            Example(
                name: "caf without desc", bytes: Array("caff".utf8) + [0, 1, 0, 0],
                defect: .missingChunk(id: "desc", role: .format), severity: .error,
                message: "no 'desc' chunk: the audio format is not described"),
            Example(
                name: "caf with desc second",
                bytes: Array(pcm[0..<8]) + cafChunk("free", declaring: 0, payload: []) + Array(pcm[8...]),
                defect: .descNotFirst, severity: .warning,
                message: "the 'desc' chunk is not the first chunk, as the CAF specification requires"),
            Example(
                name: "caf with a short desc",
                bytes: Array("caff".utf8) + [0, 1, 0, 0] + cafChunk("desc", declaring: 20, payload: zeros(20)),
                defect: .chunkTooShort(id: "desc", size: 20, minimum: 32), severity: .error,
                message: "the 'desc' chunk is 20 bytes long, it needs 32"),
            Example(
                name: "caf with 40-bit integers",
                bytes: SoundBuilder.caf(flags: 0, bytesPerPacket: 5, bits: 40, data: zeros(10)),
                defect: .unplayableSampleFormat(bits: 40, isFloat: false), severity: .error,
                message: "Linear PCM with 40 bits per channel is not a sample format anything plays"),
            Example(
                name: "caf with 16-bit floats",
                bytes: SoundBuilder.caf(flags: 1, bytesPerPacket: 2, bits: 16, data: [0, 0]),
                defect: .unplayableSampleFormat(bits: 16, isFloat: true), severity: .error,
                message: "Linear PCM with 16 bits per channel (float) is not a sample format anything plays"),
            Example(
                name: "caf without data", bytes: Array(pcm.dropLast(16)),
                defect: .missingChunk(id: "data", role: .audio), severity: .error,
                message: "no 'data' chunk: the file holds no audio"),
            Example(
                name: "caf with data shorter than its edit count", bytes: shortData,
                defect: .chunkTooShort(id: "data", size: 2, minimum: 4), severity: .error,
                message: "the 'data' chunk is 2 bytes long, too short for its edit count"),
            Example(
                name: "caf truncated", bytes: Array(SoundBuilder.caf(data: zeros(2000)).dropLast(1000)),
                defect: .truncatedData(chunk: "data", declared: 2004, available: 1004, headerSize: 4),
                severity: .error,
                message: "the file is truncated: its 'data' chunk declares 2000 bytes of audio "
                    + "but only 1000 are present"),
            Example(
                name: "caf with a truncated chunk after the data",
                bytes: pcm + cafChunk("free", declaring: 100, payload: zeros(10)),
                defect: .truncatedChunk(id: "free", declared: 100, available: 10), severity: .warning,
                message: "the 'free' chunk declares 100 bytes but only 10 are present: the file looks truncated"),
            Example(
                name: "caf with 0 bytes per packet",
                bytes: SoundBuilder.caf(flags: 2, bytesPerPacket: 0, channels: 2, bits: 16, data: zeros(400)),
                defect: .zeroBytesPerPacket(encoding: .lpcm, assumedFrameSize: 4), severity: .warning,
                message: "the 'desc' chunk says 0 bytes per packet for Linear PCM; assuming 4 bytes per frame"),
            Example(
                name: "caf with stray bytes", bytes: SoundBuilder.caf(data: [0, 0, 0, 0, 0]),
                defect: .strayBytes(count: 1, unitSize: 2, unit: .packet), severity: .warning,
                message: "the audio data ends with 1 stray bytes, part of a packet of 2"),
            Example(
                name: "caf with a short pakt",
                bytes: pcm + cafChunk("pakt", declaring: 16, payload: zeros(16)),
                defect: .chunkTooShort(id: "pakt", size: 16, minimum: 24), severity: .error,
                message: "the 'pakt' chunk is 16 bytes long, it needs at least 24"),
            Example(
                name: "caf with negative pakt counts",
                bytes: SoundBuilder.caf(pakt: .init(valid: -5), data: [0, 0]),
                defect: .negativePacketTable(packets: 0, validFrames: -5, primingFrames: 0, remainderFrames: 0),
                severity: .error,
                message: "the 'pakt' chunk holds negative counts "
                    + "(packets 0, valid frames -5, priming 0, remainder 0)"),
            Example(
                name: "caf pakt promising more frames than it holds",
                bytes: SoundBuilder.caf(
                    formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0,
                    pakt: .init(valid: 10_000), data: SoundBuilder.ima4Packets(2)),
                defect: .framesExceedData(chunk: "pakt", promised: 10_000, available: 128), severity: .error,
                message: "the 'pakt' chunk promises 10000 frames but the audio data holds only 128"),
            Example(
                name: "caf ima4 with 4294967294 channels",
                bytes: SoundBuilder.caf(
                    formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64,
                    channels: 4_294_967_294, bits: 0, data: SoundBuilder.ima4Packets(2)),
                defect: .valueOutOfRange(chunk: "desc", field: .channels, value: 4_294_967_294, limit: 8),
                severity: .error,
                message: "the 'desc' chunk says 4294967294 channels; soundcheck reads at most 8 "
                    + "(a notification sound has 1 or 2)"),
            Example(
                name: "caf with more packets than its packet table holds",
                bytes: SoundBuilder.caf(
                    formatID: "aac ", flags: 2, bytesPerPacket: 0, framesPerPacket: 1024,
                    bits: 0, pakt: .init(packets: 1 << 58, valid: 11025), data: zeros(40)),
                defect: .valueOutOfRange(chunk: "pakt", field: .packetCount, value: 1 << 58, limit: 0),
                severity: .error,
                message: "the 'pakt' chunk says 288230376151711744 packets, "
                    + "but its packet table has room for at most 0"),
            Example(
                name: "caf lpcm with 0 frames per packet",
                bytes: SoundBuilder.caf(framesPerPacket: 0, data: zeros(8)),
                defect: .unexpectedPacketLayout(encoding: .lpcm, field: .framesPerPacket, value: 0, expected: 1),
                severity: .error,
                message: "the 'desc' chunk says 0 frames per packet, but Linear PCM has 1"),
            Example(
                name: "caf ima4 with 0 bytes per packet",
                bytes: SoundBuilder.caf(
                    formatID: "ima4", flags: 0, bytesPerPacket: 0, framesPerPacket: 64, bits: 0,
                    data: SoundBuilder.ima4Packets(2)),
                defect: .unexpectedPacketLayout(encoding: .ima4, field: .bytesPerPacket, value: 0, expected: 34),
                severity: .error,
                message: "the 'desc' chunk says 0 bytes per packet, but IMA4 (Apple IMA/ADPCM) has 34"),
            Example(
                name: "caf with a corrupt IMA4 block",
                bytes: SoundBuilder.caf(
                    formatID: "ima4", flags: 0, bytesPerPacket: 34, framesPerPacket: 64, bits: 0,
                    data: corruptIMA4),
                defect: .corruptIMA4Block(packet: 3, channel: 0, stepIndex: 100, packetCount: 5), severity: .error,
                message: "IMA4 packet 4 of 5 (channel 1) has step index 100; "
                    + "the largest valid one is 88: the audio data is corrupt"),
        ]
    }()
}
