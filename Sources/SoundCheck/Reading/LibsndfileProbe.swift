import CSndfile

/// What libsndfile makes of a file, asked through the file descriptor we already hold, so a check
/// opens each file once.
public enum LibsndfileVerdict: Sendable, Hashable {
    /// libsndfile is known to misread this kind of file (SPEC §2), so it was not asked.
    case notAsked
    case opened(format: Int32, channels: Int, sampleRate: Int, frames: Int64)
    case refused(String)
}

enum LibsndfileProbe {
    /// Whether libsndfile 1.2 reads this kind of file correctly (SPEC §2): it cannot open CAF IMA4,
    /// CAF with a `data` size of -1, or CAF µLaw/aLaw unless `mBitsPerChannel` is 8.
    static func readsCorrectly(_ sound: SoundDescription) -> Bool {
        switch (sound.container, sound.encoding) {
        case (.wav, .lpcm), (.wav, .ulaw), (.wav, .alaw), (.aiff, .lpcm), (.aifc, .lpcm), (.aifc, .ulaw), (.aifc, .alaw), (.aifc, .ima4):
            return true
        case (.caf, .lpcm):
            return !sound.dataRunsToEnd
        case (.caf, .ulaw), (.caf, .alaw):
            return !sound.dataRunsToEnd && sound.bitsPerChannel == 8
        default:
            return false
        }
    }

    static func probe(descriptor: Int32) -> LibsndfileVerdict {
        var info = SF_INFO()
        guard let handle = sf_open_fd(descriptor, Int32(SFM_READ), &info, 0) else {
            // sf_strerror(NULL) reads libsndfile's global error: take it under a lock so two
            // checks running at once cannot swap their messages.
            return errorLock.withLock {
                var retry = SF_INFO()
                if let second = sf_open_fd(descriptor, Int32(SFM_READ), &retry, 0) {
                    sf_close(second)
                    return .opened(format: retry.format, channels: Int(retry.channels), sampleRate: Int(retry.samplerate), frames: Int64(retry.frames))
                }
                return .refused(String(cString: sf_strerror(nil)))
            }
        }
        sf_close(handle)
        return .opened(format: info.format, channels: Int(info.channels), sampleRate: Int(info.samplerate), frames: Int64(info.frames))
    }

    private static let errorLock = Lock()
}
