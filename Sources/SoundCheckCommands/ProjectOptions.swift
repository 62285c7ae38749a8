import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// The reader of Xcode projects and built products, when the executable has one: `soundcheck`
/// installs SoundCheckProjects' reader as it starts; the build plugin's tool, which is only ever
/// given files, has none and so compiles no zip library.
package enum ShippedSoundsSupport {
    private static let lock = Lock()
    nonisolated(unsafe) private static var installed: (any ShippedSoundsReader)?

    package static func install(_ reader: any ShippedSoundsReader) {
        lock.withLock { installed = reader }
    }

    package static var reader: (any ShippedSoundsReader)? {
        lock.withLock { installed }
    }
}

/// Options of the commands that read what an app ships.
package struct ProjectOptions: ParsableArguments {
    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "With an Xcode project: check the sounds this target copies (repeat for several; default: every application target, or targets in .soundcheck.yml).",
            valueName: "name"))
    package var targets: [String] = []

    package init() {}

    /// The targets asked for: the command line's, else the settings file's.
    package func targets(_ file: SoundCheckConfiguration?) -> [String] {
        targets.isEmpty ? (file?.targets ?? []) : targets
    }
}
