// Placeholder until the FFmpeg binding lands.
public final class FFmpegDecoder: AudioDecoder {
    public let path: String
    public var sampleRate: Double { 0 }
    public var channels: Int { 0 }
    public var frameCount: Int64? { nil }
    public init(path: String) throws(ConversionError) {
        self.path = path
        throw ConversionError(path: path, reason: "FFmpeg support is not built")
    }
    public func read(into buffer: UnsafeMutableBufferPointer<Float>, maxFrames: Int) throws(ConversionError) -> Int { 0 }
}
