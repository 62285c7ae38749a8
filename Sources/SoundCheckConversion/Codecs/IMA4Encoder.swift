import SoundCheckChecking
import SoundCheckCore

/// Encodes 16-bit PCM as Apple IMA4, choosing each block's start state by search and, for the
/// blocks that hold most of the noise, its nibbles by a beam search.
///
/// Our own encoder: libsndfile cannot write CAF IMA4 at all, and ffmpeg's `adpcm_ima_qt` encoder
/// is greedy and carries its state from block to block. Every 64-sample block of IMA4 restarts
/// from its header, which may hold any 9-bit predictor and any step index, so this encoder tries
/// several starts per block and keeps the one whose greedy encoding has the least squared error
/// (`searchStart`): roundings of the running predictor, of the block's first sample and of the
/// previous one, with step indices next to the previous block's and around an estimate taken
/// from the block's first sample-to-sample differences (this is what catches attacks: a greedy
/// encoder needs several samples to raise its step, and a block start can raise it at once), and
/// a coarse sweep over all step indices for the blocks the estimate misses (`sweepStepIndices`).
///
/// The greedy quantiser then decides each nibble for the sample at hand, and so raises or lowers
/// the step index at the wrong moment now and then. `IMA4NibbleBeam` searches the block's nibbles
/// instead, from the best greedy start and from headers aimed at the block's first sample
/// (`IMA4AimedStarts`), dropping every partial encoding whose error reaches the greedy one's.
/// `IMA4SearchEffort` gives it every block whose error can matter to the sound's SNR, which leaves
/// out near-silence. bench/RESULTS.md has the measurements behind these choices.
///
/// `EncodingEffort` picks how much of this runs: all of it (`best`, the default), the start search
/// without the beam (`balanced`), or a few starts a block and no sweep (`fast`, ffmpeg's speed).
///
/// Every header is also chosen so that ffmpeg's decoder, which keeps its running predictor when
/// a header repeats the step index and lies within 127 of it, decodes exactly what Apple's does:
/// a start with the same step index is used only if its predictor is exactly the running one or
/// more than 127 away. The search loses nothing by it (measured), and the output decodes
/// sample-for-sample the same in both.
public struct IMA4Encoder: Sendable {
    /// Whether blocks whose error matters get the beam search (off: the greedy start search only,
    /// for comparisons).
    let beamSearch: Bool
    /// Whether block starts are also tried at every eighth step index (`sweepStepIndices`; off:
    /// only next to the running state and the estimate, for comparisons).
    let stepSweep: Bool
    /// Whether the beam also starts from headers aimed at the first sample (off: from the best
    /// greedy start only, for comparisons).
    let aimedStarts: Bool
    /// Whether only a few starts are tried (`EncodingEffort.fast`; see `searchStart`).
    let fewStarts: Bool

    public init(effort: EncodingEffort = .best) {
        switch effort {
        case .fast: self.init(beamSearch: false, stepSweep: false, fewStarts: true)
        case .balanced: self.init(beamSearch: false)
        case .best: self.init(beamSearch: true)
        }
    }

    init(beamSearch: Bool, stepSweep: Bool = true, aimedStarts: Bool = true, fewStarts: Bool = false) {
        self.beamSearch = beamSearch
        self.stepSweep = stepSweep
        self.aimedStarts = aimedStarts
        self.fewStarts = fewStarts
    }

    /// The decoder's state at the end of the previous block of one channel.
    public struct ChannelState: Sendable, Hashable {
        var predictor: Int32 = 0
        var stepIndex: Int32 = 0
        /// The last input sample of the previous block, for the step estimate.
        var lastSample: Int32 = 0
        /// Which blocks of this channel get the beam search.
        var effort = IMA4SearchEffort()
        public init() {}
    }

