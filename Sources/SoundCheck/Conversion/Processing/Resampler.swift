// Placeholder until the libsoxr binding lands.
public final class Resampler {
    public init(channels: Int, inputRate: Double, outputRate: Double) throws(ConversionError) {
        throw ConversionError(path: "", reason: "resampling is not built")
    }
    public func process(_ input: UnsafeBufferPointer<Float>, frames: Int, output: inout [Float]) throws(ConversionError) {}
    public func flush(output: inout [Float]) throws(ConversionError) {}
}
