import SoundCheckCore

/// Reads RIFF WAVE headers, including `WAVE_FORMAT_EXTENSIBLE`.
///
/// libsndfile opens WAV well but ignores the `fact` chunk of compressed data (its frame count is
/// padded by up to a block), and it reports nothing about tags it cannot decode; this reader gives
/// the exact frame count and names every format tag.
enum WAVReader {
    static func read(_ source: ByteSource) throws(ReadError) -> SoundDescription {
        var sound = SoundDescription(container: .wav, encoding: .other("unknown"), formatID: "")
        sound.fileSize = source.size
        sound.byteOrder = .littleEndian
        var header = BinaryCursor(try source.read(at: 4, count: 4))
        let riffSize = Int64(header.uint32LE() ?? 0)
        let chunks = try ChunkWalker.chunks(in: source, from: 12, layout: .riff)

        guard let fmt = chunks.first(where: { $0.id == "fmt " }) else {
            sound.defects.append(.missingChunk(id: "fmt ", role: .format))
            return sound
        }
        guard let format = try readFormat(fmt, source: source, into: &sound) else { return sound }

        guard let data = chunks.first(where: { $0.id == "data" }) else {
            sound.defects.append(.missingChunk(id: "data", role: .audio))
            return sound
        }
        locateAudio(data, into: &sound)
        CAFReader.reportTruncatedChunks(chunks, except: data, into: &sound)
        // A placeholder `data` size is beyond the file too, which silences this.
        if riffSize + 8 > source.size && !chunks.contains(where: \.isTruncated) {
            sound.defects.append(.headerSizeMismatch(chunk: "RIFF", declared: riffSize + 8, fileSize: source.size))
        }
        let factFrames = try readFact(chunks, source: source)
        let dataIsCut = data.isTruncated && !StreamingPlaceholder.isWAVData(data.declaredSize)
        countFrames(format, factFrames: factFrames, dataIsCut: dataIsCut, into: &sound)
        return sound
    }

    /// What `fmt ` says beyond the `SoundDescription`: the block size and, for ADPCM, the frames
    /// in a block.
    private struct Layout {
        var blockAlign: Int64
        var samplesPerBlock: Int64?
    }

    /// Reads `fmt ` into `sound`; nil when it is too short to hold its fields.
    private static func readFormat(_ fmt: Chunk, source: ByteSource, into sound: inout SoundDescription)
        throws(ReadError) -> Layout?
    {
        var cursor = BinaryCursor(try source.read(at: fmt.payloadOffset, count: Int(min(fmt.availableSize, 64))))
        guard fmt.declaredSize >= 14, let tag = cursor.uint16LE(), let channels = cursor.uint16LE(),
            let rate = cursor.uint32LE(), cursor.uint32LE() != nil, let blockAlign = cursor.uint16LE()
        else {
            sound.defects.append(.chunkTooShort(id: "fmt ", size: fmt.declaredSize, minimum: 14))
            return nil
        }
        let bits = cursor.uint16LE() ?? 0
        let (formatTag, samplesPerBlock) = readExtension(tag: tag, cursor: &cursor, into: &sound)
        sound.sampleRate = Double(rate)
        sound.channels = Int(channels)
        sound.bitsPerChannel = Int(bits)
        sound.bytesPerPacket = Int(blockAlign)
        sound.encoding = encoding(tag: formatTag)
        if channels == 0 {
            sound.defects.append(.invalidChannels(chunk: "fmt ", count: 0))
        } else if let excess = HeaderBounds.excessChannels(Int64(channels), chunk: "fmt ") {
            sound.defects.append(excess)
        }
        describeSamples(
            formatTag: formatTag, blockAlign: Int(blockAlign), samplesPerBlock: samplesPerBlock,
            into: &sound)
        return Layout(blockAlign: Int64(blockAlign), samplesPerBlock: samplesPerBlock.map(Int64.init))
    }

    /// The real format tag (a `WAVE_FORMAT_EXTENSIBLE` sub-format) and ADPCM's frames per block,
    /// from the fields after bits per sample.
    private static func readExtension(tag: UInt16, cursor: inout BinaryCursor, into sound: inout SoundDescription)
        -> (tag: UInt16, samplesPerBlock: Int?)
    {
        let extraSize = cursor.uint16LE() ?? 0
        guard tag == 0xFFFE else {
            sound.formatID = FourCC.hex16(tag)
            if (tag == 0x0011 || tag == 0x0002) && extraSize >= 2, let perBlock = cursor.uint16LE() {
                return (tag, Int(perBlock))
            }
            return (tag, nil)
        }
        // WAVE_FORMAT_EXTENSIBLE: valid bits, channel mask, then the sub-format GUID whose first
        // two bytes are the real format tag.
        if extraSize >= 22, cursor.uint16LE() != nil, cursor.uint32LE() != nil, let subFormat = cursor.uint16LE() {
            sound.formatID = "\(FourCC.hex16(tag))/\(FourCC.hex16(subFormat))"
            return (subFormat, nil)
        }
        sound.defects.append(.missingSubFormat(extensionSize: Int(extraSize)))
        sound.formatID = FourCC.hex16(tag)
        return (tag, nil)
    }

