/// Writes CAF files laid out the way Apple's afconvert writes them, so that the exact length
/// survives: `desc`, `pakt` (for IMA4), then `data`, nothing else.
public enum CAFWriter {
    /// An IMA4 CAF: `desc` with mBitsPerChannel 0, 34 × channels bytes and 64 frames per packet,
    /// and a `pakt` with 0 packets, the valid frames and the remainder, like afconvert's.
    public static func ima4(packets: [UInt8], channels: Int, sampleRate: Double, validFrames: Int64) -> [UInt8] {
        let packetSize = IMA4.bytesPerChannelPacket * channels
        let packetCount = Int64(packets.count / max(1, packetSize))
        var bytes = header()
        bytes += chunk("desc", size: 32)
        bytes += be64(sampleRate.bitPattern)
        bytes += Array("ima4".utf8)
        bytes += be32(0)
        bytes += be32(UInt32(packetSize))
        bytes += be32(UInt32(IMA4.framesPerPacket))
        bytes += be32(UInt32(channels))
        bytes += be32(0)
        bytes += chunk("pakt", size: 24)
        bytes += be64(0)
        bytes += be64(UInt64(validFrames))
        bytes += be32(0)
        bytes += be32(UInt32(packetCount * Int64(IMA4.framesPerPacket) - validFrames))
        bytes += chunk("data", size: Int64(packets.count) + 4)
        bytes += be32(0)
        bytes += packets
        return bytes
    }

    private static func header() -> [UInt8] { Array("caff".utf8) + [0, 1, 0, 0] }

    private static func chunk(_ type: String, size: Int64) -> [UInt8] {
        Array(type.utf8) + be64(UInt64(bitPattern: size))
    }

    private static func be32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8((value >> UInt32(24 - 8 * $0)) & 0xFF) }
    }

    private static func be64(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8((value >> UInt64(56 - 8 * $0)) & 0xFF) }
    }
}
