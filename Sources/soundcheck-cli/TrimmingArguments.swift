import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

/// How long a converted sound may be, and how a longer one ends: `convert`. (`fix` takes its
/// limit from `CheckingOptions`, the limit its results are checked against.)
struct TrimmingArguments: ParsableArguments {
    @Option(
        name: .long,
        help:
            """
            Sounds must play for less than this many seconds, at most 30; longer ones are trimmed to just under \
            it, with a fade-out (default: 30, or max_duration in .soundcheck.yml).
            """
    )
    var maxDuration: Double?

    @OptionGroup var fadeOut: FadeOutArguments

    func validate() throws {
        try CheckingOptions.validate(maxDuration: maxDuration)
    }

    /// `--max-duration`, else the configuration file's `max_duration`, else 30 s.
    func maxDuration(_ file: SoundCheckConfiguration?) -> Double {
        maxDuration ?? file?.maxDuration ?? RuleConfiguration().maximumDuration
    }
}
