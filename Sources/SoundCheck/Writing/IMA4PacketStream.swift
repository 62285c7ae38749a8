import Dispatch

/// Turns a stream of interleaved 16-bit frames into IMA4 packets, a chunk at a time: memory stays
/// at one chunk whatever the length, and the channels of a chunk are encoded on separate threads.
final class IMA4PacketStream {
    let channels: Int
    private let parallelChannels: Bool
    private let encoder = IMA4Encoder()
    private var states: [IMA4Encoder.ChannelState]
    /// Frames waiting for a whole chunk, interleaved.
    private var pending: [Int16] = []
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
    func write(_ samples: UnsafeBufferPointer<Int16>, emit: ([UInt8]) throws(ConversionError) -> Void) throws(ConversionError) {
        frames += Int64(samples.count / channels)
        var start = samples.startIndex
        while start < samples.endIndex {
            let take = min(samples.endIndex - start, chunkFrames * channels - pending.count)
            pending.append(contentsOf: samples[start..<start + take])
            start += take
            if pending.count == chunkFrames * channels {
                try emit(encodePending())
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
            try emit(encodePending())
        }
    }

    /// Valid frames and the silent frames padding the last packet, as CAF's `pakt` records them.
    var remainderFrames: Int64 { packets * Int64(IMA4.framesPerPacket) - frames }

    private func encodePending() -> [UInt8] {
        let packetCount = pending.count / (IMA4.framesPerPacket * channels)
        let blockBytes = IMA4.bytesPerChannelPacket
        let channels = self.channels
        let encoder = self.encoder
        // Each channel encodes into its own buffer with its own copy of its state, so the threads
        // share no cache lines while they work; the blocks are interleaved into packets after.
        let perChannel = ResultBuffers(count: channels, bytes: packetCount * blockBytes)
        let initialStates = states
        let finalStates = StateSlots(initialStates)
        pending.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            let encodeChannel: @Sendable (Int) -> Void = { channel in
                var state = initialStates[channel]
                encoder.encode(input, channel: channel, channels: channels, packetCount: packetCount, state: &state, into: perChannel.buffer(channel), channelStride: 1)
                finalStates.set(channel, state)
            }
            if parallelChannels {
                DispatchQueue.concurrentPerform(iterations: channels, execute: encodeChannel)
            } else {
                for channel in 0..<channels { encodeChannel(channel) }
            }
        }
        states = finalStates.values
        var output = [UInt8](repeating: 0, count: packetCount * blockBytes * channels)
        output.withUnsafeMutableBytes { output in
            for channel in 0..<channels {
                let source = perChannel.buffer(channel)
                for packet in 0..<packetCount {
                    let destination = (packet * channels + channel) * blockBytes
                    output.baseAddress!.advanced(by: destination).copyMemory(from: source.baseAddress!.advanced(by: packet * blockBytes), byteCount: blockBytes)
                }
            }
        }
        packets += Int64(packetCount)
        pending.removeAll(keepingCapacity: true)
        return output
    }
}

/// One output buffer per channel, written by one thread each.
private final class ResultBuffers: @unchecked Sendable {
    private let storage: [UnsafeMutableRawBufferPointer]

    init(count: Int, bytes: Int) {
        storage = (0..<count).map { _ in .allocate(byteCount: max(1, bytes), alignment: 64) }
    }

    deinit {
        for buffer in storage { buffer.deallocate() }
    }

    func buffer(_ index: Int) -> UnsafeMutableRawBufferPointer { storage[index] }
}

/// The channels' end states, each slot written by one thread.
private final class StateSlots: @unchecked Sendable {
    private var slots: [IMA4Encoder.ChannelState]
    private let lock = Lock()

    init(_ initial: [IMA4Encoder.ChannelState]) {
        slots = initial
    }

    func set(_ index: Int, _ state: IMA4Encoder.ChannelState) {
        lock.withLock { slots[index] = state }
    }

    var values: [IMA4Encoder.ChannelState] { lock.withLock { slots } }
}
