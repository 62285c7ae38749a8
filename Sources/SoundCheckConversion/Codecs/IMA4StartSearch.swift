/// The greedy trial of block start states (9-bit predictor, step index), keeping the best; a trial
/// stops as soon as its error passes the best so far, which is what makes trying many starts cheap.
/// The best trial's nibbles are kept (buffers swap roles), so the block is not encoded again.
///
/// Starts offered are tried two at a time in one loop: a greedy encoding is a chain of dependent
/// table lookups, so a second independent chain runs in the first one's latency almost for free.
/// The outcome is exactly that of trying them one after the other.
struct IMA4StartSearch {
    let samples: UnsafeBufferPointer<Int32>
    let table: UnsafeBufferPointer<Int32>
    /// The best trial's nibbles, one per byte, and the buffer the next trial writes.
    private(set) var nibbles: UnsafeMutableBufferPointer<UInt8>
    private var trial: UnsafeMutableBufferPointer<UInt8>
    private var spare: UnsafeMutableBufferPointer<UInt8>
    /// A start offered and not yet tried, waiting for a second one.
    private var pending: (predictor: Int32, stepIndex: Int32)?
    private(set) var bestPredictor: Int32 = 0
    private(set) var bestStepIndex: Int32 = 0
    /// The best trial's squared error and the decoder state it ends in.
    private(set) var outcome = IMA4NibbleBeam.Outcome(error: .max, predictor: 0, stepIndex: 0)
    var found: Bool { outcome.error != .max }

    init(
        samples: UnsafeBufferPointer<Int32>, table: UnsafeBufferPointer<Int32>,
        nibbles: UnsafeMutableBufferPointer<UInt8>,
        trial: UnsafeMutableBufferPointer<UInt8>, spare: UnsafeMutableBufferPointer<UInt8>
    ) {
        precondition(min(nibbles.count, trial.count, spare.count) >= samples.count, "room for the block's nibbles")
        self.samples = samples
        self.table = table
        self.nibbles = nibbles
        self.trial = trial
        self.spare = spare
    }

    /// Tries the start, now or (paired with the next one) later; `flush()` tries the last one.
    mutating func offer(predictor: Int32, stepIndex: Int32) {
        guard let first = pending else {
            pending = (predictor, stepIndex)
            return
        }
        pending = nil
        considerPair(first, (predictor, stepIndex))
    }

    mutating func flush() {
        guard let last = pending else { return }
        pending = nil
        consider(predictor: last.predictor, stepIndex: last.stepIndex)
    }

    /// Two greedy trials in one loop; the first wins ties, as it would tried first.
    private mutating func considerPair(
        _ first: (predictor: Int32, stepIndex: Int32), _ second: (predictor: Int32, stepIndex: Int32)
    ) {
        var predictor = first.predictor
        var stepIndex = first.stepIndex
        var otherPredictor = second.predictor
        var otherStepIndex = second.stepIndex
        var error: Int64 = 0
        var otherError: Int64 = 0
        let limit = outcome.error
        for (index, sample) in samples.enumerated() {
            trial[index] = IMA4Quantiser.quantise(sample, &predictor, &stepIndex, table)
            spare[index] = IMA4Quantiser.quantise(sample, &otherPredictor, &otherStepIndex, table)
            let difference = Int64(sample &- predictor)
            let otherDifference = Int64(sample &- otherPredictor)
            error &+= difference &* difference
            otherError &+= otherDifference &* otherDifference
            if error >= limit && otherError >= limit { return }
        }
        if error <= otherError {
            guard error < limit else { return }
            keep(first, IMA4NibbleBeam.Outcome(error: error, predictor: predictor, stepIndex: stepIndex))
        } else {
            guard otherError < limit else { return }
            swap(&trial, &spare)
            keep(
                second, IMA4NibbleBeam.Outcome(error: otherError, predictor: otherPredictor, stepIndex: otherStepIndex))
        }
    }

    /// Makes the trial just run (in `trial`) the best.
    private mutating func keep(_ start: (predictor: Int32, stepIndex: Int32), _ result: IMA4NibbleBeam.Outcome) {
        outcome = result
        bestPredictor = start.predictor
        bestStepIndex = start.stepIndex
        swap(&nibbles, &trial)
    }

    /// Encodes the block greedily from the start, keeping it if its squared error is the least so far.
    mutating func consider(predictor start: Int32, stepIndex startStep: Int32) {
        var predictor = start
        var stepIndex = startStep
        var error: Int64 = 0
        for (index, sample) in samples.enumerated() {
            trial[index] = IMA4Quantiser.quantise(sample, &predictor, &stepIndex, table)
            let difference = Int64(sample &- predictor)
            error &+= difference &* difference
            if error >= outcome.error { return }
        }
        keep((start, startStep), IMA4NibbleBeam.Outcome(error: error, predictor: predictor, stepIndex: stepIndex))
    }
}
