import CEbur128
import CFFmpeg
import CSoxr
import SoundCheckChecking

/// libebur128, for `LoudnessMeter`.
enum Libebur128 {
    static let functions = DynamicLibrary(
        name: "libebur128", stem: "ebur128", major: 1, apt: "libebur128-1", brew: "libebur128"
    )
    .load(soundcheck_ebur128_resolve)
}
