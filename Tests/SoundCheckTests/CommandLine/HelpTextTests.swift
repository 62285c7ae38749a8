import Foundation
import Testing

/// `--help` as users read it. ArgumentParser appends "(default: VALUE)" to an option that has a
/// default value, so a help text that names its default itself must not have one as well.
@Suite("help text")
struct HelpTextTests {
    /// Every command of the `soundcheck` executable as `--experimental-dump-help` describes it.
    static func commands() throws -> [[String: Any]] {
        let result = try ExternalTool.run(TestPaths.executable.path, ["--experimental-dump-help"])
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let root = try #require(object["command"] as? [String: Any])
        var all: [[String: Any]] = []
        var pending = [root]
        while let command = pending.popLast() {
            all.append(command)
            pending += (command["subcommands"] as? [[String: Any]]) ?? []
        }
        return all
    }

    @Test("no option says its default twice")
    func noDuplicateDefault() throws {
        var checked = 0
        for command in try Self.commands() {
            let name = command["commandName"] as? String ?? "?"
            for argument in (command["arguments"] as? [[String: Any]]) ?? [] {
                let help = (argument["abstract"] as? String) ?? ""
                checked += 1
                let shown = argument["defaultValue"] != nil && (argument["shouldDisplay"] as? Bool ?? true)
                #expect(
                    !(shown && help.contains("(default:")),
                    """
                    \(name) \(argument["valueName"] ?? ""): '\(help)' and ArgumentParser's (default: \
                    \(argument["defaultValue"] ?? ""))
                    """
                )
            }
        }
        #expect(checked > 40)
    }

    @Test("check --help: --jobs names its default once")
    func jobs() throws {
        let result = try ExternalTool.run(TestPaths.executable.path, ["check", "--help"])
        let text = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        #expect(text.contains("Files read at once (default: the number of cores)."), "\(result.text)")
        #expect(!text.contains("(default: the number of cores). (default:"), "\(result.text)")
    }
}
