import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

package struct CheckCommand: ParsableCommand, FileCommand {
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: "Check sound files and folders: will each one play as a notification sound?",
            discussion: """
                Folders are walked recursively (hidden entries are skipped). Files named .caf, .aif, \
                .aiff, .aifc and .wav are checked, and other audio files found there (.mp3, .m4a, .ogg, \
                .flac…) are reported, since iOS cannot play them as notification sounds. Files named on \
                the command line are always checked, whatever their extension; a folder named like a \
                sound (x.caf/) is walked and also reported, as a folder. Names need not be UTF-8: they \
                are shown with \\xHH for each byte that is not.

                An Xcode project (X.xcodeproj, or a folder directly holding one) is checked as its \
                targets build it: the sounds each application target (or each --target) copies, where \
                they land in the bundle, references to missing files, and sound files under the \
                project's folder that no target copies. A built product (X.app, X.ipa, X.xcarchive) is \
                checked as it ships: the sounds at the root of the app's bundle are the names a payload \
                may use.

                An app root (Flutter, React Native, Capacitor: a folder with the iOS project under ios/ \
                or ios/App/) is checked as that project. Files in Android resource folders (android/, \
                res/raw/, src/main/res/) are never judged as iOS sounds: those in res/raw/ are judged \
                by Android's rules (resource names, formats, duplicates, resource shrinking), the others \
                skipped and counted (--verbose, and "skipped" in JSON).
                """
        )
    }

    @Argument(help: "Sound files or folders (default: sounds in .soundcheck.yml).", completion: .file())
    var paths: [String] = []

    @OptionGroup var reporting: ReportingOptions

    package init() {}

    package func run() throws {
        let (file, paths, plan) = try reporting.start(.sounds, given: self.paths)
        let report = try reporting.checking.report(
            for: paths, configuration: file, projects: reporting.projects.request())
        throw reporting.finish(report, plan: plan)
    }
}
