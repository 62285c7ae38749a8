import CSndfile
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum LibsndfileProbe {
    /// Whether libsndfile 1.2 reads this kind of file correctly (SPEC §2): it cannot open CAF IMA4,
    /// CAF with a `data` size of -1, or CAF µLaw/aLaw unless `mBitsPerChannel` is 8.
    package static func readsCorrectly(_ sound: SoundDescription) -> Bool {
        switch (sound.container, sound.encoding) {
        case (.wav, .lpcm), (.wav, .ulaw), (.wav, .alaw), (.aiff, .lpcm), (.aifc, .lpcm), (.aifc, .ulaw),
            (.aifc, .alaw), (.aifc, .ima4):
            return true
        case (.caf, .lpcm):
            return !sound.dataRunsToEnd
        case (.caf, .ulaw), (.caf, .alaw):
            return !sound.dataRunsToEnd && sound.bitsPerChannel == 8
        default:
            return false
        }
    }

    /// Opens the file in libsndfile through virtual I/O over the bytes soundcheck already read,
    /// so libsndfile's many small reads and seeks cost no system calls. Without libsndfile it is
    /// not asked (`SoundReader.notices` tells the user once).
    package static func probe(_ source: FileByteSource) -> LibsndfileVerdict {
        guard case .success(let libsndfile) = Libsndfile.functions else { return .notAsked }
        let file = VirtualFile(source)
        let handle = Unmanaged.passUnretained(file).toOpaque()
        var info = SF_INFO()
        if let sndfile = libsndfile.sf_open_virtual(&virtualIO, Int32(SFM_READ), &info, handle) {
            _ = libsndfile.sf_close(sndfile)
            return opened(info)
        }
        // sf_strerror(NULL) reads libsndfile's global error: open again under a lock so two
        // checks running at once cannot swap their messages.
        return errorLock.withLock {
            file.position = 0
            var retry = SF_INFO()
            if let sndfile = libsndfile.sf_open_virtual(&virtualIO, Int32(SFM_READ), &retry, handle) {
                _ = libsndfile.sf_close(sndfile)
                return opened(retry)
            }
            return .refused(libsndfile.errorMessage(nil))
        }
    }

    private static let errorLock = Lock()

    /// What libsndfile read of a file it opened.
    private static func opened(_ info: SF_INFO) -> LibsndfileVerdict {
        .opened(
            format: info.format, channels: Int(info.channels), sampleRate: Int(info.samplerate),
            frames: Int64(info.frames))
    }

    /// A read position over a `FileByteSource`, for libsndfile's virtual I/O callbacks.
    private final class VirtualFile {
        let source: FileByteSource
        var position: Int64 = 0
        init(_ source: FileByteSource) { self.source = source }

        static func from(_ pointer: UnsafeMutableRawPointer?) -> VirtualFile {
            Unmanaged<VirtualFile>.fromOpaque(pointer!).takeUnretainedValue()
        }
    }

    nonisolated(unsafe) private static var virtualIO = SF_VIRTUAL_IO(
        get_filelen: { user in VirtualFile.from(user).source.size },
        seek: { offset, whence, user in
            let file = VirtualFile.from(user)
            let base: Int64
            switch whence {
            case SEEK_CUR: base = file.position
            case SEEK_END: base = file.source.size
            default: base = 0
            }
            // libsndfile seeks by sizes it read from the file: a hostile one must not trap here.
            guard let target = base.checkedPlus(offset), target >= 0 else { return -1 }
            file.position = target
            return target
        },
        read: { destination, count, user in
            let file = VirtualFile.from(user)
            guard let destination, count > 0 else { return 0 }
            let copied = file.source.copy(into: destination, at: file.position, count: Int(clamping: count))
            guard copied > 0 else { return 0 }
            file.position += Int64(copied)
            return sf_count_t(copied)
        },
        write: { _, _, _ in 0 },
        tell: { user in VirtualFile.from(user).position }
    )
}
