import SoundCheckChecking
import SoundCheckCore

/// Opens the right decoder for a file: soundcheck's own for IMA4, libsndfile for what it reads
/// correctly, FFmpeg's libraries for the rest (AAC, ALAC, and what libsndfile refuses).
public enum AudioDecoders {
    /// Opens `path` with the decoder that reads it correctly. A header whose channel count or
    /// sample rate no sound can have is refused in `check`'s words, before any decoder sizes a
    /// buffer by it; so is a decoder that reports such a format.
    public static func open(_ path: String) throws(ConversionError) -> AudioDecoder {
        let decoder = try openDecoder(path)
        try refuseImpossibleFormat(channels: decoder.channels, sampleRate: decoder.sampleRate, path: path)
        return decoder
    }

    /// Throws when `channels` or `sampleRate` are out of what soundcheck decodes
    /// (`AppleSoundFormats.maximumChannels`, `possibleSampleRates`).
    static func refuseImpossibleFormat(channels: Int, sampleRate: Double, path: String) throws(ConversionError) {
        guard (1...AppleSoundFormats.maximumChannels).contains(channels) else {
            throw ConversionError(
                path: path,
                reason: "the audio has \(channels) channels; soundcheck reads at most "
                    + "\(AppleSoundFormats.maximumChannels) (a notification sound has 1 or 2)")
        }
        if let (message, severity) = IntegrityRule.sampleRateProblem(sampleRate), severity == .error {
            throw ConversionError(path: path, reason: message)
        }
    }

    /// The header's own defects that make decoding it pointless or unsafe, in `check`'s words.
    private static func refuseImpossibleHeader(_ description: SoundDescription, path: String) throws(ConversionError) {
        for defect in description.defects {
            if case .valueOutOfRange(_, .channels, _, _) = defect {
                throw ConversionError(path: path, reason: IntegrityRule.message(for: defect))
            }
        }
        if let (message, severity) = IntegrityRule.sampleRateProblem(description.sampleRate), severity == .error {
            throw ConversionError(path: path, reason: message)
        }
    }

    private static func openDecoder(_ path: String) throws(ConversionError) -> AudioDecoder {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            throw ConversionError(path: path, reason: error.description)
        }
        let inspected = SoundReader(crossCheckWithLibsndfile: false).inspect(source: source, path: path)
        if let description = inspected.description {
            if description.container != .unknown {
                try refuseImpossibleHeader(description, path: path)
            }
            if description.encoding == .ima4 {
                return try IMA4Decoder(path: path, source: source, description: description)
            }
            if LibsndfileProbe.readsCorrectly(description),
                let decoder = try? LibsndfileDecoder(path: path, exactFrames: description.frames)
            {
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
            throw ConversionError(
                path: path, reason: "cannot decode (libsndfile: \(libsndfileFailure); FFmpeg: \(error.reason))")
        }
    }
}
