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
