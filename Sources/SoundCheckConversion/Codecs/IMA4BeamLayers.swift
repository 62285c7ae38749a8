/// The working storage of `IMA4NibbleBeam` for one block: two layers of survivors (the current
/// sample's and the next one's, each `width` slots sorted by error) and the trail of parents and
/// nibbles that the best survivor is traced back through at the end.
struct IMA4BeamLayers {
    let survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>
    let trail: UnsafeMutableBufferPointer<UInt16>
    private let width = IMA4NibbleBeam.width

    init(survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>, trail: UnsafeMutableBufferPointer<UInt16>) {
        precondition(survivors.count >= 2 * width, "two layers of survivors")
        self.survivors = survivors
        self.trail = trail
    }

    /// The layer being filled: where it starts, how many it holds, and a bit per hashed
    /// neighbourhood that has entered it (left set when one leaves): a clear bit spares the look
    /// for a survivor in the candidate's neighbourhood.
    private struct Layer {
        let base: Int
        let width: Int
        /// The error a candidate must stay below to enter: the bound, or the worst survivor's
        /// once the layer is full.
        var limit: Int64
        var count = 0
        var entered: UInt64 = 0
    }

    /// Searches from the headers in `starts` (at most `width`) and returns the best encoding below
    /// `bound` (error `Int64.max` if none) with the index of the header it starts from.
    func run(
        _ samples: UnsafeBufferPointer<Int32>, starts: UnsafeBufferPointer<IMA4AimedStarts.Header>, bound: Int64,
        table: UnsafeBufferPointer<Int32>, nibbles: UnsafeMutableBufferPointer<UInt8>
    ) -> (outcome: IMA4NibbleBeam.Outcome, start: Int) {
        precondition(trail.count >= samples.count * width && nibbles.count >= samples.count, "storage for the block")
        precondition(!starts.isEmpty && starts.count <= width, "between one and `width` starts")
        let survivors = self.survivors
        for (slot, start) in starts.enumerated() {
            survivors[slot] = IMA4BeamSurvivor(
                error: 0, predictor: start.predictor, stepIndex: Int16(truncatingIfNeeded: start.stepIndex), entry: 0,
                neighbourhood: 0)
        }
        var current = 0
        var count = starts.count
        for (time, sample) in samples.enumerated() {
            var next = Layer(base: width &- current, width: width, limit: bound)
            for parent in current..<current &+ count {
                let state = survivors[parent]
                // Parents come in order of error and a nibble never lowers it: once no encoding
                // this parent's error or worse can enter the next layer, no later one can.
                if next.limit <= state.error { break }
                let entry = UInt16(truncatingIfNeeded: (parent &- current) << 8)
                Self.extend(state, entry: entry, sample: sample, table: table, into: &next, survivors)
            }
            count = next.count
            current = next.base
            // Every encoding reached the bound: the one that set it stays the best.
            if count == 0 { return (IMA4NibbleBeam.Outcome(error: .max, predictor: 0, stepIndex: 0), 0) }
            for slot in 0..<count { trail[time &* width &+ slot] = survivors[current &+ slot].entry }
        }
        var slot = 0
        for time in samples.indices.reversed() {
            let entry = trail[time &* width &+ slot]
            nibbles[time] = UInt8(entry & 0xF)
            slot = Int(entry >> 8)
        }
        let best = survivors[current]
        // Traced back through the first sample, the slot is the start's.
        let outcome = IMA4NibbleBeam.Outcome(
            error: best.error, predictor: best.predictor, stepIndex: Int32(best.stepIndex))
        return (outcome, slot)
    }

