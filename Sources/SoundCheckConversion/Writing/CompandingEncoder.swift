import CSndfile
import SoundCheckChecking
import SoundCheckCore

/// µLaw and aLaw (G.711) encoding through libsndfile, into memory: libsndfile's companding is
/// right, only its AIFF-C container is not (see `AIFFCWriter`), so we take its bytes and write
/// the container ourselves. libsndfile writes a headerless RAW stream through virtual I/O here.
final class CompandingEncoder {
    private var sink = Sink()
    private let libsndfile: soundcheck_sndfile
    private var sndfile: OpaquePointer?
    private let channels: Int
    private let path: String

    init(encoding: OutputEncoding, channels: Int, path: String) throws(ConversionError) {
        self.channels = channels
        self.path = path
        libsndfile = try Libsndfile.functions.get(for: path)
        var info = SF_INFO()
        info.channels = Int32(channels)
        info.samplerate = 8000
        info.format = Int32(SF_FORMAT_RAW) | Int32(encoding == .ulaw ? SF_FORMAT_ULAW : SF_FORMAT_ALAW)
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard let handle = libsndfile.sf_open_virtual(&Self.virtualIO, Int32(SFM_WRITE), &info, user) else {
            throw ConversionError(
                path: path, reason: "libsndfile cannot encode \(encoding.displayName): \(libsndfile.errorMessage(nil))")
        }
        sndfile = handle
    }

    deinit {
        if let sndfile { _ = libsndfile.sf_close(sndfile) }
    }

    /// The companded bytes of `samples` (one byte per sample).
    func encode(_ samples: UnsafeBufferPointer<Int16>) throws(ConversionError) -> [UInt8] {
        let frames = samples.count / channels
        guard frames > 0, let base = samples.baseAddress else { return [] }
        let written = libsndfile.sf_writef_short(sndfile, base, sf_count_t(frames))
        guard written == frames else {
            throw ConversionError(
                path: path, reason: "libsndfile could not encode: \(libsndfile.errorMessage(sndfile))")
        }
        defer { sink.bytes.removeAll(keepingCapacity: true) }
        return sink.bytes
    }

    /// Where libsndfile's output lands; it never seeks back in a RAW stream.
    private final class Sink {
        var bytes: [UInt8] = []
        var written: Int64 = 0

        static func from(_ pointer: UnsafeMutableRawPointer?) -> Sink {
            Unmanaged<Sink>.fromOpaque(pointer!).takeUnretainedValue()
        }
    }

    nonisolated(unsafe) private static var virtualIO = SF_VIRTUAL_IO(
        get_filelen: { user in Sink.from(user).written },
        seek: { offset, _, user in Sink.from(user).written },
        read: { _, _, _ in 0 },
        write: { pointer, count, user in
            let sink = Sink.from(user)
            guard let pointer, count > 0 else { return 0 }
            sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: Int(count)))
            sink.written += count
            return count
        },
        tell: { user in Sink.from(user).written }
    )
}
