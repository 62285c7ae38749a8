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
        var cursor = BinaryCursor(try source.read(at: fmt.payloadOffset, count: Int(min(fmt.availableSize, 64))))
        guard fmt.declaredSize >= 14, let tag = cursor.uint16LE(), let channels = cursor.uint16LE(),
              let rate = cursor.uint32LE(), let _ = cursor.uint32LE(), let blockAlign = cursor.uint16LE()
        else {
            sound.defects.append(.chunkTooShort(id: "fmt ", size: fmt.declaredSize, minimum: 14))
            return sound
        }
        let bits = cursor.uint16LE() ?? 0
        var formatTag = tag
        var samplesPerBlock: Int?
        let extraSize = cursor.uint16LE() ?? 0
        if tag == 0xFFFE {
            // WAVE_FORMAT_EXTENSIBLE: valid bits, channel mask, then the sub-format GUID whose first
            // two bytes are the real format tag.
            if extraSize >= 22, let _ = cursor.uint16LE(), let _ = cursor.uint32LE(), let subFormat = cursor.uint16LE() {
                formatTag = subFormat
                sound.formatID = "\(FourCC.hex16(tag))/\(FourCC.hex16(subFormat))"
            } else {
                sound.defects.append(.missingSubFormat(extensionSize: Int(extraSize)))
                sound.formatID = FourCC.hex16(tag)
            }
        } else {
            sound.formatID = FourCC.hex16(tag)
            if (tag == 0x0011 || tag == 0x0002) && extraSize >= 2, let perBlock = cursor.uint16LE() {
                samplesPerBlock = Int(perBlock)
            }
        }
        sound.sampleRate = Double(rate)
        sound.channels = Int(channels)
        sound.bitsPerChannel = Int(bits)
        sound.bytesPerPacket = Int(blockAlign)
        sound.encoding = encoding(tag: formatTag)
        if channels == 0 {
            sound.defects.append(.invalidChannels(chunk: "fmt ", count: 0))
        }

        switch sound.encoding {
        case .lpcm:
            let width = channels > 0 ? Int(blockAlign) / Int(channels) * 8 : Int(bits)
            sound.sampleFormat = formatTag == 3 ? SampleFormat.float(bits: width) : SampleFormat.integer(bits: width, signed8: false)
            if sound.sampleFormat == nil || blockAlign == 0 {
                sound.defects.append(.unplayablePCMLayout(
                    blockAlign: Int(blockAlign), channels: Int(channels), bits: Int(bits)))
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

        guard let data = chunks.first(where: { $0.id == "data" }) else {
            sound.defects.append(.missingChunk(id: "data", role: .audio))
            return sound
        }
        sound.dataOffset = data.payloadOffset
        sound.dataLength = data.availableSize
        if data.isTruncated {
            sound.defects.append(.truncatedData(
                chunk: "data", declared: data.declaredSize, available: data.availableSize,
                headerSize: 0, unfinishedStream: data.declaredSize == 0xFFFF_FFFF))
        }
        CAFReader.reportTruncatedChunks(chunks, except: data, into: &sound)
        if riffSize + 8 > source.size && !chunks.contains(where: \.isTruncated) {
            sound.defects.append(.headerSizeMismatch(chunk: "RIFF", declared: riffSize + 8, fileSize: source.size))
        }

        let blockSize = Int64(blockAlign)
        if blockSize > 0 {
            sound.packets = data.availableSize / blockSize
            if sound.framesPerPacket == 1 && data.availableSize % blockSize != 0 {
                let stray = data.availableSize % blockSize
                sound.defects.append(.strayBytes(count: stray, unitSize: blockSize, unit: .frame))
            }
        }
        var factFrames: Int64?
        if let fact = chunks.first(where: { $0.id == "fact" }), fact.availableSize >= 4 {
            var factCursor = BinaryCursor(try source.read(at: fact.payloadOffset, count: 4))
            factFrames = factCursor.uint32LE().map(Int64.init)
        }
        switch sound.encoding {
        case .lpcm, .ulaw, .alaw:
            sound.frames = blockSize > 0 ? data.availableSize / blockSize : nil
        default:
            // Compressed: `fact` holds the exact count; without it, whole blocks × samples per block.
            if let factFrames {
                sound.frames = factFrames
            } else if let packets = sound.packets, let samplesPerBlock {
                sound.frames = packets * Int64(samplesPerBlock)
            }
        }
        return sound
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
