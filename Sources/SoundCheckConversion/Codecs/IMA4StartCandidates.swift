import SoundCheckChecking

/// The block starts `IMA4Encoder` tries: which header states (9-bit predictor, step index) are
/// worth a greedy trial, chosen from the running state, the block's first samples and a sweep of
/// step indices. `IMA4StartSearch` runs the trials.
extension IMA4Encoder {
    /// Tries the block's candidate starts greedily and returns the search with the best one:
    /// - both 9-bit roundings of the predictor the previous block ended on, with step indices
    ///   next to the previous block's and around an estimate from the block's first differences;
    /// - both roundings of the block's first sample and of the previous input sample, with step
    ///   indices next to the estimate (what a block needs after a jump the running state missed);
    /// - the roundings of the first sample at every eighth step index, and next to the best of them.
    ///
    /// With `fewStarts`, only the roundings of the predictor the previous block ended on, next to
    /// its step index and at the estimate, and those of the first sample at the estimate: ffmpeg's
    /// speed, still above ffmpeg and sox on every bench signal (bench/RESULTS.md).
    static func searchStart(
        _ samples: UnsafeBufferPointer<Int32>, state: ChannelState, scratch: BlockScratch, stepSweep: Bool,
        fewStarts: Bool = false
    ) -> IMA4StartSearch {
        var search = IMA4StartSearch(
            samples: samples, table: scratch.table, nibbles: scratch.nibbles(1),
            trial: scratch.nibbles(2), spare: scratch.nibbles(3))
        let running = state.predictor
        let runningStep = state.stepIndex
        func consider(_ predictor: Int32, _ stepIndex: Int32) {
            guard isAllowedStart(predictor, stepIndex, running: running, runningStep: runningStep) else { return }
            search.offer(predictor: predictor, stepIndex: stepIndex)
        }
        // The roundings of `value`, except those already tried as roundings of `first` or `second`.
        func considerRoundings(
            of value: Int32, _ stepIndex: Int32, unlessRoundingOf first: Int32? = nil, _ second: Int32? = nil
        ) {
            let truncated = value & ~0x7F
            for predictor in [truncated, truncated &+ 0x80] where isRounding(predictor, of: value) {
                if let first, isRounding(predictor, of: first) { continue }
                if let second, isRounding(predictor, of: second) { continue }
                consider(predictor, stepIndex)
            }
        }
        for stepIndex in runningStep - 1...runningStep + 1 { considerRoundings(of: running, stepIndex) }
        let (estimate, wholeBlock) = estimatedStepIndices(samples, lastSample: state.lastSample)
        if fewStarts {
            if abs(estimate - runningStep) > 1 { considerRoundings(of: running, estimate) }
            considerRoundings(of: samples[0], estimate, unlessRoundingOf: running)
            return finished(search, running: running, runningStep: runningStep)
        }
        for stepIndex in estimate - 2...estimate + 2 {
            if abs(stepIndex - runningStep) > 1 { considerRoundings(of: running, stepIndex) }
            guard abs(stepIndex - estimate) <= 1 else { continue }
            considerRoundings(of: samples[0], stepIndex, unlessRoundingOf: running)
            considerRoundings(of: state.lastSample, stepIndex, unlessRoundingOf: running, samples[0])
        }
        // Only where a larger difference comes later in the block than at its start: elsewhere the
        // estimate holds (measured: 7 % more CPU on plucked strings than before the sweep, 13 % ungated).
        if stepSweep && wholeBlock > estimate {
            sweepStepIndices(&search, from: samples[0], estimate: estimate, running: running, runningStep: runningStep)
        }
        return finished(search, running: running, runningStep: runningStep)
    }

    /// The search once its last start is tried, with a start found whatever was excluded.
    private static func finished(_ search: IMA4StartSearch, running: Int32, runningStep: Int32) -> IMA4StartSearch {
        var search = search
        search.flush()
        if !search.found {
            // Only reachable when every neighbour was excluded: any other step index is allowed.
            search.consider(predictor: running & ~0x7F, stepIndex: runningStep == 0 ? 1 : runningStep - 1)
        }
        return search
    }

