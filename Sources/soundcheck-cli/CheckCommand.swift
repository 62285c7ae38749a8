import ArgumentParser
import SoundCheck

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check sound files and folders: will each one play as a notification sound?",
        discussion: """
        Folders are walked recursively (hidden entries are skipped). Files named .caf, .aif, \
        .aiff, .aifc and .wav are checked, and other audio files found there (.mp3, .m4a, .ogg, \
        .flac…) are reported, since iOS cannot play them as notification sounds. Files named on \
        the command line are always checked, whatever their extension.
        """
    )

    @Argument(help: "Sound files or folders.", completion: .file())
    var paths: [String]

    @OptionGroup var output: OutputOptions
    @OptionGroup var checking: CheckingOptions

    func run() throws {
        let report = try checking.report(for: paths)
        throw ExitCode(output.emit(report, jobs: checking.jobs))
    }
}
