import SoundCheckCore

/// Apple's IMA4 ADPCM (`ima4`): 64 frames per packet, 34 bytes per channel per packet, a stereo
/// packet being the left block then the right block.
///
/// Our own codec: libsndfile cannot decode IMA4 in CAF at all, and its AIFF-C IMA4 frame count
/// includes the last packet's padding.
public enum IMA4 {
    public static let framesPerPacket = 64
    public static let bytesPerChannelPacket = 34
    public static let maximumStepIndex = 88

    package static let stepTable: [Int32] = [
        7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66,
        73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408,
        449, 494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066,
        2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630,
        9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794,
        32767,
    ]
    package static let indexTable: [Int32] = [-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8]

    /// A block header: the top 9 bits of the initial predictor and a 7-bit step index.
    struct BlockHeader {
        var predictor: Int32
        var stepIndex: Int32

        init(_ high: UInt8, _ low: UInt8) {
            let word = UInt16(high) << 8 | UInt16(low)
            predictor = Int32(Int16(bitPattern: word & 0xFF80))
            stepIndex = Int32(word & 0x7F)
        }

        var isValid: Bool { stepIndex <= Int32(IMA4.maximumStepIndex) }
    }

    /// Where a corrupt block header sits.
    public struct CorruptBlock: Sendable, Hashable {
        /// Counted from 0.
        public var packet: Int64
        /// Counted from 0.
        public var channel: Int
        public var stepIndex: Int

        /// The fact as a header defect; `packetCount` is the number of packets in the data, when
        /// known. `IntegrityRule.message(for:)` words it, for `check` and `convert` alike.
        public func defect(packetCount: Int64?) -> HeaderDefect {
            .corruptIMA4Block(packet: packet, channel: channel, stepIndex: stepIndex, packetCount: packetCount)
        }
    }

    /// The first corrupt block header of one whole packet (`34 × channels` bytes), the packet
    /// being number `index` (from 0) of the data.
    package static func corruptBlock(in packet: ArraySlice<UInt8>, channels: Int, index: Int64) -> CorruptBlock? {
        for channel in 0..<channels {
            let block = packet.startIndex + channel * bytesPerChannelPacket
            let header = BlockHeader(packet[block], packet[block + 1])
            if !header.isValid {
                return CorruptBlock(packet: index, channel: channel, stepIndex: Int(header.stepIndex))
            }
        }
        return nil
    }

    /// Decodes one packet (`34 × channels` bytes) into 64 interleaved frames appended to `output`.
    /// Returns false, appending nothing, when a block header is corrupt or the packet is short.
    public static func decodePacket(_ packet: ArraySlice<UInt8>, channels: Int, into output: inout [Int16]) -> Bool {
        guard channels > 0, let size = bytesPerChannelPacket.checkedTimes(channels), packet.count >= size else {
            return false
        }
        let base = output.count
        output.append(contentsOf: repeatElement(0, count: framesPerPacket * channels))
        let start = packet.startIndex
        for channel in 0..<channels {
            let block = start + channel * bytesPerChannelPacket
            let header = BlockHeader(packet[block], packet[block + 1])
            guard header.isValid else {
                output.removeSubrange(base...)
                return false
            }
            var predictor = header.predictor
            var stepIndex = header.stepIndex
            for byteIndex in 0..<32 {
                let byte = packet[block + 2 + byteIndex]
                let frame = byteIndex * 2
                output[base + frame * channels + channel] = expand(byte & 0x0F, &predictor, &stepIndex)
                output[base + (frame + 1) * channels + channel] = expand(byte >> 4, &predictor, &stepIndex)
            }
        }
        return true
    }

    /// Decodes whole packets of IMA4 data into interleaved samples, stopping at the first corrupt
    /// or incomplete packet.
    public static func decode(_ data: ArraySlice<UInt8>, channels: Int) -> [Int16] {
        guard channels > 0, let packetSize = bytesPerChannelPacket.checkedTimes(channels) else { return [] }
        var samples: [Int16] = []
        // 64 samples of 2 bytes for every 34 bytes: under 4 times the data's size.
        samples.reserveCapacity(data.count / packetSize * framesPerPacket * channels)
        var start = data.startIndex
        while start + packetSize <= data.endIndex,
            decodePacket(data[start..<start + packetSize], channels: channels, into: &samples)
        {
            start += packetSize
        }
        return samples
    }

    /// One step of the standard IMA ADPCM expansion (the same arithmetic as ffmpeg's
    /// `adpcm_ima_qt`, so the two decoders agree sample for sample).
    @inline(__always)
    static func expand(_ nibble: UInt8, _ predictor: inout Int32, _ stepIndex: inout Int32) -> Int16 {
        let step = stepTable[Int(stepIndex)]
        var diff = step >> 3
        if nibble & 4 != 0 { diff += step }
        if nibble & 2 != 0 { diff += step >> 1 }
        if nibble & 1 != 0 { diff += step >> 2 }
        predictor = nibble & 8 != 0 ? predictor - diff : predictor + diff
        predictor = min(32767, max(-32768, predictor))
        stepIndex = min(88, max(0, stepIndex + indexTable[Int(nibble)]))
        return Int16(predictor)
    }

    /// Scans every block header of the IMA4 data in a file and returns the first corrupt one.
    /// Reads the data in large slices, never all of it at once.
    /// A channel count out of range is reported by the reader, and not scanned.
    static func firstCorruptBlock(in source: ByteSource, offset: Int64, length: Int64, channels: Int) throws(ReadError)
        -> CorruptBlock?
    {
        guard (1...AppleSoundFormats.maximumChannels).contains(channels) else { return nil }
        let packetSize = Int64(bytesPerChannelPacket * channels)
        guard length >= packetSize else { return nil }
        let packetsPerRead: Int64 = max(1, (256 * 1024) / packetSize)
        let totalPackets = length / packetSize
        var packet: Int64 = 0
        while packet < totalPackets {
            let count = min(packetsPerRead, totalPackets - packet)
            let bytes = try source.read(at: offset + packet * packetSize, count: Int(count * packetSize))
            let whole = Int64(bytes.count) / packetSize
            for index in 0..<Int(whole) {
                let start = bytes.startIndex + index * Int(packetSize)
                if let corrupt = corruptBlock(
                    in: bytes[start..<start + Int(packetSize)], channels: channels, index: packet + Int64(index))
                {
                    return corrupt
                }
            }
            if whole < count { break }
            packet += count
        }
        return nil
    }
}
