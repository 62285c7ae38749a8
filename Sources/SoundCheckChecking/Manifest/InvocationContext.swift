import SoundCheckCore

/// Where soundcheck runs, which decides what its messages tell the user to do: the commands and
/// flags at hand differ.
package enum InvocationContext: String, Sendable, CaseIterable {
    /// A terminal or a script, where `soundcheck` and its flags are at hand.
    case commandLine = "command-line"
    /// SwiftPM's build plugin: no `soundcheck` on PATH in a package, and no flag to add to the
    /// plugin's command; the package's command plugin repairs sounds.
    case buildPlugin = "build-plugin"
    /// The build plugin in an Xcode project, which has no command plugin to run.
    case xcodeBuildPlugin = "xcode-build-plugin"

    /// What to do about sounds that fail.
    package var repairHint: String {
        let severity = "or make the rule a warning under severity in \(SoundCheckConfiguration.fileName)"
        return switch self {
        case .commandLine: "repair them with soundcheck fix (or pass --allow-invalid to list them without failing)"
        case .buildPlugin:
            "run `swift package --allow-writing-to-package-directory soundcheck fix` to repair them, \(severity)"
        case .xcodeBuildPlugin:
            "repair them with soundcheck fix (soundcheck's command line, run on the sound files), \(severity)"
        }
    }
}
