import SoundCheckChecking
import SoundCheckCore

/// Writes AIFF-C files in IMA4, µLaw, aLaw or 16-bit PCM: `FVER`, `COMM`, `SSND`, as Apple's
/// afconvert does.
///
/// Our own writer because libsndfile's is wrong for these: its IMA4 gets stereo wrong and pads
/// with garbage, its µLaw/aLaw counts the padding byte of an odd frame count as a frame, and for
/// PCM it writes plain AIFF instead of AIFF-C.
/// For IMA4, `numSampleFrames` holds the number of packets (SPEC §3), so AIFF-C rounds the length
/// up to whole packets of 64 frames (the padding is silence); only CAF records the exact length.
final class AIFFCWriter: SoundWriter {
    private let file: OutputFile
    private let encoding: OutputEncoding
    private let channels: Int
    private let ima4: IMA4PacketStream?
    private let companding: CompandingEncoder?
    private var dataBytes: Int64 = 0
    /// Frames written, for the encodings that are not packetised.
    private var companded: Int64 = 0
    private let headerSize: Int64

    private static let formSizeOffset: Int64 = 4
    private static let frameCountOffset: Int64 = 34

    init(
        file: OutputFile, encoding: OutputEncoding, channels: Int, sampleRate: Double, effort: EncodingEffort,
        parallelChannels: Bool
    ) throws(ConversionError) {
        self.file = file
        self.encoding = encoding
        self.channels = channels
        let compression: (type: String, name: [UInt8], sampleSize: UInt16)
        switch encoding {
        case .ima4:
            ima4 = IMA4PacketStream(channels: channels, effort: effort, parallelChannels: parallelChannels)
            companding = nil
            compression = ("ima4", Array("IMA 4:1".utf8), 16)
        case .ulaw, .alaw:
            ima4 = nil
            companding = try CompandingEncoder(encoding: encoding, channels: channels, path: file.destination)
            // Apple's names, in Mac OS Roman (0xB5 is µ).
            compression =
                encoding == .ulaw ? ("ulaw", [0xB5] + Array("Law 2:1".utf8), 16) : ("alaw", Array("aLaw 2:1".utf8), 16)
        case .lpcm16:
            ima4 = nil
            companding = nil
            compression = ("NONE", Array("not compressed".utf8), 16)
        case .vorbis:
            throw ConversionError(path: file.destination, reason: "AIFF-C cannot hold Vorbis")
        }
        var header = BigEndianBytes()
        header.append(fourCC: "FORM")
        header.append(UInt32(0))
        header.append(fourCC: "AIFC")
        header.append(fourCC: "FVER")
        header.append(UInt32(4))
        header.append(UInt32(0xA280_5140))
        // COMM: channels, frames (packets for IMA4), sample size, rate, compression type and name.
        var name = [UInt8(compression.name.count)] + compression.name
        if name.count % 2 == 1 { name.append(0) }
        header.append(fourCC: "COMM")
        header.append(UInt32(22 + name.count))
        header.append(UInt16(channels))
        assert(Int64(header.count) == Self.frameCountOffset)
        header.append(UInt32(0))
        header.append(compression.sampleSize)
        header.append(extended: sampleRate)
        header.append(fourCC: compression.type)
        header.append(raw: name)
        header.append(fourCC: "SSND")
        header.append(UInt32(8))
        header.append(UInt32(0))
        header.append(UInt32(0))
        headerSize = Int64(header.count)
        try file.write(header.bytes)
    }

    var frames: Int64 { ima4?.frames ?? companded }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(ConversionError) {
        if let ima4 {
            try ima4.write(samples, emit: append)
        } else if let companding {
            try append(companding.encode(samples))
            companded += Int64(samples.count / channels)
        } else {
            // 'NONE' is big-endian 16-bit PCM.
            var bytes = [UInt8](repeating: 0, count: samples.count * 2)
            for (index, sample) in samples.enumerated() {
                let bits = UInt16(bitPattern: sample)
                bytes[2 * index] = UInt8(bits >> 8)
                bytes[2 * index + 1] = UInt8(bits & 0xFF)
            }
            try append(bytes)
            companded += Int64(samples.count / channels)
        }
    }

    func finish() throws(ConversionError) {
        let sampleFrames: Int64
        if let ima4 {
            try ima4.finish(emit: append)
            sampleFrames = ima4.packets
        } else {
            sampleFrames = companded
        }
        // Chunks are padded to an even length; the pad byte is not part of SSND's size.
        var fileSize = headerSize + dataBytes
        if dataBytes % 2 == 1 {
            try file.write([0])
            fileSize += 1
        }
        guard fileSize - 8 <= Int64(UInt32.max) else {
            throw ConversionError(
                path: file.destination, reason: "too long for AIFF-C, whose sizes are 32-bit (4 GiB); use -f caff")
        }
        try file.write(BigEndianBytes.uint32(UInt32(fileSize - 8)), at: Self.formSizeOffset)
        try file.write(BigEndianBytes.uint32(UInt32(sampleFrames)), at: Self.frameCountOffset)
        try file.write(BigEndianBytes.uint32(UInt32(dataBytes + 8)), at: headerSize - 12)
    }

    private func append(_ bytes: [UInt8]) throws(ConversionError) {
        try file.write(bytes)
        dataBytes += Int64(bytes.count)
    }
}
