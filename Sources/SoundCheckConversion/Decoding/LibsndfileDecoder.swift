import CSndfile
import SoundCheckChecking
import SoundCheckCore

/// Decodes everything libsndfile reads correctly (WAV, AIFF, AIFF-C, CAF PCM, FLAC, Ogg Vorbis,
/// Opus, MP3) as float: `sf_readf_float` is right for integer and float data alike, where
/// `sf_readf_short` returns silence for float files (SPEC §2).
public final class LibsndfileDecoder: AudioDecoder {
    public let path: String
    public let sampleRate: Double
    public let channels: Int
    public let frameCount: Int64?
    private let libsndfile: soundcheck_sndfile
    private var sndfile: OpaquePointer?
    private var remaining: Int64

    /// `exactFrames` caps the frames read where soundcheck's own reader knows better than
    /// libsndfile (WAV ADPCM's `fact` chunk, which libsndfile ignores).
    public init(path: String, exactFrames: Int64? = nil) throws(ConversionError) {
        self.path = path
        libsndfile = try Libsndfile.functions.get(for: path)
        var info = SF_INFO()
        guard let handle = libsndfile.sf_open(PathText.systemPath(path), Int32(SFM_READ), &info) else {
            throw ConversionError(path: path, reason: libsndfile.errorMessage(nil))
        }
        guard info.channels > 0, info.samplerate > 0 else {
            _ = libsndfile.sf_close(handle)
            throw ConversionError(path: path, reason: "no channels or no sample rate")
        }
        do throws(ConversionError) {
            try AudioDecoders.refuseImpossibleFormat(
                channels: Int(info.channels), sampleRate: Double(info.samplerate),
                path: path)
        } catch {
            _ = libsndfile.sf_close(handle)
            throw error
        }
        sndfile = handle
        sampleRate = Double(info.samplerate)
        channels = Int(info.channels)
        // libsndfile reports an unknown length (some MP3s) as a huge count.
        let reported: Int64? = info.frames >= 0 && info.frames < Int64(Int32.max) * 64 ? Int64(info.frames) : nil
        if let exactFrames, let reported {
            frameCount = min(exactFrames, reported)
        } else {
            frameCount = reported
        }
        remaining = frameCount ?? Int64.max
    }

    deinit {
        if let sndfile { _ = libsndfile.sf_close(sndfile) }
    }

    public func read(into buffer: UnsafeMutableBufferPointer<Float>, maxFrames: Int) throws(ConversionError) -> Int {
        let wanted = Int(min(Int64(maxFrames), remaining))
        guard wanted > 0, let base = buffer.baseAddress else { return 0 }
        let read = libsndfile.sf_readf_float(sndfile, base, sf_count_t(wanted))
        if read < 0 || (read == 0 && libsndfile.sf_error(sndfile) != 0) {
            throw ConversionError(path: path, reason: "cannot decode: \(libsndfile.errorMessage(sndfile))")
        }
        remaining -= Int64(read)
        return Int(read)
    }
}
