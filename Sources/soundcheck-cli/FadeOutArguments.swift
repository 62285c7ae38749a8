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
