import SoundCheckCore
import Yams

extension ConfigurationParser {
    /// `reporters: {check: [FORMAT:FILE, …], payloads: […], refs: […]}`. Each entry is read as
    /// `--report` reads its value, and a bad one is reported at its own line and column.
    mutating func readReporters(_ node: Node, into reports: inout ConfiguredReports) {
        guard let mapping = node.mapping else {
            error(
                "'reporters' must be a mapping of command (check, payloads, refs) to a list of FORMAT:FILE, "
                    + "not \(Self.kind(of: node))", at: node)
            return
        }
        let commands = ConfiguredReports.commands
        for (keyNode, value) in mapping {
            let command = keyNode.scalar?.string ?? Self.kind(of: keyNode)
            guard commands.contains(command) else {
                error(
                    "unknown command '\(command)' in 'reporters'" + Suggestion.didYouMean(command, among: commands)
                        + "; commands: \(commands.joined(separator: ", "))", at: keyNode)
                continue
            }
            let list = destinations(value, command)
            switch command {
            case "payloads": reports.payloads = list
            case "refs": reports.refs = list
            default: reports.check = list
            }
        }
    }

    private mutating func destinations(_ node: Node, _ command: String) -> [ReportDestination] {
        guard let sequence = node.sequence else {
            error("reporters of '\(command)' must be a list of FORMAT:FILE, not \(Self.kind(of: node))", at: node)
            return []
        }
        var list: [ReportDestination] = []
        for item in sequence {
            guard let text = string(item, "each report of '\(command)'") else { continue }
            do throws(UsageError) {
                list.append(try ReportDestination(parsing: text))
            } catch {
                self.error(error.message, at: item)
            }
        }
        return list
    }
}
