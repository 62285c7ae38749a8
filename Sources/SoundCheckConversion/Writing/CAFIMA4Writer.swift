import SoundCheckChecking
import SoundCheckCore

/// Writes IMA4 CAF files laid out the way Apple's afconvert writes them, so that the exact length
/// survives: `desc` (mBitsPerChannel 0, 34 × channels bytes and 64 frames per packet), `pakt`
/// (0 packets, like afconvert's, with the valid frames and the remainder), then `data`, and
/// nothing else.
final class CAFIMA4Writer: SoundWriter {
    private let file: OutputFile
    private let stream: IMA4PacketStream
    private var dataBytes: Int64 = 0

    // Offsets of the fields known only at the end.
    private static let validFramesOffset: Int64 = 72
    private static let remainderOffset: Int64 = 84
    private static let dataSizeOffset: Int64 = 92

    init(file: OutputFile, channels: Int, sampleRate: Double, effort: EncodingEffort, parallelChannels: Bool)
        throws(ConversionError)
    {
        self.file = file
        stream = IMA4PacketStream(channels: channels, effort: effort, parallelChannels: parallelChannels)
        var header = BigEndianBytes()
        header.append(fourCC: "caff")
        header.append(UInt16(1))
        header.append(UInt16(0))
        header.append(fourCC: "desc")
        header.append(UInt64(32))
        header.append(sampleRate.bitPattern)
        header.append(fourCC: "ima4")
        header.append(UInt32(0))
        header.append(UInt32(IMA4.bytesPerChannelPacket * channels))
        header.append(UInt32(IMA4.framesPerPacket))
        header.append(UInt32(channels))
        header.append(UInt32(0))
        header.append(fourCC: "pakt")
        header.append(UInt64(24))
        header.append(UInt64(0))
        assert(Int64(header.count) == Self.validFramesOffset)
        header.append(UInt64(0))
        header.append(UInt32(0))
        assert(Int64(header.count) == Self.remainderOffset)
        header.append(UInt32(0))
        header.append(fourCC: "data")
        assert(Int64(header.count) == Self.dataSizeOffset)
        header.append(UInt64(4))
        header.append(UInt32(0))
        try file.write(header.bytes)
    }

    var frames: Int64 { stream.frames }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(ConversionError) {
        try stream.write(samples, emit: append)
    }

    func finish() throws(ConversionError) {
        try stream.finish(emit: append)
        try file.write(BigEndianBytes.uint64(UInt64(stream.frames)), at: Self.validFramesOffset)
        try file.write(BigEndianBytes.uint32(UInt32(stream.remainderFrames)), at: Self.remainderOffset)
        try file.write(BigEndianBytes.uint64(UInt64(dataBytes + 4)), at: Self.dataSizeOffset)
    }

    private func append(_ packets: [UInt8]) throws(ConversionError) {
        try file.write(packets)
        dataBytes += Int64(packets.count)
    }
}
