/// A beam search over one block's nibbles: after each sample it keeps the `width` partial
/// encodings with the least squared error, at most one per neighbourhood of decoder states, each
/// extended by the two reconstruction levels that bracket the next sample. It starts from the
/// greedy search's best header and, where asked, from headers aimed at the first sample
/// (`IMA4AimedStarts`). Encodings whose error reaches the greedy encoding's are dropped: they can
/// never win. Measured on the bench signals (bench/RESULTS.md): a third candidate level gained
/// nothing; 24 survivors gain the sweep 0.02 dB over 16, at 1.5 times the time.
///
/// The scratch storage is allocated once and reused for every block.
struct IMA4NibbleBeam {
    static let width = 24
    private static let frames = 64
    /// Two layers of survivors: the current sample's and the next one's.
    private var survivors: [IMA4BeamSurvivor]
    /// For every sample and survivor slot: the parent slot (bits 8…15) and the nibble (bits 0…3).
    private var trail: [UInt16]
    /// The headers a search starts from: the greedy one first, then the aimed ones.
    private var starts: [IMA4AimedStarts.Header]

    init() {
        precondition(1 + 2 * Int(IMA4AimedStarts.radius) + 1 <= Self.width, "room for every start in a layer")
        survivors = Array(repeating: IMA4BeamSurvivor(), count: 2 * Self.width)
        trail = Array(repeating: 0, count: Self.frames * Self.width)
        starts = Array(
            repeating: IMA4AimedStarts.Header(predictor: 0, stepIndex: 0, landingError: 0), count: Self.width)
    }

    /// The end of the best encoding found: its squared error and final decoder state.
    struct Outcome {
        var error: Int64
        var predictor: Int32
        var stepIndex: Int32
    }

    /// Searches from the header (`predictor`, `stepIndex`) and, with a `running` state (the end of
    /// the previous block), from the headers aimed at the first sample that ffmpeg reads alike
    /// after it, for an encoding with less squared error than `bound`. Writes the best one's
    /// nibbles, one per byte, to `nibbles` (64 bytes) and returns it with its header; an error of
    /// `Int64.max` if none is below the bound.
    mutating func search(
        _ samples: UnsafeBufferPointer<Int32>, predictor: Int32, stepIndex: Int32,
        running: (predictor: Int32, stepIndex: Int32)? = nil, bound: Int64 = .max, table: UnsafeBufferPointer<Int32>,
        nibbles: UnsafeMutableBufferPointer<UInt8>
    ) -> (outcome: Outcome, header: IMA4AimedStarts.Header) {
        precondition(samples.count == Self.frames && nibbles.count >= Self.frames, "one block of 64 samples")
        return starts.withUnsafeMutableBufferPointer { starts in
            starts[0] = IMA4AimedStarts.Header(predictor: predictor, stepIndex: stepIndex, landingError: 0)
            var count = 1
            if let running {
                count += IMA4AimedStarts.headers(
                    aimingAt: samples[0], centre: stepIndex, running: running.predictor,
                    runningStep: running.stepIndex, table: table,
                    into: UnsafeMutableBufferPointer(rebasing: starts[1...]))
            }
            let chosen = UnsafeBufferPointer(rebasing: starts[0..<count])
            let (outcome, start) = survivors.withUnsafeMutableBufferPointer { survivors in
                trail.withUnsafeMutableBufferPointer { trail in
                    let layers = IMA4BeamLayers(survivors: survivors, trail: trail)
                    return layers.run(samples, starts: chosen, bound: bound, table: table, nibbles: nibbles)
                }
            }
            return (outcome, chosen[start])
        }
    }
}
