import SoundCheckCore

/// Reads AIFF and AIFF-C headers (`FORM`…`AIFF` / `FORM`…`AIFC`).
///
/// libsndfile reads AIFF well, but reports IMA4's frame count with the padding of the last packet
/// and calls AIFF and AIFF-C the same thing; this reader gives the exact facts.
enum AIFFReader {
    static func read(_ source: ByteSource, isAIFC: Bool) throws(ReadError) -> SoundDescription {
        var sound = SoundDescription(container: isAIFC ? .aifc : .aiff, encoding: .lpcm, formatID: "NONE")
        sound.fileSize = source.size
        var header = BinaryCursor(try source.read(at: 4, count: 4))
        let formSize = Int64(header.uint32BE() ?? 0)
        let chunks = try ChunkWalker.chunks(in: source, from: 12, layout: .iff)

        guard let comm = chunks.first(where: { $0.id == "COMM" }) else {
            sound.defects.append(.missingChunk(id: "COMM", role: .format))
            return sound
        }
        guard let frames = try readFormat(comm, source: source, isAIFC: isAIFC, into: &sound) else { return sound }

        guard let ssnd = chunks.first(where: { $0.id == "SSND" }) else {
            sound.frames = frames
            sound.defects.append(.missingChunk(id: "SSND", role: .audio))
            return sound
        }
        try locateAudio(ssnd, source: source, into: &sound)
        CAFReader.reportTruncatedChunks(chunks, except: ssnd, into: &sound)
        if formSize + 8 > source.size && !chunks.contains(where: \.isTruncated) {
            sound.defects.append(.headerSizeMismatch(chunk: "FORM", declared: formSize + 8, fileSize: source.size))
        }
        // A placeholder size is beyond the file too, where the COMM count is one as well.
        countFrames(frames, dataIsCut: ssnd.isTruncated, into: &sound)
        return sound
    }

    /// Reads `COMM` into `sound` and returns the frames it declares; nil when the file ends first.
    private static func readFormat(_ comm: Chunk, source: ByteSource, isAIFC: Bool, into sound: inout SoundDescription)
        throws(ReadError) -> Int64?
    {
        // COMM's fields are 16 and 32 bits wide: sums and products of them in Int64 cannot overflow.
        let minimumSize: Int64 = isAIFC ? 22 : 18
        if comm.declaredSize < minimumSize {
            sound.defects.append(.chunkTooShort(id: "COMM", size: comm.declaredSize, minimum: minimumSize))
        }
        // Read the fields the file physically holds even when the declared size is too small, so
        // the report still describes what the header says.
        var cursor = BinaryCursor(try source.read(at: comm.payloadOffset, count: 22))
        guard let channels = cursor.int16BE(), let frameCount = cursor.uint32BE(), let bits = cursor.int16BE(),
            let rate = cursor.extended80BE()
        else {
            sound.defects.append(.chunkCutShort(id: "COMM", available: comm.availableSize))
            return nil
        }
        sound.channels = Int(channels)
        sound.bitsPerChannel = Int(bits)
        sound.sampleRate = rate
        var compression = "NONE"
        if isAIFC && comm.declaredSize >= 22, let code = cursor.bytes(4) {
            compression = FourCC.string(code)
        }
        sound.formatID = compression
        sound.encoding = encoding(compression: compression)
        sound.byteOrder = ["sowt", "23ni", "42ni"].contains(compression) ? .littleEndian : .bigEndian
        if channels <= 0 {
            sound.defects.append(.invalidChannels(chunk: "COMM", count: Int(channels)))
        } else if let excess = HeaderBounds.excessChannels(Int64(channels), chunk: "COMM") {
            sound.defects.append(excess)
        }
        return describeLayout(compression: compression, frameCount: Int64(frameCount), into: &sound)
    }

