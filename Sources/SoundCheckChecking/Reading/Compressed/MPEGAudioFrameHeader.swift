/// The 4-byte header every MPEG-1/2/2.5 audio frame (layers I–III) starts with: enough to know
/// the frame's length, how many samples it decodes to, and where the next frame begins.
struct MPEGAudioFrameHeader: Equatable {
    enum Version: Equatable { case mpeg1, mpeg2, mpeg25 }

    let version: Version
    /// 1, 2 or 3.
    let layer: Int
    let sampleRate: Int
    /// In kbit/s; never 0 (free format is refused: its frames cannot be walked).
    let bitrate: Int
    let padding: Bool
    let channels: Int

    /// Bytes from this header to the next one.
    var frameLength: Int {
        let bitsPerSecond = bitrate * 1000
        switch (layer, version) {
        case (1, _): return (12 * bitsPerSecond / sampleRate + (padding ? 1 : 0)) * 4
        case (3, .mpeg2), (3, .mpeg25): return 72 * bitsPerSecond / sampleRate + (padding ? 1 : 0)
        default: return 144 * bitsPerSecond / sampleRate + (padding ? 1 : 0)
        }
    }

    var samplesPerFrame: Int {
        switch (layer, version) {
        case (1, _): 384
        case (3, .mpeg2), (3, .mpeg25): 576
        default: 1152
        }
    }

    /// Where a Xing or Info header would start, from the frame's first byte: after the header and
    /// the layer III side information.
    var xingOffset: Int {
        switch (version, channels) {
        case (.mpeg1, 1): 4 + 17
        case (.mpeg1, _): 4 + 32
        case (_, 1): 4 + 9
        default: 4 + 17
        }
    }

    /// Whether a later frame can belong to the same stream as this one: the fields an encoder
    /// never changes mid-stream.
    func continues(_ other: MPEGAudioFrameHeader) -> Bool {
        version == other.version && layer == other.layer && sampleRate == other.sampleRate
    }

    /// Parses four bytes; nil unless they are a valid, walkable header.
    init?(_ bytes: ArraySlice<UInt8>) {
        guard bytes.count >= 4 else { return nil }
        let b1 = bytes[bytes.startIndex + 1]
        let b2 = bytes[bytes.startIndex + 2]
        let b3 = bytes[bytes.startIndex + 3]
        guard bytes[bytes.startIndex] == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
        switch (b1 >> 3) & 0x3 {
        case 0: version = .mpeg25
        case 2: version = .mpeg2
        case 3: version = .mpeg1
        default: return nil
        }
        let layerBits = Int((b1 >> 1) & 0x3)
        guard layerBits != 0 else { return nil }
        layer = 4 - layerBits
        let bitrateIndex = Int(b2 >> 4)
        let rateIndex = Int((b2 >> 2) & 0x3)
        guard bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
        bitrate = Self.bitrates(version: version, layer: layer)[bitrateIndex]
        let rates = [44100, 48000, 32000]
        switch version {
        case .mpeg1: sampleRate = rates[rateIndex]
        case .mpeg2: sampleRate = rates[rateIndex] / 2
        case .mpeg25: sampleRate = rates[rateIndex] / 4
        }
        padding = b2 & 0x2 != 0
        channels = b3 >> 6 == 3 ? 1 : 2
    }

    /// kbit/s by bitrate index, per ISO/IEC 11172-3 and 13818-3.
    private static func bitrates(version: Version, layer: Int) -> [Int] {
        switch (version, layer) {
        case (.mpeg1, 1): [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
        case (.mpeg1, 2): [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
        case (.mpeg1, _): [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        case (_, 1): [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
        default: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        }
    }
}

/// The 7-byte header of an AAC frame in an ADTS stream (ISO/IEC 13818-7).
struct ADTSFrameHeader: Equatable {
    let sampleRate: Int
    let channels: Int
    /// Bytes from this header to the next one, the header included.
    let frameLength: Int
    /// 1024 per raw data block.
    let samplesPerFrame: Int

    static let sampleRates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]

    func continues(_ other: ADTSFrameHeader) -> Bool {
        sampleRate == other.sampleRate && channels == other.channels
    }

    init?(_ bytes: ArraySlice<UInt8>) {
        guard bytes.count >= 7 else { return nil }
        let b = Array(bytes.prefix(7))
        guard b[0] == 0xFF, b[1] & 0xF6 == 0xF0 else { return nil }
        let rateIndex = Int((b[2] >> 2) & 0xF)
        guard rateIndex < Self.sampleRates.count else { return nil }
        sampleRate = Self.sampleRates[rateIndex]
        channels = Int((b[2] & 0x1) << 2 | b[3] >> 6)
        frameLength = Int(b[3] & 0x3) << 11 | Int(b[4]) << 3 | Int(b[5] >> 5)
        // A frame shorter than its own header cannot be walked past.
        guard frameLength >= 7 else { return nil }
        samplesPerFrame = 1024 * (Int(b[6] & 0x3) + 1)
    }
}