    /// Encodes `packetCount` packets of one channel. `samples` holds interleaved frames
    /// (`channels` samples each, `packetCount × 64` frames; the caller pads the last packet with
    /// silence). Block `n` goes to `output` at `(n × channels + channel) × 34`, the layout of IMA4
    /// packets, so each channel's encoder writes only its own blocks.
    public func encode(
        _ samples: UnsafeBufferPointer<Int16>, channel: Int, channels: Int, packetCount: Int,
        state: inout ChannelState, into output: UnsafeMutableRawBufferPointer
    ) {
        precondition(channel >= 0 && channel < channels, "channel out of range")
        precondition(samples.count >= packetCount * IMA4.framesPerPacket * channels, "not enough samples")
        precondition(output.count >= packetCount * IMA4.bytesPerChannelPacket * channels, "output too small")
        var beam = IMA4NibbleBeam()
        var block = [Int32](repeating: 0, count: IMA4.framesPerPacket)
        var nibbles = [UInt8](repeating: 0, count: 4 * IMA4.framesPerPacket)
        IMA4Quantiser.tables.withUnsafeBufferPointer { table in
            block.withUnsafeMutableBufferPointer { block in
                nibbles.withUnsafeMutableBufferPointer { nibbles in
                    for packet in 0..<packetCount {
                        let first = packet * IMA4.framesPerPacket * channels + channel
                        for index in 0..<IMA4.framesPerPacket {
                            block[index] = Int32(samples[first + index * channels])
                        }
                        let offset = (packet * channels + channel) * IMA4.bytesPerChannelPacket
                        let destination = UnsafeMutableRawBufferPointer(
                            rebasing: output[offset..<offset + IMA4.bytesPerChannelPacket])
                        let scratch = BlockScratch(table: table, nibbles: nibbles)
                        encodeBlock(
                            UnsafeBufferPointer(block), state: &state, beam: &beam, scratch: scratch, into: destination)
                    }
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

    /// What every block's search borrows: the quantiser's tables and room for four blocks of
    /// nibbles (the beam's result, the best greedy trial's and the two current trials').
    struct BlockScratch {
        let table: UnsafeBufferPointer<Int32>
        let nibbles: UnsafeMutableBufferPointer<UInt8>

        func nibbles(_ index: Int) -> UnsafeMutableBufferPointer<UInt8> {
            let size = IMA4.framesPerPacket
            return UnsafeMutableBufferPointer(rebasing: nibbles[index * size..<(index + 1) * size])
        }
    }

    private func encodeBlock(
        _ samples: UnsafeBufferPointer<Int32>, state: inout ChannelState, beam: inout IMA4NibbleBeam,
        scratch: BlockScratch, into output: UnsafeMutableRawBufferPointer
    ) {
        let start = Self.searchStart(
            samples, state: state, scratch: scratch, stepSweep: stepSweep, fewStarts: fewStarts)
        var nibbles = UnsafeBufferPointer(start.nibbles)
        var outcome = start.outcome
        var header = (predictor: start.bestPredictor, stepIndex: start.bestStepIndex)
        if beamSearch && state.effort.shouldSearch(blockError: start.outcome.error) {
            let beamed = beam.search(
                samples, predictor: start.bestPredictor, stepIndex: start.bestStepIndex,
                running: aimedStarts ? (state.predictor, state.stepIndex) : nil, bound: outcome.error,
                table: scratch.table,
                nibbles: scratch.nibbles(0))
            if beamed.outcome.error < outcome.error {
                outcome = beamed.outcome
                nibbles = UnsafeBufferPointer(scratch.nibbles(0))
                header = (beamed.header.predictor, beamed.header.stepIndex)
            }
        }
        let word = UInt16(bitPattern: Int16(truncatingIfNeeded: header.predictor)) & 0xFF80 | UInt16(header.stepIndex)
        output[0] = UInt8(word >> 8)
        output[1] = UInt8(word & 0xFF)
        for byteIndex in 0..<32 {
            output[2 + byteIndex] = nibbles[2 * byteIndex] | nibbles[2 * byteIndex + 1] << 4
        }
        state.predictor = outcome.predictor
        state.stepIndex = outcome.stepIndex
        state.lastSample = samples[IMA4.framesPerPacket - 1]
    }
}
