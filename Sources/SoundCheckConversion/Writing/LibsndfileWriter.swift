import CSndfile
import SoundCheckChecking
import SoundCheckCore

/// Writes through libsndfile the formats it writes correctly: 16-bit PCM in CAF, AIFF and WAV;
/// µLaw and aLaw in CAF (with mBitsPerChannel 8) and WAV; Ogg Vorbis (libvorbisenc's VBR at
/// libsndfile's default quality) for Android.
final class LibsndfileWriter: SoundWriter {
    private let file: OutputFile
    private let libsndfile: soundcheck_sndfile
    private var sndfile: OpaquePointer?
    private let channels: Int
    private(set) var frames: Int64 = 0

    init(file: OutputFile, format: OutputFormat, channels: Int, sampleRate: Double) throws(ConversionError) {
        self.file = file
        self.channels = channels
        libsndfile = try Libsndfile.functions.get(for: file.destination)
        let container: Int32
        switch format.container {
        case .caf: container = Int32(SF_FORMAT_CAF)
        case .aiff: container = Int32(SF_FORMAT_AIFF)
        case .aifc: preconditionFailure("AIFF-C is written by AIFFCWriter")
        case .wav: container = Int32(SF_FORMAT_WAV)
        case .ogg: container = Int32(SF_FORMAT_OGG)
        }
        let encoding: Int32
        switch format.encoding {
        case .lpcm16: encoding = Int32(SF_FORMAT_PCM_16)
        case .ulaw: encoding = Int32(SF_FORMAT_ULAW)
        case .alaw: encoding = Int32(SF_FORMAT_ALAW)
        case .vorbis: encoding = Int32(SF_FORMAT_VORBIS)
        case .ima4: preconditionFailure("IMA4 is written by our own writers")
        }
        guard sampleRate >= 1, sampleRate <= Double(Int32.max), sampleRate == sampleRate.rounded() else {
            throw ConversionError(
                path: file.destination, reason: "libsndfile writes whole sample rates only, not \(sampleRate) Hz")
        }
        var info = SF_INFO()
        info.channels = Int32(channels)
        info.samplerate = Int32(sampleRate)
        info.format = container | encoding
        guard let handle = libsndfile.sf_open_fd(file.fileDescriptor, Int32(SFM_WRITE), &info, 0) else {
            throw ConversionError(
                path: file.destination, reason: "libsndfile cannot write \(format): \(libsndfile.errorMessage(nil))")
        }
        sndfile = handle
    }

    deinit {
        if let sndfile { _ = libsndfile.sf_close(sndfile) }
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(ConversionError) {
        let count = samples.count / channels
        guard count > 0, let base = samples.baseAddress else { return }
        guard libsndfile.sf_writef_short(sndfile, base, sf_count_t(count)) == count else {
            throw ConversionError(path: file.destination, reason: "cannot write: \(libsndfile.errorMessage(sndfile))")
        }
        frames += Int64(count)
    }

    func finish() throws(ConversionError) {
        // sf_close writes the final header sizes.
        guard let handle = sndfile else { return }
        sndfile = nil
        let status = libsndfile.sf_close(handle)
        guard status == 0 else {
            throw ConversionError(
                path: file.destination,
                reason:
                    """
                    cannot complete the file: \
                    \(libsndfile.sf_error_number(status).map { String(cString: $0) } ?? "error \(status)")
                    """
            )
        }
    }
}