    /// The sample format and frames per packet of the encoding.
    private static func describeSamples(
        formatTag: UInt16, blockAlign: Int, samplesPerBlock: Int?,
        into sound: inout SoundDescription
    ) {
        switch sound.encoding {
        case .lpcm:
            let channels = sound.channels
            let width = channels > 0 ? blockAlign / channels * 8 : sound.bitsPerChannel
            sound.sampleFormat =
                formatTag == 3
                ? SampleFormat.float(bits: width) : SampleFormat.integer(bits: width, signed8: false)
            if sound.sampleFormat == nil || blockAlign == 0 {
                sound.defects.append(
                    .unplayablePCMLayout(
                        blockAlign: blockAlign, channels: channels, bits: sound.bitsPerChannel))
            }
            sound.framesPerPacket = 1
        case .ulaw, .alaw:
            sound.framesPerPacket = 1
            if blockAlign == 0 {
                sound.defects.append(.zeroBlockAlign(encoding: sound.encoding))
            }
        default:
            sound.framesPerPacket = samplesPerBlock ?? 0
        }
    }

    /// Where the audio lies. A `data` size that is a streaming writer's placeholder is read to
    /// the end of the file.
    private static func locateAudio(_ data: Chunk, into sound: inout SoundDescription) {
        sound.dataOffset = data.payloadOffset
        sound.dataLength = data.availableSize
        guard data.isTruncated else { return }
        if StreamingPlaceholder.isWAVData(data.declaredSize) {
            sound.defects.append(
                .lengthPlaceholder(
                    chunk: "data", declared: data.declaredSize, available: data.availableSize))
        } else {
            sound.defects.append(
                .truncatedData(
                    chunk: "data", declared: data.declaredSize, available: data.availableSize, headerSize: 0))
        }
    }

    /// The `fact` chunk's frame count, when there is one.
    private static func readFact(_ chunks: [Chunk], source: ByteSource) throws(ReadError) -> Int64? {
        guard let fact = chunks.first(where: { $0.id == "fact" }), fact.availableSize >= 4 else { return nil }
        var cursor = BinaryCursor(try source.read(at: fact.payloadOffset, count: 4))
        return cursor.uint32LE().map(Int64.init)
    }

    /// Whole blocks present and the exact frames: data bytes / block align for PCM and the
    /// companded formats; for compressed data the `fact` count, else whole blocks × frames per
    /// block.
    private static func countFrames(
        _ layout: Layout, factFrames: Int64?, dataIsCut: Bool,
        into sound: inout SoundDescription
    ) {
        let audioLength = sound.dataLength ?? 0
        let blockSize = layout.blockAlign
        if blockSize > 0 {
            sound.packets = audioLength / blockSize
            if sound.framesPerPacket == 1 && audioLength % blockSize != 0 {
                sound.defects.append(.strayBytes(count: audioLength % blockSize, unitSize: blockSize, unit: .frame))
            }
        }
        switch sound.encoding {
        case .lpcm, .ulaw, .alaw:
            sound.frames = blockSize > 0 ? audioLength / blockSize : nil
        default:
            sound.frames = compressedFrames(layout, factFrames: factFrames, dataIsCut: dataIsCut, into: &sound)
        }
    }

    /// Compressed data: `fact` holds the exact count; without it, whole blocks × frames per block.
    /// A `fact` that promises more than the blocks present can hold (counting a partial last block
    /// as whole), or any frames with no audio at all, is a defect and the count is capped.
    private static func compressedFrames(
        _ layout: Layout, factFrames: Int64?, dataIsCut: Bool,
        into sound: inout SoundDescription
    ) -> Int64? {
        let audioLength = sound.dataLength ?? 0
        var capacity: Int64?
        if audioLength == 0 {
            capacity = 0
        } else if let samplesPerBlock = layout.samplesPerBlock, layout.blockAlign > 0 {
            // The data is within the file; a block align of 16 bits cannot push the sum over.
            let blocks = (audioLength + layout.blockAlign - 1) / layout.blockAlign
            capacity = blocks.checkedTimes(samplesPerBlock) ?? .max
        }
        guard let factFrames else {
            return sound.packets.flatMap { packets in layout.samplesPerBlock.flatMap { packets.checkedTimes($0) } }
        }
        guard let capacity, factFrames > capacity else { return factFrames }
        if !dataIsCut {
            sound.defects.append(.framesExceedData(chunk: "fact", promised: factFrames, available: capacity))
        }
        return capacity
    }

    static func encoding(tag: UInt16) -> Encoding {
        switch tag {
        case 0x0001, 0x0003: .lpcm
        case 0x0006: .alaw
        case 0x0007: .ulaw
        case 0x0002: .other("ms-adpcm")
        case 0x0011: .other("ima-adpcm")
        case 0x0031, 0x0032: .other("gsm")
        case 0x0050: .other("mpeg-audio")
        case 0x0055: .other("mp3")
        case 0x00FF, 0x1610, 0x1600, 0x4143: .other("aac")
        case 0x0092, 0x2000: .other("ac3")
        case 0xF1AC: .other("flac")
        case 0x674F, 0x6750, 0x6751, 0x676F, 0x6770, 0x6771: .other("vorbis")
        case 0x704F, 0x7051: .other("opus")
        case 0x0000: .other("unknown")
        default: .other("wave-format-\(FourCC.hex16(tag).lowercased())")
        }
    }
}
