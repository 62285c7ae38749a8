import CEbur128
import CFFmpeg
import CSoxr
import SoundCheckChecking

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
