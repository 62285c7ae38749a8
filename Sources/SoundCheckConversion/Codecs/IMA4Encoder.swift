import SoundCheckChecking
import SoundCheckCore

/// Encodes 16-bit PCM as Apple IMA4, choosing each block's start state by search.
///
/// Our own encoder: libsndfile cannot write CAF IMA4 at all, and ffmpeg's `adpcm_ima_qt` encoder
/// is greedy and carries its state from block to block. Every 64-sample block of IMA4 restarts
/// from its header, which may hold any 9-bit predictor and any step index, so this encoder tries
/// several starts per block and keeps the one whose greedy encoding has the least squared error:
/// - both 9-bit roundings of the predictor the previous block ended on;
/// - step indices next to the previous block's, and around an estimate taken from the block's
///   first sample-to-sample differences (this is what catches attacks: a greedy encoder needs
///   several samples to raise its step, and a block start can raise it at once).
///
/// Measured on sox's plucked-string signal (20 s, 44.1 kHz mono): 33.2 dB SNR, where ffmpeg's
/// encoder reaches 26.1 dB and sox's (WAV IMA ADPCM, longer blocks, full 16-bit predictor) 31.4.
/// A beam search over the nibbles of each block added only 0.4 dB at 10× the time, so it is not
/// done.
///
/// Every header is also chosen so that ffmpeg's decoder, which keeps its running predictor when
/// a header repeats the step index and lies within 127 of it, decodes exactly what Apple's does:
/// a start with the same step index is used only if its predictor is exactly the running one or
/// more than 127 away. The search loses nothing by it (measured), and the output decodes
/// sample-for-sample the same in both.
public struct IMA4Encoder: Sendable {
    public init() {}

    /// The decoder's state at the end of the previous block of one channel.
    public struct ChannelState: Sendable, Hashable {
        var predictor: Int32 = 0
        var stepIndex: Int32 = 0
        /// The last input sample of the previous block, for the step estimate.
        var lastSample: Int32 = 0
        public init() {}
    }

    /// Encodes `packetCount` packets of one channel. `samples` holds interleaved frames
    /// (`channels` samples each, `packetCount × 64` frames; the caller pads the last packet with
    /// silence). Block `n` goes to `output` at `(n × channelStride + channel) × 34`: with the
    /// default stride, the layout of IMA4 packets; with a stride of 1 and channel 0 (pass
    /// `channelStride: 1`), one channel's blocks back to back.
    public func encode(
        _ samples: UnsafeBufferPointer<Int16>, channel: Int, channels: Int, packetCount: Int,
        state: inout ChannelState, into output: UnsafeMutableRawBufferPointer, channelStride: Int? = nil
    ) {
        precondition(channel >= 0 && channel < channels, "channel out of range")
        precondition(samples.count >= packetCount * IMA4.framesPerPacket * channels, "not enough samples")
        let stride = channelStride ?? channels
        let slot = channelStride == nil ? channel : 0
        precondition(output.count >= packetCount * IMA4.bytesPerChannelPacket * stride, "output too small")
        let tables = Self.tables
        tables.withUnsafeBufferPointer { table in
            var block = [Int32](repeating: 0, count: IMA4.framesPerPacket)
            block.withUnsafeMutableBufferPointer { block in
                for packet in 0..<packetCount {
                    let first = packet * IMA4.framesPerPacket * channels + channel
                    for index in 0..<IMA4.framesPerPacket {
                        block[index] = Int32(samples[first + index * channels])
                    }
                    let offset = (packet * stride + slot) * IMA4.bytesPerChannelPacket
                    let destination = UnsafeMutableRawBufferPointer(
                        rebasing: output[offset..<offset + IMA4.bytesPerChannelPacket])
                    Self.encodeBlock(UnsafeBufferPointer(block), state: &state, table: table, into: destination)
                }
            }
        }
    }

    /// Encodes a whole sound held in memory (interleaved, any number of frames; the last packet
    /// is padded with silence) and returns its packets. Streaming writers call
    /// `encode(_:channel:channels:packetCount:state:into:)` chunk by chunk instead.
    public func encode(interleaved samples: [Int16], channels: Int) -> [UInt8] {
        guard channels > 0 else { return [] }
        let frames = samples.count / channels
        let packetCount = (frames + IMA4.framesPerPacket - 1) / IMA4.framesPerPacket
        var padded = Array(samples.prefix(frames * channels))
        padded += repeatElement(0, count: packetCount * IMA4.framesPerPacket * channels - padded.count)
        var packets = [UInt8](repeating: 0, count: packetCount * IMA4.bytesPerChannelPacket * channels)
        padded.withUnsafeBufferPointer { input in
            packets.withUnsafeMutableBytes { output in
                for channel in 0..<channels {
                    var state = ChannelState()
                    encode(
                        input, channel: channel, channels: channels, packetCount: packetCount, state: &state,
                        into: output)
                }
            }
        }
        return packets
    }

    // MARK: - One block

