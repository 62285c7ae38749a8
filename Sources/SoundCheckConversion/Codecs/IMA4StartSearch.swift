/// The greedy trial of block start states (9-bit predictor, step index), keeping the best; a trial
/// stops as soon as its error passes the best so far, which is what makes trying many starts cheap.
/// The best trial's nibbles are kept (two buffers swap roles), so the block is not encoded again.
struct IMA4StartSearch {
    let samples: UnsafeBufferPointer<Int32>
    let table: UnsafeBufferPointer<Int32>
    /// The best trial's nibbles, one per byte, and the buffer the next trial writes.
    private(set) var nibbles: UnsafeMutableBufferPointer<UInt8>
    private var trial: UnsafeMutableBufferPointer<UInt8>
    private(set) var bestPredictor: Int32 = 0
    private(set) var bestStepIndex: Int32 = 0
    /// The best trial's squared error and the decoder state it ends in.
    private(set) var outcome = IMA4NibbleBeam.Outcome(error: .max, predictor: 0, stepIndex: 0)
    var found: Bool { outcome.error != .max }

    init(samples: UnsafeBufferPointer<Int32>, table: UnsafeBufferPointer<Int32>,
         nibbles: UnsafeMutableBufferPointer<UInt8>, trial: UnsafeMutableBufferPointer<UInt8>) {
        precondition(nibbles.count >= samples.count && trial.count >= samples.count, "room for the block's nibbles")
        self.samples = samples
        self.table = table
        self.nibbles = nibbles
        self.trial = trial
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
        outcome = IMA4NibbleBeam.Outcome(error: error, predictor: predictor, stepIndex: stepIndex)
        bestPredictor = start
        bestStepIndex = startStep
        swap(&nibbles, &trial)
    }
}
