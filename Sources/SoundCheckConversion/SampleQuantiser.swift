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
                for index in 0..<input.count {
                    let scaled = input[index] * scale
                    if scaled > 32767.5 || scaled < -32768.5 { clippedHere += 1 }
                    let clamped = scaled.isNaN ? 0 : min(32767, max(-32768, scaled))
                    output[index] = Int16(clamped.rounded(.toNearestOrEven))
                }
            }
        }
        clipped += clippedHere
        try buffer.withUnsafeBufferPointer { (pointer) throws(ConversionError) in try writer.write(pointer) }
    }
}
