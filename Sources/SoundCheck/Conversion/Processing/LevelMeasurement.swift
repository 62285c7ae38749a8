/// Measures the peak and loudness of a sound file (EBU R128 through libebur128), streaming.
public enum LevelMeasurement {
    /// `channels` mixes the sound first, as a conversion to that many channels would.
    public static func measure(_ path: String, channels: Int? = nil) throws(ConversionError) -> SoundLevels {
        let decoder = try AudioDecoders.open(path)
        let mixer = try ChannelMixer(inputChannels: decoder.channels, outputChannels: channels ?? decoder.channels, path: path)
        let meter = try LoudnessMeter(channels: mixer.outputChannels, sampleRate: decoder.sampleRate, path: path)
        let chunkFrames = 4096
        var decoded = [Float](repeating: 0, count: chunkFrames * decoder.channels)
        var mixed: [Float] = []
        while true {
            let frames = try decoded.withUnsafeMutableBufferPointer { (buffer) throws(ConversionError) -> Int in
                try decoder.read(into: buffer, maxFrames: chunkFrames)
            }
            if frames == 0 { break }
            decoded.withUnsafeBufferPointer { mixer.mix($0, frames: frames, into: &mixed) }
            mixed.withUnsafeBufferPointer { meter.add($0, frameCount: frames) }
        }
        return meter.levels
    }

    /// Measures several files on up to `workers` threads.
    public static func measure(_ paths: [String], workers: Int) -> LevelsByPath {
        let results = Parallel.map(paths, workers: workers) { path -> Result<SoundLevels, ConversionError> in
            do throws(ConversionError) {
                return .success(try measure(path))
            } catch {
                return .failure(error)
            }
        }
        return Dictionary(zip(paths, results), uniquingKeysWith: { first, _ in first })
    }
}
