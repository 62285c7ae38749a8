import SoundCheckChecking
import SoundCheckCore

/// Decodes Apple IMA4 from CAF or AIFF-C with soundcheck's own decoder, streaming: libsndfile
/// cannot open CAF IMA4 at all and miscounts AIFF-C IMA4 (SPEC §2).
public final class IMA4Decoder: AudioDecoder {
    public let path: String
    public let sampleRate: Double
    public let channels: Int
    public let frameCount: Int64?
    private let source: FileByteSource
    private var offset: Int64
    private let end: Int64
    private var packetIndex: Int64 = 0
    /// The packets in the data, as `check` counts them, for messages.
    private let packets: Int64?
    private var remaining: Int64
    private var pending: [Int16] = []
    private var pendingStart = 0

    init(path: String, source: FileByteSource, description: SoundDescription) throws(ConversionError) {
        // The bounds keep every size below small: a packet of 34 bytes per channel, 8 channels at most.
        guard let dataOffset = description.dataOffset, let dataLength = description.dataLength,
            dataOffset >= 0, dataLength >= 0, let end = dataOffset.checkedPlus(dataLength),
            (1...AppleSoundFormats.maximumChannels).contains(description.channels),
            AppleSoundFormats.possibleSampleRates.contains(description.sampleRate)
        else {
            throw ConversionError(
                path: path, reason: "the IMA4 data has no location, or no channel count or sample rate it can have")
        }
        self.path = path
        self.source = source
        sampleRate = description.sampleRate
        channels = description.channels
        offset = dataOffset
        self.end = end
        packets = description.packets
        let packetSize = Int64(IMA4.bytesPerChannelPacket * description.channels)
        let framesInData = dataLength / packetSize * Int64(IMA4.framesPerPacket)
        let frames = max(0, min(description.frames ?? framesInData, framesInData))
        frameCount = frames
        remaining = frames
    }

    public func read(into buffer: UnsafeMutableBufferPointer<Float>, maxFrames: Int) throws(ConversionError) -> Int {
        var produced = 0
        while produced < maxFrames && remaining > 0 {
            if pendingStart == pending.count {
                try decodeNextPackets()
                if pending.isEmpty { break }
            }
            let available = (pending.count - pendingStart) / channels
            let take = Int(min(Int64(min(available, maxFrames - produced)), remaining))
            for index in 0..<take * channels {
                buffer[produced * channels + index] = Float(pending[pendingStart + index]) / 32768
            }
            pendingStart += take * channels
            produced += take
            remaining -= Int64(take)
        }
        return produced
    }

    private func decodeNextPackets() throws(ConversionError) {
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        let packetSize = IMA4.bytesPerChannelPacket * channels
        let count = Int(min(Int64(256 * packetSize), end - offset)) / packetSize * packetSize
        guard count > 0 else { return }
        let bytes: ArraySlice<UInt8>
        do {
            bytes = try source.read(at: offset, count: count)
        } catch {
            throw ConversionError(path: path, reason: "cannot read: \(error.description)")
        }
        var start = bytes.startIndex
        while start + packetSize <= bytes.endIndex {
            let packet = bytes[start..<start + packetSize]
            guard IMA4.decodePacket(packet, channels: channels, into: &pending) else {
                let corrupt = IMA4.corruptBlock(in: packet, channels: channels, index: packetIndex)
                // Worded by the integrity rule, so `convert` says what `check` says.
                let reason = corrupt.map { IntegrityRule.message(for: $0.defect(packetCount: packets)) }
                throw ConversionError(path: path, reason: reason ?? "IMA4 packet \(packetIndex + 1) cannot be decoded")
            }
            start += packetSize
            packetIndex += 1
        }
        offset += Int64(start - bytes.startIndex)
        if start == bytes.startIndex {
            throw ConversionError(path: path, reason: "the IMA4 data ends in the middle of a packet")
        }
    }
}
