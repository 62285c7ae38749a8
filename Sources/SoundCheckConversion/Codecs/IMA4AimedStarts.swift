import SoundCheckChecking

/// Block headers aimed at the block's first sample: for each step index the first nibble can leave
/// behind, the header (9-bit predictor, step index) whose first decoded sample lands closest to it.
///
/// A header's predictor is rounded to 128, so a header near the first sample decodes it up to 64
/// away, and only with a small first nibble, which lowers the step index. A header further away,
/// reached with a large first nibble, lands within 64 too, at any step index the block needs after
/// it. The beam starts from these: on the sine sweep they are what lets it gain +0.5 dB over the
/// greedy start search where the greedy start alone gains +0.3 (bench/RESULTS.md).
struct IMA4AimedStarts {
    /// A header and how close its first decoded sample lands.
    struct Header {
        var predictor: Int32
        var stepIndex: Int32
        var landingError: Int32
    }

    /// Step indices after the first sample, `radius` either side of the centre.
    static let radius: Int32 = 8

    /// Up to `2 × radius + 1` headers, one per step index after the first sample within `radius`
    /// of `centre`, each one ffmpeg's decoder reads as Apple's does after the block that ended in
    /// (`running`, `runningStep`) (`IMA4Encoder.isAllowedStart`).
    static func headers(
        aimingAt sample: Int32, centre: Int32, running: Int32, runningStep: Int32, table: UnsafeBufferPointer<Int32>,
        into headers: UnsafeMutableBufferPointer<Header>
    ) -> Int {
        let lowest = max(0, centre &- radius)
        let highest = min(Int32(IMA4.maximumStepIndex), centre &+ radius)
        guard lowest <= highest else { return 0 }
        precondition(headers.count > Int(highest &- lowest), "room for a header per step index")
        let unset = Header(predictor: 0, stepIndex: -1, landingError: .max)
        for slot in 0...Int(highest &- lowest) { headers[slot] = unset }
        // A first nibble's magnitude moves the step index by −1 … +8, so the headers that can end
        // in the window start between 8 below it and 1 above it.
        for start in max(0, lowest &- 8)...min(Int32(IMA4.maximumStepIndex), highest &+ 1) {
            let row = Int(start) &* IMA4Quantiser.rowLength
            for code in 0..<8 {
                let after = table[row &+ 16 &+ code]
                guard after >= lowest && after <= highest else { continue }
                let difference = table[row &+ 8 &+ code]
                let slot = Int(after &- lowest)
                // The nearer rounding's landing, away from the ends of the range: most trials end here.
                let remainder = (sample &- difference) & 0x7F
                guard min(remainder, 0x80 &- remainder) < headers[slot].landingError else { continue }
                guard
                    let header = aimed(
                        sample, difference: difference, stepIndex: start, running: running, runningStep: runningStep)
                else { continue }
                if header.landingError < headers[slot].landingError { headers[slot] = header }
            }
        }
        var count = 0
        for slot in 0...Int(highest &- lowest) where headers[slot].stepIndex >= 0 {
            headers[count] = headers[slot]
            count &+= 1
        }
        return count
    }

    /// The header at `stepIndex` from which a nibble adding (or subtracting) `difference` lands
    /// nearest `sample`: the predictor rounded to the multiple of 128 below or above it.
    @inline(__always)
    private static func aimed(
        _ sample: Int32, difference: Int32, stepIndex: Int32, running: Int32, runningStep: Int32
    ) -> Header? {
        // Subtract the difference when the header can sit below the sample, else add it.
        let adds = sample &- difference >= -32768
        let target = adds ? sample &- difference : sample &+ difference
        @inline(__always) func header(_ predictor: Int32) -> Header? {
            guard
                predictor >= -32768 && predictor <= 32767 - 0x7F
                    && IMA4Encoder.isAllowedStart(predictor, stepIndex, running: running, runningStep: runningStep)
            else { return nil }
            let decoded = adds ? predictor &+ difference : predictor &- difference
            let landing = abs(sample &- min(32767, max(-32768, decoded)))
            return Header(predictor: predictor, stepIndex: stepIndex, landingError: landing)
        }
        let below = header(target & ~0x7F)
        let above = header((target & ~0x7F) &+ 0x80)
        guard let below else { return above }
        guard let above else { return below }
        return above.landingError < below.landingError ? above : below
    }
}
