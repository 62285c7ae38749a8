import SoundCheckCore

/// Reads the Core Audio Format header.
///
/// Our own reader rather than libsndfile's: libsndfile 1.2.0 cannot open CAF IMA4 (the format
/// Apple recommends), CAF with a `data` size of -1, or CAF µLaw/aLaw whose `mBitsPerChannel` is
/// not 8, and it does not report the exact frame count that the `pakt` chunk holds.
package enum CAFReader {
    package static func read(_ source: ByteSource) throws(ReadError) -> SoundDescription {
        var sound = SoundDescription(container: .caf, encoding: .other("unknown"), formatID: "")
        sound.fileSize = source.size
        var header = BinaryCursor(try source.read(at: 0, count: 8))
        header.skip(4)
        let version = header.uint16BE() ?? 0
        if version != 1 {
            sound.defects.append(.unexpectedVersion(version: Int(version), expected: 1))
        }
        let chunks = try ChunkWalker.chunks(in: source, from: 8, layout: .caf)

        guard let desc = chunks.first(where: { $0.id == "desc" }) else {
            sound.defects.append(.missingChunk(id: "desc", role: .format))
            return sound
        }
        if chunks.first?.id != "desc" {
            sound.defects.append(.descNotFirst)
        }
        guard try readFormat(desc, source: source, into: &sound) else { return sound }

        guard let data = chunks.first(where: { $0.id == "data" }) else {
            sound.defects.append(.missingChunk(id: "data", role: .audio))
            return sound
        }
        locateAudio(data, into: &sound)
        reportTruncatedChunks(chunks, except: data, into: &sound)
        countPackets(into: &sound)
        let paktFrames = try readPacketTable(chunks, source: source, into: &sound)
        sound.frames = frames(validFrames: paktFrames, sound: &sound)
        return sound
    }

    /// Reads `desc` into `sound`; false when it is too short to hold its fields.
    private static func readFormat(_ desc: Chunk, source: ByteSource, into sound: inout SoundDescription)
        throws(ReadError) -> Bool
    {
        var cursor = BinaryCursor(try source.read(at: desc.payloadOffset, count: 32))
        guard desc.availableSize >= 32, let rate = cursor.float64BE(), let formatBytes = cursor.bytes(4),
            let flags = cursor.uint32BE(), let bytesPerPacket = cursor.uint32BE(),
            let framesPerPacket = cursor.uint32BE(), let channels = cursor.uint32BE(),
            let bits = cursor.uint32BE()
        else {
            sound.defects.append(.chunkTooShort(id: "desc", size: desc.availableSize, minimum: 32))
            return false
        }
        let formatID = FourCC.string(formatBytes)
        sound.formatID = formatID
        sound.formatFlags = flags
        sound.sampleRate = rate
        sound.channels = Int(channels)
        sound.bitsPerChannel = Int(bits)
        sound.bytesPerPacket = Int(bytesPerPacket)
        sound.framesPerPacket = Int(framesPerPacket)
        sound.encoding = encoding(formatID: formatID)
        if let excess = HeaderBounds.excessChannels(Int64(channels), chunk: "desc") {
            sound.defects.append(excess)
        }
        if sound.encoding == .lpcm {
            let isFloat = flags & 1 != 0
            sound.byteOrder = flags & 2 != 0 ? .littleEndian : .bigEndian
            sound.sampleFormat =
                isFloat
                ? SampleFormat.float(bits: Int(bits)) : SampleFormat.integer(bits: Int(bits), signed8: true)
            if sound.sampleFormat == nil {
                sound.defects.append(.unplayableSampleFormat(bits: Int(bits), isFloat: isFloat))
            }
        }
        checkPacketLayout(into: &sound)
        return true
    }

    /// The packet layout the playable encodings fix: frames per packet 1 for Linear PCM, µLaw and
    /// aLaw, 64 for IMA4, whose packets are also 34 bytes per channel. A `desc` that disagrees is
    /// reported, and the reader counts with the encoding's own layout. (Other encodings vary.)
    private static func checkPacketLayout(into sound: inout SoundDescription) {
        let expectedFrames: Int
        switch sound.encoding {
        case .lpcm, .ulaw, .alaw: expectedFrames = 1
        case .ima4: expectedFrames = IMA4.framesPerPacket
        case .other: return
        }
        if sound.framesPerPacket != expectedFrames {
            sound.defects.append(
                .unexpectedPacketLayout(
                    encoding: sound.encoding, field: .framesPerPacket,
                    value: Int64(sound.framesPerPacket), expected: Int64(expectedFrames)))
            sound.framesPerPacket = expectedFrames
        }
        guard sound.encoding == .ima4, (1...AppleSoundFormats.maximumChannels).contains(sound.channels) else { return }
        let expectedBytes = IMA4.bytesPerChannelPacket * sound.channels
        if sound.bytesPerPacket != expectedBytes {
            sound.defects.append(
                .unexpectedPacketLayout(
                    encoding: .ima4, field: .bytesPerPacket,
                    value: Int64(sound.bytesPerPacket), expected: Int64(expectedBytes)))
            sound.bytesPerPacket = expectedBytes
        }
    }

    /// Where the audio lies: the `data` chunk after its 4-byte edit count.
    private static func locateAudio(_ data: Chunk, into sound: inout SoundDescription) {
        sound.dataOffset = data.payloadOffset + 4
        sound.dataLength = max(0, data.availableSize - 4)
        sound.dataRunsToEnd = data.declaredSize == -1
        if data.declaredSize >= 0 && data.declaredSize < 4 {
            sound.defects.append(.chunkTooShort(id: "data", size: data.declaredSize, minimum: 4))
        } else if data.isTruncated {
            sound.defects.append(
                .truncatedData(
                    chunk: "data", declared: data.declaredSize, available: data.availableSize, headerSize: 4))
        }
    }

    /// Whole packets present, for constant-bit-rate formats. A PCM-like `desc` that says 0 bytes
    /// per packet still has a fixed frame size, which the other fields give.
    private static func countPackets(into sound: inout SoundDescription) {
        let audioLength = sound.dataLength ?? 0
        var packetSize = Int64(sound.bytesPerPacket)
        if packetSize == 0, let frameSize = impliedFrameSize(sound) {
            sound.defects.append(.zeroBytesPerPacket(encoding: sound.encoding, assumedFrameSize: frameSize))
            packetSize = frameSize
            sound.bytesPerPacket = Int(frameSize)
            sound.framesPerPacket = 1
        }
        guard packetSize > 0 else { return }
        sound.packets = audioLength / packetSize
        if audioLength % packetSize != 0 {
            sound.defects.append(.strayBytes(count: audioLength % packetSize, unitSize: packetSize, unit: .packet))
        }
    }

    /// The exact frame count: the `pakt` valid frames when there are some, checked against what
    /// the packets hold, else whole packets × frames per packet.
    private static func frames(validFrames: Int64?, sound: inout SoundDescription) -> Int64? {
        guard let packets = sound.packets, sound.framesPerPacket > 0 else { return validFrames }
        let framesPerPacket = Int64(sound.framesPerPacket)
        guard let available = packets.checkedTimes(framesPerPacket) else {
            // Only a packet count above 0 can overflow.
            sound.defects.append(
                .valueOutOfRange(
                    chunk: "desc", field: .framesPerPacket, value: framesPerPacket, limit: Int64.max / packets))
            return nil
        }
        guard let validFrames else { return available }
        // Priming frames come first and count among the packets' frames.
        if (validFrames.checkedPlus(sound.primingFrames) ?? .max) > available {
            sound.defects.append(.framesExceedData(chunk: "pakt", promised: validFrames, available: available))
            return max(0, available - sound.primingFrames)
        }
        return validFrames
    }

    /// Reads `pakt` and returns its valid frame count when it carries one. Apple's afconvert writes
    /// IMA4 CAFs whose `pakt` says 0 packets but holds the valid and remainder frames: those are
    /// the exact length. A `pakt` of all zeros says nothing and is ignored.
    private static func readPacketTable(_ chunks: [Chunk], source: ByteSource, into sound: inout SoundDescription)
        throws(ReadError) -> Int64?
    {
        guard let pakt = chunks.first(where: { $0.id == "pakt" }) else { return nil }
        var cursor = BinaryCursor(try source.read(at: pakt.payloadOffset, count: 24))
        guard pakt.availableSize >= 24, let packetCount = cursor.int64BE(), let valid = cursor.int64BE(),
            let priming = cursor.int32BE(), let remainder = cursor.int32BE()
        else {
            sound.defects.append(.chunkTooShort(id: "pakt", size: pakt.availableSize, minimum: 24))
            return nil
        }
        if packetCount == 0 && valid == 0 && priming == 0 && remainder == 0 { return nil }
        guard valid >= 0, priming >= 0, remainder >= 0, packetCount >= 0 else {
            sound.defects.append(
                .negativePacketTable(
                    packets: packetCount, validFrames: valid, primingFrames: priming, remainderFrames: remainder))
            return nil
        }
        sound.primingFrames = Int64(priming)
        sound.remainderFrames = Int64(remainder)
        if sound.bytesPerPacket == 0 && packetCount > 0 {
            // Variable-size packets: the table holds each one's size, in at least a byte.
            let tableSize = pakt.availableSize - 24
            if packetCount > tableSize {
                sound.defects.append(
                    .valueOutOfRange(
                        chunk: "pakt", field: .packetCount, value: packetCount, limit: tableSize))
            } else {
                sound.packets = packetCount
            }
        }
        return valid
    }

    /// Bytes per frame of Linear PCM, µLaw or aLaw, from bits and channels.
    private static func impliedFrameSize(_ sound: SoundDescription) -> Int64? {
        guard sound.channels > 0 else { return nil }
        switch sound.encoding {
        case .lpcm: return sound.sampleFormat.map { Int64($0.bytesPerSample * sound.channels) }
        case .ulaw, .alaw: return Int64(sound.channels)
        default: return nil
        }
    }

    static func reportTruncatedChunks(_ chunks: [Chunk], except data: Chunk?, into sound: inout SoundDescription) {
        for chunk in chunks where chunk.isTruncated && chunk.payloadOffset != data?.payloadOffset {
            sound.defects.append(
                .truncatedChunk(
                    id: chunk.id, declared: chunk.declaredSize, available: chunk.availableSize))
        }
    }

    package static func encoding(formatID: String) -> Encoding {
        switch formatID {
        case "lpcm": .lpcm
        case "ima4": .ima4
        case "ulaw": .ulaw
        case "alaw": .alaw
        case "aac ", "aacl", "aacf", "aacg", "aace": .other("aac")
        case "aach", "aacp": .other("he-aac")
        case "alac": .other("alac")
        case ".mp3": .other("mp3")
        case ".mp1", ".mp2": .other("mpeg-audio")
        case "opus": .other("opus")
        case "flac": .other("flac")
        case "MAC3": .other("mace3")
        case "MAC6": .other("mace6")
        case "agsm", "msgsm": .other("gsm")
        case "ilbc": .other("ilbc")
        case "samr", "sawb": .other("amr")
        default: .other(normalizedIdentifier(formatID))
        }
    }

    /// A four-character code as a lowercase identifier: `QDMC` → `qdmc`, `aac ` → `aac`.
    static func normalizedIdentifier(_ code: String) -> String {
        let trimmed = code.lowercased().filter { $0 != " " }
        return trimmed.isEmpty ? "unknown" : trimmed
    }
}
