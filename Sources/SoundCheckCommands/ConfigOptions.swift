import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--config FILE`: the settings file. Without it, the nearest `.soundcheck.yml` in the current
/// folder (or `--config-from`) or a parent (no higher than `--config-up-to`) is used. The file is
/// applied first; options given on the command line win.
package struct ConfigOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "Read settings from this file (default: the nearest .soundcheck.yml in this folder or a parent).",
        completion: .file(extensions: ["yml", "yaml"]))
    package var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Look for the nearest .soundcheck.yml from this folder up, instead of from the current folder.",
            valueName: "folder"),
        completion: .directory)
    package var configFrom: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Look for .soundcheck.yml no higher than this folder (default: the filesystem root).", valueName: "folder"),
        completion: .directory)
    package var configUpTo: String?

    /// The build plugin's: keep this file a hard link to the settings file in effect (an empty
    /// file when there is none), so that the build system, which sees only the files a command
    /// declared when it was planned, reruns the check when the settings are edited later.
    @Option(name: .long, help: .hidden)
    package var trackConfig: String?

    package init() {}

    package func validate() throws {
        if config != nil && (configFrom != nil || configUpTo != nil) {
            throw ValidationError(
                "--config names the settings file; --config-from and --config-up-to look for one: give one or the other"
            )
        }
    }

    /// The settings file in effect: `--config`, or the one found, or nil.
    package var path: String? {
        config ?? SoundCheckConfiguration.find(startingAt: configFrom ?? ".", upTo: configUpTo)
    }

    /// The configuration in effect, or nil when there is no file. A broken file is a usage
    /// problem (exit 2): its errors are printed, each with its line and column.
    package func load() throws -> SoundCheckConfiguration? {
        let path = self.path
        // Before reading it, so that a broken file is tracked too and its repair reruns the check.
        if let trackConfig { ConfigurationLink.update(trackConfig, toFile: path) }
        guard let path else { return nil }
        do {
            return try SoundCheckConfiguration.load(path: path)
        } catch {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrIOProblem)
        }
    }
}