    private static func encodeBlock(
        _ samples: UnsafeBufferPointer<Int32>, state: inout ChannelState,
        table: UnsafeBufferPointer<Int32>, into output: UnsafeMutableRawBufferPointer
    ) {
        let running = state.predictor
        let runningStep = state.stepIndex
        let truncated = running & ~0x7F
        let roundedUp = truncated + 0x80
        let predictorCount = running & 0x7F != 0 && roundedUp <= 32767 ? 2 : 1

        var search = StartSearch(samples: samples, table: table)
        func consider(_ stepIndex: Int32) {
            guard stepIndex >= 0 && stepIndex <= Int32(IMA4.maximumStepIndex) else { return }
            for choice in 0..<predictorCount {
                let predictor = choice == 0 ? truncated : roundedUp
                // Keep ffmpeg's decoder in step with Apple's (see the type's documentation).
                if stepIndex == runningStep && predictor != running && abs(predictor - running) <= 0x7F { continue }
                search.consider(predictor: predictor, stepIndex: stepIndex)
            }
        }
        for stepIndex in runningStep - 1...runningStep + 1 { consider(stepIndex) }
        let estimate = estimatedStepIndex(samples, lastSample: state.lastSample)
        for stepIndex in estimate - 2...estimate + 2 where abs(stepIndex - runningStep) > 1 { consider(stepIndex) }
        if !search.found {
            // Only reachable when every neighbour was excluded: any other step index is allowed.
            search.consider(predictor: truncated, stepIndex: runningStep == 0 ? 1 : runningStep - 1)
        }

        // Encode from the chosen start and write the header and the nibbles, low nibble first.
        var predictor = search.bestPredictor
        var stepIndex = search.bestStepIndex
        let header = UInt16(bitPattern: Int16(truncatingIfNeeded: predictor)) & 0xFF80 | UInt16(stepIndex)
        output[0] = UInt8(header >> 8)
        output[1] = UInt8(header & 0xFF)
        for byteIndex in 0..<32 {
            let low = quantise(samples[2 * byteIndex], &predictor, &stepIndex, table)
            let high = quantise(samples[2 * byteIndex + 1], &predictor, &stepIndex, table)
            output[2 + byteIndex] = UInt8(low | high << 4)
        }
        state.predictor = predictor
        state.stepIndex = stepIndex
        state.lastSample = samples[IMA4.framesPerPacket - 1]
    }

    /// The greedy trial of start states, keeping the best; a trial stops as soon as its error
    /// passes the best so far, which is what makes trying many starts cheap.
    private struct StartSearch {
        let samples: UnsafeBufferPointer<Int32>
        let table: UnsafeBufferPointer<Int32>
        var bestError = Int64.max
        var bestPredictor: Int32 = 0
        var bestStepIndex: Int32 = 0
        var found: Bool { bestError != Int64.max }

        init(samples: UnsafeBufferPointer<Int32>, table: UnsafeBufferPointer<Int32>) {
            self.samples = samples
            self.table = table
        }

        mutating func consider(predictor start: Int32, stepIndex startStep: Int32) {
            var predictor = start
            var stepIndex = startStep
            var error: Int64 = 0
            for sample in samples {
                _ = IMA4Encoder.quantise(sample, &predictor, &stepIndex, table)
                let difference = Int64(sample - predictor)
                error += difference * difference
                if error >= bestError { return }
            }
            bestError = error
            bestPredictor = start
            bestStepIndex = startStep
        }
    }

    /// The step index whose step is closest above the largest sample-to-sample difference at the
    /// start of the block: what the block's first samples need.
    private static func estimatedStepIndex(_ samples: UnsafeBufferPointer<Int32>, lastSample: Int32) -> Int32 {
        var largest = abs(samples[0] - lastSample)
        for index in 1..<8 {
            largest = max(largest, abs(samples[index] - samples[index - 1]))
        }
        var stepIndex = 0
        while stepIndex < IMA4.maximumStepIndex && IMA4.stepTable[stepIndex] < largest { stepIndex += 1 }
        return Int32(stepIndex)
    }

    // MARK: - The quantiser

    /// Quantises one sample from the decoder state, advances the state the way the decoder will,
    /// and returns the nibble. Branch-free over tables: for each step index, the seven decision
    /// thresholds of the standard IMA quantiser, the eight reconstruction differences and the
    /// eight next step indices (see `tables`).
    @inline(__always)
    static func quantise(
        _ sample: Int32, _ predictor: inout Int32, _ stepIndex: inout Int32, _ table: UnsafeBufferPointer<Int32>
    ) -> UInt8 {
        let row = Int(stepIndex) &* rowLength
        let delta = sample &- predictor
        let negative: Int32 = delta < 0 ? 1 : 0
        let magnitude = abs(delta)
        var code: Int32 = 0
        for threshold in 1...7 {
            code &+= magnitude >= table[row &+ threshold] ? 1 : 0
        }
        let difference = table[row &+ 8 &+ Int(code)]
        let decoded = negative == 1 ? predictor &- difference : predictor &+ difference
        predictor = min(32767, max(-32768, decoded))
        stepIndex = table[row &+ 16 &+ Int(code)]
        return UInt8(code | negative << 3)
    }

    /// Per step index, 24 values: thresholds (index 0 unused, 1…7), differences (8…15), next step
    /// indices (16…23). The thresholds are the standard quantiser's successive comparisons with
    /// step, step/2 and step/4, written as the smallest magnitude that selects each code.
    private static let rowLength = 24
    private static let tables: [Int32] = {
        var table: [Int32] = []
        for stepIndex in 0...IMA4.maximumStepIndex {
            let step = IMA4.stepTable[stepIndex]
            func threshold(_ code: Int) -> Int32 {
                (code & 4 != 0 ? step : 0) + (code & 2 != 0 ? step >> 1 : 0) + (code & 1 != 0 ? step >> 2 : 0)
            }
            table += (0..<8).map { threshold($0) }
            table += (0..<8).map { threshold($0) + (step >> 3) }
            table += (0..<8).map { code in
                min(Int32(IMA4.maximumStepIndex), max(0, Int32(stepIndex) + IMA4.indexTable[code]))
            }
        }
        return table
    }()
}
