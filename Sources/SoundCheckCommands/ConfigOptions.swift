import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// `--config FILE`: the settings file. Without it, the nearest `.soundcheck.yml` in the current
/// folder or a parent is used. The file is applied first; options given on the command line win.
package struct ConfigOptions: ParsableArguments {
    @Option(name: .long, help: "Read settings from this file (default: the nearest .soundcheck.yml in this folder or a parent).",
            completion: .file(extensions: ["yml", "yaml"]))
    package var config: String?

    package init() {}

    /// The configuration in effect, or nil when there is no file. A broken file is a usage
    /// problem (exit 2): its errors are printed, each with its line and column.
    package func load() throws -> SoundCheckConfiguration? {
        do {
            return try SoundCheckConfiguration.load(explicitPath: config)
        } catch {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrIOProblem)
        }
    }
}
