import SoundCheckCore

/// The wording of every header defect: the one place a reader's facts become sentences, for
/// `check`'s findings and `convert`'s errors alike. No `default`: a new kind of defect must be
/// worded here.
extension IntegrityRule {
    /// What a finding about `defect` says.
    public static func message(for defect: HeaderDefect) -> String {
        switch defect {
        case .missingChunk(let id, let role):
            "no '\(id)' chunk: " + (role == .format ? "the audio format is not described" : "the file holds no audio")
        case .chunkTooShort(let id, let size, let minimum):
            tooShort(id, size: size, minimum: minimum)
        case .chunkCutShort(let id, _):
            "the '\(id)' chunk is cut short"
        case .truncatedData(let chunk, let declared, let available, let headerSize):
            truncated(chunk, declared: declared, available: available, header: headerSize)
        case .lengthPlaceholder(let chunk, let declared, let available):
            "the '\(chunk)' chunk's size is \(FourCC.hex32(declared)), the placeholder a streaming writer leaves "
                + "when it cannot seek back (ffmpeg or sox writing to a pipe): "
                + "its audio is read to the end of the file, \(available) bytes"
        case .truncatedChunk(let id, let declared, let available):
            "the '\(id)' chunk declares \(declared) bytes but only \(available) are present: the file looks truncated"
        case .headerSizeMismatch(let chunk, let declared, let fileSize):
            "the \(chunk) header declares \(declared) bytes but the file has \(fileSize): it may be truncated"
        case .strayBytes(let count, let unitSize, let unit):
            "the audio data ends with \(count) stray bytes, part of a \(unit == .frame ? "frame" : "packet") "
                + "of \(unitSize)"
        case .framesExceedData(let chunk, let promised, let available):
            "the '\(chunk)' chunk promises \(promised) frames but the audio data holds only \(available)"
        case .invalidChannels(let chunk, let count):
            "the '\(chunk)' chunk says \(count) channels"
        case .valueOutOfRange(let chunk, let field, let value, let limit):
            outOfRange(chunk, field: field, value: value, limit: limit)
        case .unexpectedPacketLayout(let encoding, let field, let value, let expected):
            "the 'desc' chunk says \(value) \(name(of: field)), but \(encoding.displayName) has \(expected)"
        case .unsupportedSampleSize(let bits):
            "\(bits) bits per sample is not a sample size AIFF allows (1…32)"
        case .unplayablePCMLayout(let blockAlign, let channels, let bits):
            "block align \(blockAlign) with \(channels) channels of \(bits) bits "
                + "is not a Linear PCM layout anything plays"
        case .unplayableSampleFormat(let bits, let isFloat):
            "Linear PCM with \(bits) bits per channel\(isFloat ? " (float)" : "") is not a sample format anything plays"
        case .zeroBlockAlign:
            "the 'fmt ' chunk says block align 0"
        case .missingSubFormat:
            "WAVE_FORMAT_EXTENSIBLE without a sub-format"
        case .zeroBytesPerPacket(let encoding, let frameSize):
            "the 'desc' chunk says 0 bytes per packet for \(encoding.displayName); "
                + "assuming \(frameSize) bytes per frame"
        case .negativePacketTable(let packets, let valid, let priming, let remainder):
            "the 'pakt' chunk holds negative counts "
                + "(packets \(packets), valid frames \(valid), priming \(priming), remainder \(remainder))"
        case .unexpectedVersion(let version, let expected):
            "CAF file version is \(version), expected \(expected)"
        case .descNotFirst:
            "the 'desc' chunk is not the first chunk, as the CAF specification requires"
        case .corruptIMA4Block(let packet, let channel, let stepIndex, let packetCount):
            corruptBlock(packet: packet, channel: channel, stepIndex: stepIndex, packetCount: packetCount)
        }
    }

    /// A chunk smaller than what it must hold, said as what that is for each chunk readers check.
    private static func tooShort(_ id: String, size: Int64, minimum: Int64) -> String {
        switch id {
        case "COMM": "the 'COMM' chunk declares \(size) bytes, it needs at least \(minimum)"
        case "desc": "the 'desc' chunk is \(size) bytes long, it needs \(minimum)"  // a chunk of fixed size
        case "SSND": "the 'SSND' chunk is \(size) bytes long, shorter than its own header"
        case "data": "the 'data' chunk is \(size) bytes long, too short for its edit count"  // CAF's
        default: "the '\(id)' chunk is \(size) bytes long, it needs at least \(minimum)"
        }
    }

    /// A header value beyond what the reader accepts, said as what it is for each field.
    private static func outOfRange(
        _ chunk: String, field: HeaderDefect.HeaderField, value: Int64,
        limit: Int64
    ) -> String {
        switch field {
        case .channels:
            "the '\(chunk)' chunk says \(value) channels; soundcheck reads at most \(limit) "
                + "(a notification sound has 1 or 2)"
        case .packetCount:
            "the '\(chunk)' chunk says \(value) packets, but its packet table has room for at most \(limit)"
        case .framesPerPacket, .bytesPerPacket:
            "the '\(chunk)' chunk says \(value) \(name(of: field)): too many to count the audio in 64 bits "
                + "(at most \(limit))"
        }
    }

    /// A header field as messages name it, in the plural.
    private static func name(of field: HeaderDefect.HeaderField) -> String {
        switch field {
        case .channels: "channels"
        case .packetCount: "packets"
        case .framesPerPacket: "frames per packet"
        case .bytesPerPacket: "bytes per packet"
        }
    }

    /// A truncated audio chunk. When the chunk starts with a header of its own, the sizes said are
    /// those of the audio after it.
    private static func truncated(_ chunk: String, declared: Int64, available: Int64, header: Int64) -> String {
        let sizes =
            header > 0
            ? "\(declared - header) bytes of audio but only \(max(0, available - header))"
            : "\(declared) bytes but only \(available)"
        return "the file is truncated: its '\(chunk)' chunk declares \(sizes) are present"
    }

    /// A corrupt IMA4 block header, counting packets and channels from 1.
    private static func corruptBlock(packet: Int64, channel: Int, stepIndex: Int, packetCount: Int64?) -> String {
        let total = packetCount.map { " of \($0)" } ?? ""
        return "IMA4 packet \(packet + 1)\(total) (channel \(channel + 1)) has step index \(stepIndex); "
            + "the largest valid one is \(IMA4.maximumStepIndex): the audio data is corrupt"
    }
}