    /// The step estimate misses blocks whose first differences say little about the rest (a
    /// sawtooth's drop, a square wave's edge, a syllable's onset after a pause): there the best
    /// start is often 10 to 30 step indices below it. So every eighth step index is tried too
    /// (4, 12, …, 84) from the nearer rounding of the block's first sample, and if one of them
    /// wins, its other rounding and both roundings of its neighbours up to the next ones swept.
    /// On bench/'s speech this raised the SNR from 20.1 to 27.9 dB, on the square wave from 6.2 to
    /// 8.4; most of its trials stop within a few samples. Step indices tried before are skipped.
    private static func sweepStepIndices(
        _ search: inout IMA4StartSearch, from first: Int32, estimate: Int32, running: Int32, runningStep: Int32
    ) {
        let truncated = first & ~0x7F
        let nearer = first & 0x7F < 0x40 || !isRounding(truncated &+ 0x80, of: first) ? truncated : truncated &+ 0x80
        func offer(_ stepIndex: Int32, _ predictor: Int32, or other: Int32? = nil) {
            guard abs(stepIndex - estimate) > 1 else { return }
            // Roundings of the running predictor were tried already at these step indices.
            let triedRunning = abs(stepIndex - runningStep) <= 1 || abs(stepIndex - estimate) <= 2
            func offerRounding(_ candidate: Int32) {
                guard isRounding(candidate, of: first), !(triedRunning && isRounding(candidate, of: running)),
                    isAllowedStart(candidate, stepIndex, running: running, runningStep: runningStep)
                else { return }
                search.offer(predictor: candidate, stepIndex: stepIndex)
            }
            offerRounding(predictor)
            if let other { offerRounding(other) }
        }
        search.flush()
        let before = search.outcome.error
        for stepIndex in stride(from: Int32(4), through: Int32(IMA4.maximumStepIndex), by: 8) {
            offer(stepIndex, nearer)
        }
        search.flush()
        guard search.outcome.error < before else { return }
        let centre = search.bestStepIndex
        offer(centre, nearer == truncated ? truncated &+ 0x80 : truncated)
        for stepIndex in centre - 7...centre + 7 where (stepIndex - 4) % 8 != 0 {
            offer(stepIndex, truncated, or: truncated &+ 0x80)
        }
        search.flush()
    }

    /// Whether `predictor` is one of the 9-bit header predictors just below and just above
    /// `value` (only the one below when it is exact, or the one above would not fit in 16 bits).
    @inline(__always)
    private static func isRounding(_ predictor: Int32, of value: Int32) -> Bool {
        let truncated = value & ~0x7F
        return predictor == truncated || (value & 0x7F != 0 && predictor == truncated + 0x80 && predictor <= 32767)
    }

    /// Whether a header state may start the block: a step index in range, and not one ffmpeg's
    /// decoder would read differently from Apple's (it keeps its running predictor when a header
    /// repeats the step index and lies within 127 of it; see the type's documentation).
    @inline(__always)
    static func isAllowedStart(_ predictor: Int32, _ stepIndex: Int32, running: Int32, runningStep: Int32)
        -> Bool
    {
        guard stepIndex >= 0 && stepIndex <= Int32(IMA4.maximumStepIndex) else { return false }
        return !(stepIndex == runningStep && predictor != running && abs(predictor - running) <= 0x7F)
    }

    /// The step indices whose steps are closest above the largest sample-to-sample difference at
    /// the start of the block (its first eight: what its first samples need) and in the whole
    /// block, in one pass.
    private static func estimatedStepIndices(_ samples: UnsafeBufferPointer<Int32>, lastSample: Int32)
        -> (start: Int32, wholeBlock: Int32)
    {
        // Samples are 16-bit, so wrapping arithmetic never wraps; without overflow checks and with
        // the first eight apart, the whole-block loop compiles to vector instructions.
        @inline(__always) func difference(_ index: Int) -> Int32 {
            let difference = samples[index] &- (index == 0 ? lastSample : samples[index &- 1])
            return difference < 0 ? 0 &- difference : difference
        }
        let startCount = min(8, samples.count)
        var atStart: Int32 = 0
        for index in 0..<startCount { atStart = max(atStart, difference(index)) }
        var largest = atStart
        for index in startCount..<samples.count { largest = max(largest, difference(index)) }
        let start = stepIndex(above: atStart, from: 0)
        // The whole block's difference is at least the start's: its scan goes on from there.
        return (start, stepIndex(above: largest, from: start))
    }

    /// The first step index from `first` on whose step is at least `difference` (88 if none is).
    private static func stepIndex(above difference: Int32, from first: Int32) -> Int32 {
        // A binary search: the steps grow with the index. (A scan from `first` took 4 % of a fast
        // encoding's time, with the table's lazy initialisation checked at every step.)
        var low = Int(first)
        var high = IMA4.maximumStepIndex
        IMA4.stepTable.withUnsafeBufferPointer { steps in
            while low < high {
                let middle = (low + high) / 2
                if steps[middle] < difference { low = middle + 1 } else { high = middle }
            }
        }
        return Int32(low)
    }
}
