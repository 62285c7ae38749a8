import SoundCheckChecking

/// The IMA ADPCM quantiser and decoder step over per-step-index tables, shared by the encoder's
/// searches. Every function advances the state exactly as Apple's (and ffmpeg's) decoder does.
enum IMA4Quantiser {
    /// Per step index, 24 values: thresholds (index 0 unused, 1…7), differences (8…15), next step
    /// indices (16…23). The thresholds are the standard quantiser's successive comparisons with
    /// step, step/2 and step/4, written as the smallest magnitude that selects each code.
    static let rowLength = 24
    static let tables: [Int32] = {
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

    /// The standard quantiser's nibble for `sample` from the given state (magnitude code in bits
    /// 0…2, sign in bit 3), without advancing the state. Branch-free over the thresholds.
    @inline(__always)
    static func nibble(_ sample: Int32, _ predictor: Int32, _ stepIndex: Int32, _ table: UnsafeBufferPointer<Int32>)
        -> Int32
    {
        let row = Int(stepIndex) &* rowLength
        let delta = sample &- predictor
        let magnitude = abs(delta)
        var code: Int32 = 0
        for threshold in 1...7 {
            code &+= magnitude >= table[row &+ threshold] ? 1 : 0
        }
        return delta < 0 ? code | 8 : code
    }

    /// Advances the state by one nibble, as the decoder does.
    @inline(__always)
    static func apply(
        _ nibble: Int32, _ predictor: inout Int32, _ stepIndex: inout Int32, _ table: UnsafeBufferPointer<Int32>
    ) {
        let row = Int(stepIndex) &* rowLength
        let code = Int(nibble & 7)
        let difference = table[row &+ 8 &+ code]
        let decoded = nibble & 8 != 0 ? predictor &- difference : predictor &+ difference
        predictor = min(32767, max(-32768, decoded))
        stepIndex = table[row &+ 16 &+ code]
    }

    /// Quantises one sample greedily, advances the state and returns the nibble.
    @inline(__always)
    static func quantise(
        _ sample: Int32, _ predictor: inout Int32, _ stepIndex: inout Int32, _ table: UnsafeBufferPointer<Int32>
    ) -> UInt8 {
        let code = nibble(sample, predictor, stepIndex, table)
        apply(code, &predictor, &stepIndex, table)
        return UInt8(code)
    }

    /// The nibble of the reconstruction level next to `nibble`'s, above it or below it, or nil at
    /// either end. The 16 levels run from −7 (the largest negative difference) through −0 and +0
    /// to +7, so a step up is a smaller negative code or a larger positive one.
    @inline(__always)
    static func bracketingNeighbour(of nibble: Int32, above: Bool) -> Int32? {
        let code = nibble & 7
        let negative = nibble & 8 != 0
        switch (above, negative) {
        case (true, false): return code < 7 ? code &+ 1 : nil
        case (true, true): return code > 0 ? (code &- 1) | 8 : 0
        case (false, false): return code > 0 ? code &- 1 : 8
        case (false, true): return code < 7 ? (code &+ 1) | 8 : nil
        }
    }
}
