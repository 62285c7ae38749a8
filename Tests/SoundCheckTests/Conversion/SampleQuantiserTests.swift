import Testing

@testable import SoundCheckConversion

/// Float samples to 16 bits: the vector loop against the plain definition (scale, count what
/// clips, NaN to 0, clamp, round to nearest-even), sample for sample.
@Suite("convert: quantising float samples to 16 bits")
struct SampleQuantiserTests {
    /// The definition the vector loop must agree with.
    static func reference(_ samples: [Float], scale: Float) -> (samples: [Int16], clipped: Int) {
        var clipped = 0
        let output = samples.map { sample -> Int16 in
            let scaled = sample * scale
            if scaled > 32767.5 || scaled < -32768.5 { clipped += 1 }
            let clamped = scaled.isNaN ? 0 : min(32767, max(-32768, scaled))
            return Int16(clamped.rounded(.toNearestOrEven))
        }
        return (output, clipped)
    }

    static func quantised(_ samples: [Float], scale: Float) -> (samples: [Int16], clipped: Int) {
        var output = [Int16](repeating: 0x5555, count: samples.count)
        let clipped = samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { SampleQuantiser.quantise(input, scale: scale, into: $0) }
        }
        return (output, clipped)
    }

    /// Ties on both sides of zero, the clipping thresholds, the range's ends, NaN and infinities,
    /// in a count that is not a multiple of eight (the scalar tail).
    static let edges: [Float] = [
        0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, 32766.5, -32767.5,
        32767, -32768, 32767.4, 32767.5, 32767.6, -32768.4, -32768.5, -32768.6, 40000, -40000,
        .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-30,
    ]

    @Test("edge values, at unit scale, give what the definition gives, in the vector part and the tail")
    func edges() {
        for offset in 0..<8 {
            let samples = [Float](repeating: 3.25, count: offset) + Self.edges
            let expected = Self.reference(samples, scale: 1)
            let actual = Self.quantised(samples, scale: 1)
            #expect(actual.samples == expected.samples, "offset \(offset)")
            #expect(actual.clipped == expected.clipped, "offset \(offset)")
        }
        // 32767.6, 40000, ∞ and the largest Float, and their negatives; the thresholds themselves
        // (32767.5, -32768.5) do not clip.
        #expect(Self.reference(Self.edges, scale: 1).clipped == 8)
    }

    @Test("random samples at a gain, full scale and beyond, give what the definition gives")
    func random() {
        var generator = SystemRandomNumberGenerator()
        for scale: Float in [32768, 32768 * 1.7, 32768 * 0.31, 1] {
            let samples = (0..<10_003).map { _ in Float.random(in: -1.3...1.3, using: &generator) }
            let expected = Self.reference(samples, scale: scale)
            let actual = Self.quantised(samples, scale: scale)
            #expect(actual.samples == expected.samples, "scale \(scale)")
            #expect(actual.clipped == expected.clipped, "scale \(scale)")
        }
    }

    @Test("every half-integer from -32768.5 to 32767.5 rounds to even as the definition does")
    func halves() {
        let samples = (-65537...65535).map { Float($0) / 2 }
        let expected = Self.reference(samples, scale: 1)
        let actual = Self.quantised(samples, scale: 1)
        #expect(actual.samples == expected.samples)
        #expect(actual.clipped == expected.clipped)
    }
}
