import ArgumentParser
import SoundCheckConversion

extension EncodingEffort: ExpressibleByArgument {}

/// How long the IMA4 encoder searches: shared by `convert` and `fix`.
struct EffortArguments: ParsableArguments {
    @Option(
        name: .long,
        help:
            """
            How long the IMA4 encoder searches: best (at least 1 dB above ffmpeg and sox on every bench \
            signal; a sound loud throughout takes about 15 times ffmpeg's time), balanced (about twice fast's \
            time) or fast (ffmpeg's speed, still above ffmpeg and sox).
            """
    )
    var effort: EncodingEffort = .best
}
