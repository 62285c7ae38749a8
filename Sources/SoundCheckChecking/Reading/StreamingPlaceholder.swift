/// The sizes streaming writers put in a header when they cannot seek back to fill in the real
/// ones (SPEC §8). Players read such a file to its end; a size that is none of these and larger
/// than the file is a truncation.
///
/// Measured with ffmpeg 5.1 and sox 14.4.2 writing to a pipe (`… - | cat > file`):
/// - ffmpeg, WAV: `RIFF` and `data` sizes 0xFFFFFFFF.
/// - sox, WAV: `data` 0x7FFFF000 and `RIFF` that plus the header, when the length is unknown
///   (raw input from a pipe, a synthesised signal).
/// - sox, AIFF and AIFF-C: `COMM` says 0x7F000000 bytes' worth of whole frames, `SSND` that many
///   bytes plus its 8-byte header, `FORM` the sum.
/// - ffmpeg, AIFF: `FORM`, `SSND` and the `COMM` frame count all 0. ffmpeg cannot read that file
///   back, and a 0-frame count is no placeholder: it stays an error.
enum StreamingPlaceholder {
    /// "Unknown": ffmpeg's WAV muxer on a pipe, and any writer's "as large as can be".
    static let unknown: Int64 = 0xFFFF_FFFF
    /// sox's WAV writer on a pipe.
    static let soxWAV: Int64 = 0x7FFF_F000
    /// sox's AIFF writer on a pipe, before rounding down to whole frames.
    static let soxAIFF: Int64 = 0x7F00_0000

    /// Whether a WAV `data` size is a placeholder.
    static func isWAVData(_ declared: Int64) -> Bool {
        declared == unknown || declared == soxWAV
    }

    /// Whether an AIFF `SSND` size is a placeholder: `headerSize` is its offset and block size
    /// fields plus the offset they declare, `frameSize` the bytes of a frame (0 when packets are
    /// not single frames).
    static func isAIFFSoundData(_ declared: Int64, headerSize: Int64, frameSize: Int64) -> Bool {
        if declared == unknown { return true }
        guard frameSize > 0 else { return false }
        return declared - headerSize == soxAIFF / frameSize * frameSize
    }
}
