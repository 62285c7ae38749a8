import ArgumentParser
import SoundCheckCommands
import SoundCheckCore
import SoundCheckProjects

@main
struct SoundCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soundcheck",
        abstract: "Checks that iOS and macOS notification sounds will play.",
        discussion: """
            A custom notification sound must be a CAF, AIFF or WAV file holding Linear PCM, IMA4, \
            µLaw or aLaw audio that plays for less than 30 seconds; otherwise the system silently \
            plays the default sound. soundcheck finds those files before your users do.

            Exit status: 0 when nothing failed, 1 when a file has an error (or a warning with \
            --strict), 2 for a usage or I/O problem.
            """,
        version: SoundCheckVersion.current,
        subcommands: [
            CheckCommand.self, InfoCommand.self, ReportCommand.self, ConvertCommand.self,
            FixCommand.self, ManifestCommand.self, PayloadsCommand.self,
            RefsCommand.self, ConfigCommand.self, RulesCommand.self,
        ],
        defaultSubcommand: CheckCommand.self
    )

    static func main() {
        ProjectsSupport.$reader.withValue(ProjectSoundsReader()) { runWithSoundCheckStatuses() }
    }
}
