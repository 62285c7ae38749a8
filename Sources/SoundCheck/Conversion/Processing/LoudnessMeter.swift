// Placeholder until the libebur128 binding lands.
public final class LoudnessMeter {
    public init(channels: Int, sampleRate: Double) throws(ConversionError) {}
    public func add(_ frames: UnsafeBufferPointer<Float>, frameCount: Int) {}
    public var integratedLoudness: Double? { nil }
    public var samplePeak: Double { 0 }
    public var truePeak: Double { 0 }
}
public struct SoundLevels: Sendable, Hashable, Codable {
    public var samplePeak: Double
    public var truePeak: Double
    public var integratedLoudness: Double?
}
