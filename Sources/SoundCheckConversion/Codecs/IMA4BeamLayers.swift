/// The working storage of `IMA4NibbleBeam` for one block: two layers of survivors (the current
/// sample's and the next one's, each `width` slots sorted by error) and the trail of parents and
/// nibbles that the best survivor is traced back through at the end.
struct IMA4BeamLayers {
    let survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>
    let trail: UnsafeMutableBufferPointer<UInt16>
    private let width = IMA4NibbleBeam.width
    private var current = 0
    private var next: Int { width &- current }
    private var nextCount = 0

    init(survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>, trail: UnsafeMutableBufferPointer<UInt16>) {
        precondition(survivors.count >= 2 * width, "two layers of survivors")
        self.survivors = survivors
        self.trail = trail
    }

    mutating func run(
        _ samples: UnsafeBufferPointer<Int32>, predictor: Int32, stepIndex: Int32,
        table: UnsafeBufferPointer<Int32>, nibbles: UnsafeMutableBufferPointer<UInt8>
    ) -> IMA4NibbleBeam.Outcome {
        precondition(trail.count >= samples.count * width && nibbles.count >= samples.count, "storage for the block")
        current = 0
        survivors[0] = IMA4BeamSurvivor(
            error: 0, predictor: predictor, stepIndex: Int16(truncatingIfNeeded: stepIndex), entry: 0)
        var count = 1
        for (time, sample) in samples.enumerated() {
            nextCount = 0
            for parent in current..<current &+ count {
                // Parents come in order of error and a nibble never lowers it: once the next layer
                // is full of encodings no worse than this parent, no later one can enter it.
                if nextCount == width && survivors[next &+ width &- 1].error <= survivors[parent].error { break }
                extend(parent, sample: sample, table: table)
            }
            count = nextCount
            current = next
            for slot in 0..<count { trail[time &* width &+ slot] = survivors[current &+ slot].entry }
        }
        var slot = 0
        for time in samples.indices.reversed() {
            let entry = trail[time &* width &+ slot]
            nibbles[time] = UInt8(entry & 0xF)
            slot = Int(entry >> 8)
        }
        let best = survivors[current]
        return IMA4NibbleBeam.Outcome(error: best.error, predictor: best.predictor, stepIndex: Int32(best.stepIndex))
    }

    /// Offers the parent's greedy nibble and its neighbours of the same sign to the next layer.
    @inline(__always)
    private mutating func extend(_ parent: Int, sample: Int32, table: UnsafeBufferPointer<Int32>) {
        let state = survivors[parent]
        let greedy = IMA4Quantiser.nibble(sample, state.predictor, Int32(state.stepIndex), table)
        let sign = greedy & 8
        let code = greedy & 7
        for candidate in max(0, code &- 1)...min(7, code &+ 1) {
            var predictor = state.predictor
            var stepIndex = Int32(state.stepIndex)
            IMA4Quantiser.apply(candidate | sign, &predictor, &stepIndex, table)
            let difference = Int64(sample &- predictor)
            let entry =
                UInt16(truncatingIfNeeded: (parent &- current) << 8) | UInt16(truncatingIfNeeded: candidate | sign)
            insert(
                IMA4BeamSurvivor(
                    error: state.error &+ difference &* difference, predictor: predictor,
                    stepIndex: Int16(truncatingIfNeeded: stepIndex), entry: entry))
        }
    }

    /// Inserts a candidate into the next layer, kept sorted by error and at most `width` long.
    @inline(__always)
    private mutating func insert(_ candidate: IMA4BeamSurvivor) {
        let base = next
        var position: Int
        if nextCount == width {
            guard candidate.error < survivors[base &+ width &- 1].error else { return }
            position = width &- 1
        } else {
            position = nextCount
            nextCount &+= 1
        }
        while position > 0 && survivors[base &+ position &- 1].error > candidate.error {
            survivors[base &+ position] = survivors[base &+ position &- 1]
            position &-= 1
        }
        survivors[base &+ position] = candidate
    }
}
