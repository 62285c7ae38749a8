import ArgumentParser
import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

/// How a trimmed sound ends: shared by `convert` and `fix`.
struct FadeOutArguments: ParsableArguments {
    @Option(name: .long, help: "Length of the fade-out that ends a trimmed sound, in seconds.")
    var fadeOut: Double = 0.1

    func validate() throws {
        guard fadeOut >= 0, fadeOut <= 10 else { throw ValidationError("--fade-out must be between 0 and 10 seconds") }
    }
}

/// How long a converted sound may be, and how a longer one ends: `convert`. (`fix` takes its
/// limit from `CheckingOptions`, the limit its results are checked against.)
struct TrimmingArguments: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Sounds must play for less than this many seconds, at most 30; longer ones are trimmed to just under it, with a fade-out (default: 30, or max_duration in .soundcheck.yml)."
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
