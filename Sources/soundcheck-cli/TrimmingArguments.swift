import ArgumentParser

/// How long sounds may be, and how a longer one ends: shared by `convert` and `fix`.
struct TrimmingArguments: ParsableArguments {
    @Option(name: .long, help: "Sounds must play for less than this many seconds; longer ones are trimmed to just under it, with a fade-out.")
    var maxDuration: Double = 30

    @Option(name: .long, help: "Length of the fade-out that ends a trimmed sound, in seconds.")
    var fadeOut: Double = 0.1

    func validate() throws {
        guard maxDuration > 0, maxDuration.isFinite else { throw ValidationError("--max-duration must be a positive number of seconds") }
        guard fadeOut >= 0, fadeOut <= 10 else { throw ValidationError("--fade-out must be between 0 and 10 seconds") }
    }
}
