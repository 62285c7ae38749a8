import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Float samples to 16-bit, rounding to nearest and counting what clips.
struct SampleQuantiser {
    let gain: Float
    private(set) var clipped = 0
    private var buffer: [Int16] = []

    init(gain: Float) {
        self.gain = gain
    }

    mutating func write(_ samples: [Float], to writer: SoundWriter) throws(ConversionError) {
        guard !samples.isEmpty else { return }
        if buffer.count != samples.count { buffer = [Int16](repeating: 0, count: samples.count) }
        let scale = gain * 32768
        var clippedHere = 0
        buffer.withUnsafeMutableBufferPointer { output in
            samples.withUnsafeBufferPointer { input in
                clippedHere = Self.quantise(input, scale: scale, into: output)
            }
        }
        clipped += clippedHere
        try buffer.withUnsafeBufferPointer { (pointer) throws(ConversionError) in try writer.write(pointer) }
    }

    /// Scales, rounds to nearest-even and clamps `input` into `output` (NaN to 0) and returns how
    /// many samples clipped. Eight samples at a time in vector registers: the scalar loop's checked
    /// conversion and NaN-aware `min`/`max` kept it branchy, 11 % of a long conversion's CPU.
    static func quantise(
        _ input: UnsafeBufferPointer<Float>, scale: Float, into output: UnsafeMutableBufferPointer<Int16>
    )
        -> Int
    {
        precondition(output.count >= input.count, "room for every sample")
        guard let source = input.baseAddress, let destination = output.baseAddress else { return 0 }
        var clips = SIMD8<Int32>()
        var index = 0
        while index + 8 <= input.count {
            let scaled = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD8<Float>.self) * scale
            clips &+= clippedLanes(scaled)
            let clamped = clampedToInt16Range(scaled)
            let rounded = roundedToInt32(clamped)
            UnsafeMutableRawPointer(destination + index).storeBytes(
                of: SIMD8<Int16>(truncatingIfNeeded: rounded), as: SIMD8<Int16>.self)
            index += 8
        }
        var clipped = Int(clips.wrappedSum())
        while index < input.count {
            let scaled = SIMD8<Float>(repeating: input[index] * scale)
            clipped += Int(clippedLanes(scaled)[0])
            let clamped = clampedToInt16Range(scaled)
            output[index] = Int16(truncatingIfNeeded: roundedToInt32(clamped)[0])
            index += 1
        }
        return clipped
    }

    /// 1 where a value is beyond what rounds into 16 bits, else 0.
    @inline(__always)
    static func clippedLanes(_ values: SIMD8<Float>) -> SIMD8<Int32> {
        SIMD8<Int32>().replacing(with: 1, where: (values .> 32767.5) .| (values .< -32768.5))
    }

    /// Values clamped to -32768…32767, NaN to 0. (`clamped(lowerBound:upperBound:)` was not
    /// inlined: a call per eight samples.)
    @inline(__always)
    static func clampedToInt16Range(_ values: SIMD8<Float>) -> SIMD8<Float> {
        values.replacing(with: 0, where: values .!= values)
            .replacing(with: 32767, where: values .> 32767)
            .replacing(with: -32768, where: values .< -32768)
    }

    /// Rounds values within ±2²² to the nearest integer, ties to even: adding 1.5 × 2²³ leaves the
    /// value, rounded by the addition itself, in the low bits of the mantissa. No range check, so
    /// it stays in vector registers.
    @inline(__always)
    static func roundedToInt32(_ values: SIMD8<Float>) -> SIMD8<Int32> {
        let shifted = values + 12_582_912
        return unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000
    }
}
