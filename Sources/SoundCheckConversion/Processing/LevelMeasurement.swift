import SoundCheckChecking
import SoundCheckCore

/// Measures the peak and loudness of a sound file (EBU R128 through libebur128), streaming.
package enum LevelMeasurement {
    /// `channels` mixes the sound first, as a conversion to that many channels would.
    package static func measure(_ path: String, channels: Int? = nil) throws(ConversionError) -> SoundLevels {
        let decoder = try AudioDecoders.open(path)
        var chunks = try MixedChunks(decoder, channels: channels ?? decoder.channels)
        let meter = try LoudnessMeter(channels: chunks.mixer.outputChannels, sampleRate: decoder.sampleRate, path: path)
        var mixed: [Float] = []
        while case let frames = try chunks.next(into: &mixed), frames > 0 {
            mixed.withUnsafeBufferPointer { meter.add($0, frameCount: frames) }
        }
        return meter.levels
    }

    /// Measures several files on up to `workers` threads.
    package static func measure(_ paths: [String], workers: Int) -> LevelsByPath {
        let results = Parallel.map(paths, workers: FileIsolation.workers(workers)) {
            path -> Result<SoundLevels, ConversionError> in
            if let reason = FileIsolation.crashReason(for: path) {
                return .failure(ConversionError(path: path, reason: reason))
            }
            return FileIsolation.run(path) {
                do throws(ConversionError) {
                    return (.success(try measure(path)), succeeded: true)
                } catch {
                    return (.failure(error), succeeded: false)
                }
            }
        }
        return Dictionary(zip(paths, results), uniquingKeysWith: { first, _ in first })
    }
}
