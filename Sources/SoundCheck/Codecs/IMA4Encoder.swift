/// Encodes 16-bit PCM as Apple IMA4, searching each block for the best start.
///
/// Our own encoder: libsndfile cannot write CAF IMA4 at all, and ffmpeg's `adpcm_ima_qt` encoder
/// is greedy. Each 64-sample block may start from any step index and any 9-bit predictor the
/// header can hold, so this encoder tries the step indices around the running one and both
/// roundings of the predictor, encodes the block greedily from each, and keeps the start with
/// the least squared error. The decoder needs nothing new: it is the same bitstream.
public struct IMA4Encoder: Sendable {
    /// How far from the running step index the search looks, each way.
    public var stepSearchRadius: Int

    public init(stepSearchRadius: Int = 4) {
        self.stepSearchRadius = stepSearchRadius
    }

    /// The state carried from one block of a channel to the next.
    public struct ChannelState: Sendable {
        var predictor: Int32 = 0
        var stepIndex: Int32 = 0
        public init() {}
    }

    /// Encodes one packet: 64 frames of interleaved `channels`-channel samples (fewer frames are
    /// padded with silence) into `34 × channels` bytes appended to `output`.
    public func encodePacket(_ frames: UnsafeBufferPointer<Int16>, channels: Int, states: inout [ChannelState], into output: inout [UInt8]) {
        precondition(states.count == channels, "one state per channel")
        var block = [Int32](repeating: 0, count: IMA4.framesPerPacket)
        let frameCount = min(IMA4.framesPerPacket, frames.count / max(1, channels))
        for channel in 0..<channels {
            for index in 0..<IMA4.framesPerPacket {
                block[index] = index < frameCount ? Int32(frames[index * channels + channel]) : 0
            }
            encodeBlock(block, state: &states[channel], into: &output)
        }
    }

    private func encodeBlock(_ samples: [Int32], state: inout ChannelState, into output: inout [UInt8]) {
        // Start candidates: the running predictor rounded down and up to the header's 9 bits,
        // and step indices around the running one.
        let truncated = state.predictor & ~0x7F
        var predictors = [truncated]
        if state.predictor & 0x7F != 0 && truncated + 0x80 <= 32767 { predictors.append(truncated + 0x80) }
        let low = max(0, Int(state.stepIndex) - stepSearchRadius)
        let high = min(IMA4.maximumStepIndex, Int(state.stepIndex) + stepSearchRadius)

        var best: (error: Int64, predictor: Int32, stepIndex: Int32)?
        for predictor in predictors {
            for stepIndex in low...high {
                var trial = ChannelState()
                trial.predictor = predictor
                trial.stepIndex = Int32(stepIndex)
                var error: Int64 = 0
                for sample in samples {
                    let nibble = IMA4Encoder.nibble(for: sample, state: trial)
                    let decoded = Int32(IMA4.expand(nibble, &trial.predictor, &trial.stepIndex))
                    let difference = Int64(sample - decoded)
                    error += difference * difference
                    if let best, error >= best.error { break }
                }
                if best == nil || error < best!.error {
                    best = (error, predictor, Int32(stepIndex))
                }
            }
        }
        guard let best else { return }
        var current = ChannelState()
        current.predictor = best.predictor
        current.stepIndex = best.stepIndex
        let header = UInt16(bitPattern: Int16(truncatingIfNeeded: best.predictor)) & 0xFF80 | UInt16(best.stepIndex)
        output.append(UInt8(header >> 8))
        output.append(UInt8(header & 0xFF))
        var index = 0
        while index < samples.count {
            let lowNibble = IMA4Encoder.nibble(for: samples[index], state: current)
            _ = IMA4.expand(lowNibble, &current.predictor, &current.stepIndex)
            let highNibble = IMA4Encoder.nibble(for: samples[index + 1], state: current)
            _ = IMA4.expand(highNibble, &current.predictor, &current.stepIndex)
            output.append(lowNibble | highNibble << 4)
            index += 2
        }
        state = current
    }

    /// The standard IMA quantisation of one sample, given the decoder's state.
    @inline(__always)
    static func nibble(for sample: Int32, state: ChannelState) -> UInt8 {
        let step = IMA4.stepTable[Int(state.stepIndex)]
        var difference = sample - state.predictor
        var nibble: UInt8 = 0
        if difference < 0 {
            nibble = 8
            difference = -difference
        }
        var threshold = step
        if difference >= threshold { nibble |= 4; difference -= threshold }
        threshold >>= 1
        if difference >= threshold { nibble |= 2; difference -= threshold }
        threshold >>= 1
        if difference >= threshold { nibble |= 1 }
        return nibble
    }
}
