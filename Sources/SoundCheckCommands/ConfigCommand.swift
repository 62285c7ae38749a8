import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// `soundcheck config`: prints the effective configuration.
package struct ConfigCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration (.soundcheck.yml with defaults filled in) as YAML.",
        discussion: "Exits 2, listing every problem with its line and column, when the file is not valid."
    )

    @OptionGroup var configOptions: ConfigOptions

    package init() {}

    package func run() throws {
        let loaded = try configOptions.load()
        let header = loaded?.path.map { "# \($0)\n" } ?? "# no \(SoundCheckConfiguration.fileName) found: defaults\n"
        Output.standardOutput(header + (loaded ?? SoundCheckConfiguration()).yaml)
    }
}
