import SoundCheckCore

/// The formats `info` writes, and what it prints and exits with: a decision of the library, so
/// that the command only parses, calls and prints.
package enum InfoFormat: String, Sendable, Hashable, CaseIterable {
    case human
    case json

    /// Why `info` cannot write `format`, for the usage error.
    package static func unsupported(_ format: String) -> String {
        "info supports --format \(allCases.map(\.rawValue).joined(separator: " or ")), not \(format)"
    }

    /// The description of every file of `report`, with the levels measured (`--levels`).
    package func render(_ report: CheckReport, levels: LevelsByPath = [:]) -> String {
        switch self {
        case .human: InfoReporter().render(report, levels: levels)
        case .json: InfoJSONReporter().render(report, levels: levels)
        }
    }

    /// `check`'s status for the files (warnings do not fail), or 1 when levels were asked for and
    /// one could not be measured, as a failed conversion is.
    package static func exitStatus(_ report: CheckReport, levels: LevelsByPath) -> ExitStatus {
        let status = report.exitStatus(strict: false)
        let unmeasured = levels.values.contains { (try? $0.get()) == nil }
        return unmeasured && status == .success ? .findings : status
    }
}
