import CEbur128
import CFFmpeg
import CSoxr
import SoundCheckChecking

// The C libraries that converting opens on first use (see `DynamicLibrary`); libsndfile, which
// checking uses too, is `Libsndfile`.

/// libsoxr, for `Resampler`.
enum Libsoxr {
    static let functions = DynamicLibrary(name: "libsoxr", stem: "soxr", major: 0, apt: "libsoxr0", brew: "libsoxr")
        .load(soundcheck_soxr_resolve)
}

/// libebur128, for `LoudnessMeter`.
enum Libebur128 {
    static let functions = DynamicLibrary(
        name: "libebur128", stem: "ebur128", major: 1, apt: "libebur128-1", brew: "libebur128"
    )
    .load(soundcheck_ebur128_resolve)
}

/// FFmpeg's libavformat, libavcodec and libavutil, for `FFmpegDecoder`: the major versions its
/// headers describe, so the ABI matches. libavformat's package brings the other two.
enum FFmpegLibraries {
    static let functions = DynamicLibrary(
        name: "FFmpeg",
        files: [
            ("avutil", LIBAVUTIL_VERSION_MAJOR), ("avcodec", LIBAVCODEC_VERSION_MAJOR),
            ("avformat", LIBAVFORMAT_VERSION_MAJOR),
        ]
        .map { DynamicLibrary.fileNames($0, major: Int($1)) },
        apt: "libavformat\(LIBAVFORMAT_VERSION_MAJOR)",
        brew: "ffmpeg"
    ).load(soundcheck_ffmpeg_resolve)
}