    /// Offers the two reconstruction levels that bracket the sample to the next layer: the greedy
    /// nibble's and its neighbour on the sample's other side (`IMA4Quantiser.bracketingNeighbour`).
    /// A level further away never gained: measured, bench/RESULTS.md.
    @inline(__always)
    private static func extend(
        _ state: IMA4BeamSurvivor, entry: UInt16, sample: Int32, table: UnsafeBufferPointer<Int32>,
        into layer: inout Layer, _ survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>
    ) {
        let greedy = IMA4Quantiser.nibble(sample, state.predictor, Int32(state.stepIndex), table)
        let landed = offer(greedy, state, entry: entry, sample: sample, table: table, &layer, survivors)
        if let neighbour = IMA4Quantiser.bracketingNeighbour(of: greedy, above: landed < sample) {
            _ = offer(neighbour, state, entry: entry, sample: sample, table: table, &layer, survivors)
        }
    }

    /// Decodes one nibble from the parent's state and inserts the result, unless its error has
    /// reached the layer's limit: the bound (an encoding already known: errors only grow) or, once
    /// the layer is full, its worst survivor's. Returns the decoded value.
    @inline(__always)
    private static func offer(
        _ nibble: Int32, _ state: IMA4BeamSurvivor, entry: UInt16, sample: Int32, table: UnsafeBufferPointer<Int32>,
        _ layer: inout Layer, _ survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>
    ) -> Int32 {
        var predictor = state.predictor
        var stepIndex = Int32(state.stepIndex)
        IMA4Quantiser.apply(nibble, &predictor, &stepIndex, table)
        let difference = Int64(sample &- predictor)
        let error = state.error &+ difference &* difference
        guard error < layer.limit else { return predictor }
        let candidate = IMA4BeamSurvivor(
            error: error, predictor: predictor, stepIndex: Int16(truncatingIfNeeded: stepIndex),
            entry: entry | UInt16(truncatingIfNeeded: nibble), neighbourhood: neighbourhood(predictor, stepIndex, table)
        )
        insert(candidate, into: &layer, survivors)
        return predictor
    }

    /// Inserts a candidate into the layer, kept sorted by error, at most `width` long and at most
    /// one survivor per neighbourhood: near-identical states would crowd out the different ones
    /// the search needs.
    @inline(__always)
    private static func insert(
        _ candidate: IMA4BeamSurvivor, into layer: inout Layer,
        _ survivors: UnsafeMutableBufferPointer<IMA4BeamSurvivor>
    ) {
        let base = layer.base
        var position = layer.count
        let bit = UInt64(1) << UInt64((candidate.neighbourhood &* 0x9E37_79B1) >> 26)
        if layer.entered & bit != 0 {
            for slot in 0..<layer.count where survivors[base &+ slot].neighbourhood == candidate.neighbourhood {
                guard candidate.error < survivors[base &+ slot].error else { return }
                position = slot
                break
            }
        }
        layer.entered |= bit
        if position == layer.count {
            if layer.count == layer.width {
                position = layer.width &- 1
            } else {
                layer.count &+= 1
            }
        }
        while position > 0 && survivors[base &+ position &- 1].error > candidate.error {
            survivors[base &+ position] = survivors[base &+ position &- 1]
            position &-= 1
        }
        survivors[base &+ position] = candidate
        if layer.count == layer.width {
            layer.limit = min(layer.limit, survivors[base &+ layer.width &- 1].error)
        }
    }

    /// States with the same step index and predictors in the same bin decode the rest of the block
    /// nearly alike. The bin follows the step: about a 64th of it, at most 256. A fixed 256 merged
    /// states far apart at small steps; bins that follow the step gained brown noise 0.3 dB
    /// (bench/RESULTS.md). The step is the quantiser's threshold for code 4.
    @inline(__always)
    static func neighbourhood(_ predictor: Int32, _ stepIndex: Int32, _ table: UnsafeBufferPointer<Int32>) -> UInt32 {
        let step = table[Int(stepIndex) &* IMA4Quantiser.rowLength &+ 4]
        let shift = min(8, max(0, Int32(25 &- step.leadingZeroBitCount)))
        return UInt32(truncatingIfNeeded: stepIndex) << 16 | UInt32(UInt16(truncatingIfNeeded: predictor >> shift))
    }
}
