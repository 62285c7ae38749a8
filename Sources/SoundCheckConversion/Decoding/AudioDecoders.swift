import SoundCheckChecking
import SoundCheckCore

/// Opens the right decoder for a file: soundcheck's own for IMA4, libsndfile for what it reads
/// correctly, FFmpeg's libraries for the rest (AAC, ALAC, and what libsndfile refuses).
public enum AudioDecoders {
    public static func open(_ path: String) throws(ConversionError) -> AudioDecoder {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            throw ConversionError(path: path, reason: error.description)
        }
        let inspected = SoundReader(crossCheckWithLibsndfile: false).inspect(source: source, path: path)
        if let description = inspected.description {
            if description.encoding == .ima4 {
                return try IMA4Decoder(path: path, source: source, description: description)
            }
            if LibsndfileProbe.readsCorrectly(description), let decoder = try? LibsndfileDecoder(path: path, exactFrames: description.frames) {
                return decoder
            }
        } else if inspected.foreignFormat == nil, let readError = inspected.readError, source.size == 0 {
            throw ConversionError(path: path, reason: readError)
        }
        // FLAC, Ogg, Opus and MP3 go to libsndfile; AAC, ALAC and anything libsndfile refuses
        // (CAF with an unknown data size, CAF µLaw with 16 bits per channel) go to FFmpeg.
        let libsndfileFailure: String
        do {
            return try LibsndfileDecoder(path: path, exactFrames: inspected.description?.frames)
        } catch {
            libsndfileFailure = error.reason
        }
        do {
            return try FFmpegDecoder(path: path)
        } catch {
            throw ConversionError(path: path, reason: "cannot decode (libsndfile: \(libsndfileFailure); FFmpeg: \(error.reason))")
        }
    }
}
