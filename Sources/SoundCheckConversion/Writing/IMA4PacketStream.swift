import Dispatch
import SoundCheckChecking
import SoundCheckCore

/// Turns a stream of interleaved 16-bit frames into IMA4 packets, a chunk at a time: memory stays
/// at a few chunks whatever the length. Each channel is encoded on its own serial queue (one queue
/// for all of them without `parallelChannels`) while the caller decodes the next chunk; packets are
/// handed on in order, a chunk once every channel has encoded it.
///
/// A channel goes on to the next chunk without waiting for the others: with one barrier per chunk
/// the faster channel idled at each, and a 10-minute stereo conversion took 2.35 s of wall time
/// where two mono ones side by side took 1.99 (bench/RESULTS.md).
final class IMA4PacketStream {
    let channels: Int
    private let encoder: IMA4Encoder
    private let workers: [IMA4ChannelWorker]
    /// Frames waiting for a whole chunk, interleaved.
    private var pending: [Int16] = []
    /// Chunks being encoded, oldest first; at most `maximumInFlight`.
    private var inFlight: [IMA4Chunk] = []
    private let maximumInFlight = 3
    private let chunkFrames = 1024 * IMA4.framesPerPacket
    private(set) var frames: Int64 = 0
    private(set) var packets: Int64 = 0

    init(channels: Int, effort: EncodingEffort = .best, parallelChannels: Bool) {
        self.channels = channels
        encoder = IMA4Encoder(effort: effort)
        let queues = (parallelChannels && channels > 1 ? 0..<channels : 0..<1).map {
            DispatchQueue(label: "soundcheck.ima4.channel\($0)")
        }
        workers = (0..<channels).map { IMA4ChannelWorker(queue: queues[$0 % queues.count]) }
        pending.reserveCapacity(chunkFrames * channels)
    }

    /// Buffers `samples` and hands every encoded chunk's packets to `emit`.
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
        while !inFlight.isEmpty {
            try emit(inFlight.removeFirst().waitForPackets())
        }
    }

    /// Valid frames and the silent frames padding the last packet, as CAF's `pakt` records them.
    var remainderFrames: Int64 { packets * Int64(IMA4.framesPerPacket) - frames }

    /// Hands the pending frames to every channel's worker, first handing on the oldest chunk's
    /// packets if as many chunks as allowed are in flight.
    private func startEncoding(emit: ([UInt8]) throws(ConversionError) -> Void) throws(ConversionError) {
        if inFlight.count == maximumInFlight {
            try emit(inFlight.removeFirst().waitForPackets())
        }
        let chunk = IMA4Chunk(samples: pending, channels: channels)
        pending = []
        pending.reserveCapacity(chunkFrames * channels)
        packets += Int64(chunk.packetCount)
        for (channel, worker) in workers.enumerated() {
            worker.encode(chunk, channel: channel, encoder: encoder)
        }
        inFlight.append(chunk)
    }
}

/// One chunk of interleaved frames and the IMA4 packets its channels' workers write into it, each
/// its own blocks.
final class IMA4Chunk: @unchecked Sendable {
    let samples: [Int16]
    let channels: Int
    let packetCount: Int
    /// Written by the workers, each only its channel's 34-byte blocks; read after `done` waits.
    let packets: UnsafeMutableRawBufferPointer
    private let done = DispatchGroup()

    init(samples: [Int16], channels: Int) {
        self.samples = samples
        self.channels = channels
        packetCount = samples.count / (IMA4.framesPerPacket * channels)
        packets = .allocate(byteCount: packetCount * IMA4.bytesPerChannelPacket * channels, alignment: 8)
    }

    deinit { packets.deallocate() }

    func enter() { done.enter() }
    func leave() { done.leave() }

    /// Blocks until every channel is encoded; the chunk's packets.
    func waitForPackets() -> [UInt8] {
        done.wait()
        return [UInt8](packets)
    }
}

/// Encodes one channel's chunks in order on a serial queue, carrying the channel's encoder state
/// from chunk to chunk. The state is only touched on that queue.
final class IMA4ChannelWorker: @unchecked Sendable {
    private let queue: DispatchQueue
    private var state = IMA4Encoder.ChannelState()

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func encode(_ chunk: IMA4Chunk, channel: Int, encoder: IMA4Encoder) {
        chunk.enter()
        queue.async {
            chunk.samples.withUnsafeBufferPointer { input in
                encoder.encode(
                    input, channel: channel, channels: chunk.channels, packetCount: chunk.packetCount,
                    state: &self.state, into: chunk.packets)
            }
            chunk.leave()
        }
    }
}
