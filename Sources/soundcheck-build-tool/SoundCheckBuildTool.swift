import ArgumentParser
import SoundCheckCommands
import SoundCheckCore

/// The tool the build plugin runs when soundcheck is built from source: `check` and `manifest`
/// (which also writes the Swift constants), and `rules`, nothing that converts sounds. It is the `soundcheck`
/// command without `info`, `convert` and `fix`, so a package that uses the plugin compiles no
/// FFmpeg glue, resampler or loudness meter; the arguments are the same.
@main
struct SoundCheckBuildTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soundcheck-build-tool",
        abstract: "Checks notification sounds and writes their manifest and Swift constants (the build plugin's tool).",
        version: SoundCheckVersion.current,
        subcommands: [ManifestCommand.self, CheckCommand.self, RulesCommand.self],
        defaultSubcommand: ManifestCommand.self
    )

    static func main() {
        runWithSoundCheckStatuses()
    }
}
