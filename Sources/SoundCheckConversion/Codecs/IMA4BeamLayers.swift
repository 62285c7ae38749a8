/// The working storage of `IMA4NibbleBeam` for one block: two layers of survivors (the current
/// sample's and the next one's, each `width` slots sorted by error) and the trail of parents and
/// nibbles that the best survivor is traced back through at the end.
struct IMA4BeamLayers {
    let predictors: UnsafeMutableBufferPointer<Int32>
    let stepIndices: UnsafeMutableBufferPointer<Int32>
    let errors: UnsafeMutableBufferPointer<Int64>
    let trail: UnsafeMutableBufferPointer<UInt16>
    private let width = IMA4NibbleBeam.width
    private var current = 0
    private var next: Int { width &- current }
    private var nextCount = 0

    init(predictors: UnsafeMutableBufferPointer<Int32>, stepIndices: UnsafeMutableBufferPointer<Int32>,
         errors: UnsafeMutableBufferPointer<Int64>, trail: UnsafeMutableBufferPointer<UInt16>) {
        precondition(predictors.count >= 2 * width && stepIndices.count >= 2 * width && errors.count >= 2 * width,
                     "two layers of survivors")
        self.predictors = predictors
        self.stepIndices = stepIndices
        self.errors = errors
        self.trail = trail
    }

    mutating func run(
        _ samples: UnsafeBufferPointer<Int32>, predictor: Int32, stepIndex: Int32,
        table: UnsafeBufferPointer<Int32>, nibbles: UnsafeMutableBufferPointer<UInt8>
    ) -> IMA4NibbleBeam.Outcome {
        precondition(trail.count >= samples.count * width && nibbles.count >= samples.count, "storage for the block")
        current = 0
        predictors[0] = predictor
        stepIndices[0] = stepIndex
        errors[0] = 0
        var count = 1
        for (time, sample) in samples.enumerated() {
            nextCount = 0
            for parent in current..<current &+ count {
                extend(parent, sample: sample, time: time, table: table)
            }
            count = nextCount
            current = next
        }
        var slot = 0
        for time in samples.indices.reversed() {
            let entry = trail[time &* width &+ slot]
            nibbles[time] = UInt8(entry & 0xF)
            slot = Int(entry >> 8)
        }
        return IMA4NibbleBeam.Outcome(error: errors[current], predictor: predictors[current], stepIndex: stepIndices[current])
    }

    /// Offers the parent's greedy nibble and its neighbours of the same sign to the next layer.
    @inline(__always)
    private mutating func extend(_ parent: Int, sample: Int32, time: Int, table: UnsafeBufferPointer<Int32>) {
        let predictor = predictors[parent]
        let stepIndex = stepIndices[parent]
        let greedy = IMA4Quantiser.nibble(sample, predictor, stepIndex, table)
        let sign = greedy & 8
        let code = greedy & 7
        for candidate in max(0, code &- 1)...min(7, code &+ 1) {
            var candidatePredictor = predictor
            var candidateStep = stepIndex
            IMA4Quantiser.apply(candidate | sign, &candidatePredictor, &candidateStep, table)
            let difference = Int64(sample &- candidatePredictor)
            let error = errors[parent] &+ difference &* difference
            let entry = UInt16(truncatingIfNeeded: (parent &- current) << 8) | UInt16(truncatingIfNeeded: candidate | sign)
            insert(predictor: candidatePredictor, stepIndex: candidateStep, error: error, entry: entry, time: time)
        }
    }

    /// Inserts a candidate into the next layer, kept sorted by error and at most `width` long.
    @inline(__always)
    private mutating func insert(predictor: Int32, stepIndex: Int32, error: Int64, entry: UInt16, time: Int) {
        let base = next
        var position: Int
        if nextCount == width {
            guard error < errors[base &+ width &- 1] else { return }
            position = width &- 1
        } else {
            position = nextCount
            nextCount &+= 1
        }
        let row = time &* width
        while position > 0 && errors[base &+ position &- 1] > error {
            predictors[base &+ position] = predictors[base &+ position &- 1]
            stepIndices[base &+ position] = stepIndices[base &+ position &- 1]
            errors[base &+ position] = errors[base &+ position &- 1]
            trail[row &+ position] = trail[row &+ position &- 1]
            position &-= 1
        }
        predictors[base &+ position] = predictor
        stepIndices[base &+ position] = stepIndex
        errors[base &+ position] = error
        trail[row &+ position] = entry
    }
}