    /// Sets the sample format and packet layout from the compression type; returns the frames the
    /// COMM count stands for (IMA4 counts packets).
    private static func describeLayout(compression: String, frameCount: Int64, into sound: inout SoundDescription)
        -> Int64
    {
        let channels = Int64(max(0, sound.channels))
        switch sound.encoding {
        case .lpcm:
            let isFloat = ["fl32", "FL32", "fl64", "FL64"].contains(compression)
            // QuickTime's fixed-width integer types say their width in the code, not in COMM.
            let fixedWidth = ["in24": 24, "23ni": 24, "in32": 32, "42ni": 32][compression]
            let bits = sound.bitsPerChannel
            let width = compression.lowercased() == "fl64" ? 64 : (isFloat ? 32 : fixedWidth ?? bits)
            sound.sampleFormat =
                isFloat
                ? SampleFormat.float(bits: width) : SampleFormat.integer(bits: width, signed8: compression != "raw ")
            if !isFloat && (bits < 1 || bits > 32) {
                sound.defects.append(.unsupportedSampleSize(bits: bits))
            }
            sound.bytesPerPacket = Int(Int64(sound.sampleFormat?.bytesPerSample ?? 0) * channels)
            sound.framesPerPacket = 1
        case .ulaw, .alaw:
            sound.bytesPerPacket = Int(channels)
            sound.framesPerPacket = 1
        case .ima4:
            sound.bytesPerPacket = IMA4.bytesPerChannelPacket * Int(channels)
            sound.framesPerPacket = IMA4.framesPerPacket
            return frameCount * Int64(IMA4.framesPerPacket)
        case .other:
            break
        }
        return frameCount
    }

    /// Where the audio lies: after `SSND`'s offset and block size, and its declared offset. A
    /// size that is a streaming writer's placeholder is read to the end of the file.
    private static func locateAudio(_ ssnd: Chunk, source: ByteSource, into sound: inout SoundDescription)
        throws(ReadError)
    {
        var ssndHeader = BinaryCursor(try source.read(at: ssnd.payloadOffset, count: 8))
        let dataOffset = Int64(ssndHeader.uint32BE() ?? 0)
        let headerSize = 8 + dataOffset
        let audioLength = max(0, ssnd.availableSize - headerSize)
        sound.dataOffset = ssnd.payloadOffset + headerSize
        sound.dataLength = audioLength
        if ssnd.declaredSize < headerSize {
            sound.defects.append(.chunkTooShort(id: "SSND", size: ssnd.declaredSize, minimum: headerSize))
        } else if ssnd.isTruncated {
            let frameSize = Int64(sound.framesPerPacket == 1 ? sound.bytesPerPacket : 0)
            if StreamingPlaceholder.isAIFFSoundData(ssnd.declaredSize, headerSize: headerSize, frameSize: frameSize) {
                sound.defects.append(
                    .lengthPlaceholder(
                        chunk: "SSND", declared: ssnd.declaredSize,
                        available: audioLength))
            } else {
                sound.defects.append(
                    .truncatedData(
                        chunk: "SSND", declared: ssnd.declaredSize, available: ssnd.availableSize,
                        headerSize: headerSize))
            }
        }
    }

    /// Whole packets present and the exact frames: COMM's count, unless the data holds fewer.
    private static func countFrames(_ frames: Int64, dataIsCut: Bool, into sound: inout SoundDescription) {
        let packetSize = Int64(sound.bytesPerPacket)
        guard packetSize > 0 else {
            sound.frames = frames
            return
        }
        let packets = (sound.dataLength ?? 0) / packetSize
        sound.packets = packets
        // At most 64 frames per packet of a file's size: no overflow.
        let available = packets * Int64(max(1, sound.framesPerPacket))
        if available < frames && !dataIsCut {
            sound.defects.append(.framesExceedData(chunk: "COMM", promised: frames, available: available))
        }
        sound.frames = min(frames, available)
    }

    static func encoding(compression: String) -> Encoding {
        switch compression {
        case "NONE", "twos", "sowt", "raw ", "fl32", "FL32", "fl64", "FL64", "in24", "in32", "23ni", "42ni": .lpcm
        case "ima4": .ima4
        case "ulaw", "ULAW": .ulaw
        case "alaw", "ALAW": .alaw
        case "GSM ", "agsm": .other("gsm")
        case "MAC3": .other("mace3")
        case "MAC6": .other("mace6")
        case "sdx2", "SDX2": .other("sdx2")
        case "G722": .other("g722")
        default: .other(CAFReader.normalizedIdentifier(compression))
        }
    }
}
