import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

extension RuleListFormat: ExpressibleByArgument {}

/// `soundcheck rules`: every sound and payload rule, as `swiftlint rules` lists SwiftLint's.
package struct RulesCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract:
            """
            List every rule: its identifier, default severity, whether it can be disabled, what it checks and its \
            documentation.
            """,
        discussion: """
            The identifiers are those findings name and .soundcheck.yml takes in disabled_rules and \
            severity. (To check a folder named rules, write soundcheck check rules.)
            """
    )

    @Option(name: .shortAndLong, help: "Output format: human, json or markdown.")
    var format: RuleListFormat = .human

    package init() {}

    package func run() throws {
        Output.standardOutput(format.renderer.render(RuleCatalog.builtIn))
    }
}
