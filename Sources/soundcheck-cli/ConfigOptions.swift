import ArgumentParser
import SoundCheck

/// `--config FILE`: the settings file. Without it, the nearest `.soundcheck.yml` in the current
/// folder or a parent is used. The file is applied first; options given on the command line win.
struct ConfigOptions: ParsableArguments {
    @Option(name: .long, help: "Read settings from this file (default: the nearest .soundcheck.yml in this folder or a parent).",
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    /// The configuration in effect, or nil when there is no file. A broken file is a usage
    /// problem (exit 2): its errors are printed, each with its line and column.
    func load() throws -> SoundCheckConfiguration? {
        do {
            return try SoundCheckConfiguration.load(explicitPath: config)
        } catch {
            Output.standardError(error.description + "\n")
            throw ExitCode(Status.usageOrIOProblem)
        }
    }
}

/// `soundcheck config`: prints the effective configuration.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration (.soundcheck.yml with defaults filled in) as YAML.",
        discussion: "Exits 2, listing every problem with its line and column, when the file is not valid."
    )

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let loaded = try configOptions.load()
        let header = loaded?.path.map { "# \($0)\n" } ?? "# no \(SoundCheckConfiguration.fileName) found: defaults\n"
        Output.standardOutput(header + (loaded ?? SoundCheckConfiguration()).yaml)
    }
}
