import SoundCheckChecking
import SoundCheckCore

/// Turns a stream of interleaved 16-bit frames into IMA4 packets, a chunk at a time: memory stays
/// at two chunks whatever the length. A full chunk is encoded on a background thread (its channels
/// on separate threads) while the caller decodes the next one; the packets are handed on when
/// the next chunk is full, or at the end, in order.
final class IMA4PacketStream {
    let channels: Int
    private let parallelChannels: Bool
    private let encoder = IMA4Encoder()
    private var states: [IMA4Encoder.ChannelState]
    /// Frames waiting for a whole chunk, interleaved.
    private var pending: [Int16] = []
    /// The chunk being encoded, whose packets are not handed on yet.
    private var inFlight: IMA4ChunkJob?
    private let chunkFrames = 1024 * IMA4.framesPerPacket
    private(set) var frames: Int64 = 0
    private(set) var packets: Int64 = 0

    init(channels: Int, parallelChannels: Bool) {
        self.channels = channels
        self.parallelChannels = parallelChannels && channels > 1
        states = Array(repeating: IMA4Encoder.ChannelState(), count: channels)
        pending.reserveCapacity(chunkFrames * channels)
    }

    /// Buffers `samples` and hands every whole chunk's packets to `emit`.
    func write(_ samples: UnsafeBufferPointer<Int16>, emit: ([UInt8]) throws(ConversionError) -> Void)
        throws(ConversionError)
    {
        frames += Int64(samples.count / channels)
        var start = samples.startIndex
        while start < samples.endIndex {
            let take = min(samples.endIndex - start, chunkFrames * channels - pending.count)
            pending.append(contentsOf: samples[start..<start + take])
            start += take
            if pending.count == chunkFrames * channels {
                try startEncoding(emit: emit)
            }
        }
    }

    /// Pads the last packet with silence and hands the remaining packets to `emit`.
    func finish(emit: ([UInt8]) throws(ConversionError) -> Void) throws(ConversionError) {
        let packetSamples = IMA4.framesPerPacket * channels
        let remainder = pending.count % packetSamples
        if remainder != 0 {
            pending.append(contentsOf: repeatElement(0, count: packetSamples - remainder))
        }
        if !pending.isEmpty {
            try startEncoding(emit: emit)
        }
        if let last = inFlight {
            inFlight = nil
            try emit(last.wait().packets)
        }
    }

    /// Valid frames and the silent frames padding the last packet, as CAF's `pakt` records them.
    var remainderFrames: Int64 { packets * Int64(IMA4.framesPerPacket) - frames }

    /// Waits for the chunk in flight (its end states start the next), starts encoding the pending
    /// one, and hands on the finished chunk's packets while the new one is encoded.
    private func startEncoding(emit: ([UInt8]) throws(ConversionError) -> Void) throws(ConversionError) {
        let finished = inFlight?.wait()
        if let finished { states = finished.states }
        let chunk = pending
        pending = []
        pending.reserveCapacity(chunkFrames * channels)
        let packetCount = chunk.count / (IMA4.framesPerPacket * channels)
        packets += Int64(packetCount)
        let (encoder, states, channels, workers) = (encoder, states, channels, parallelChannels ? channels : 1)
        inFlight = IMA4ChunkJob {
            Self.encode(
                chunk, packetCount: packetCount, channels: channels, encoder: encoder, states: states, workers: workers)
        }
        if let finished { try emit(finished.packets) }
    }

    private static func encode(
        _ chunk: [Int16], packetCount: Int, channels: Int, encoder: IMA4Encoder,
        states: [IMA4Encoder.ChannelState], workers: Int
    ) -> IMA4ChunkJob.Result {
        let blockBytes = IMA4.bytesPerChannelPacket
        // Each channel encodes into its own buffer with its own copy of its state, so the threads
        // share no cache lines while they work; the blocks are interleaved into packets after.
        let encoded = chunk.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            return Parallel.map(Array(0..<channels), workers: workers) { channel in
                var state = states[channel]
                var blocks = [UInt8](repeating: 0, count: packetCount * blockBytes)
                blocks.withUnsafeMutableBytes { output in
                    encoder.encode(
                        input, channel: channel, channels: channels, packetCount: packetCount, state: &state,
                        into: output, channelStride: 1)
                }
                return (blocks: blocks, state: state)
            }
        }
        var output = [UInt8]()
        output.reserveCapacity(packetCount * blockBytes * channels)
        for packet in 0..<packetCount {
            for channel in 0..<channels {
                output += encoded[channel].blocks[packet * blockBytes..<(packet + 1) * blockBytes]
            }
        }
        return (packets: output, states: encoded.map(\.state))
    }
}
