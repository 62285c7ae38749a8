import SoundCheckCore

/// `reporters` in `.soundcheck.yml`: the report files each checking command writes besides its
/// console report, as `FORMAT:FILE` (what `--report` takes). They are listed per command
/// because `check`, `payloads` and `refs` report different things: one list for all would have
/// the second command's report replace the first's.
public struct ConfiguredReports: Sendable, Hashable {
    /// The commands that take the key; `manifest` does not (the build plugin runs it, and may
    /// write nowhere but its own work folder).
    public static let commands = ["check", "payloads", "refs"]

    public var check: [ReportDestination] = []
    public var payloads: [ReportDestination] = []
    public var refs: [ReportDestination] = []

    public init() {}

    public var isEmpty: Bool { check.isEmpty && payloads.isEmpty && refs.isEmpty }
}

extension SoundCheckConfiguration {
    /// The file's reports for `check`, their paths usable from the current folder.
    public var resolvedCheckReporters: [ReportDestination] { reporters.check.map(resolve) }
    /// The file's reports for `payloads`, their paths usable from the current folder.
    public var resolvedPayloadReporters: [ReportDestination] { reporters.payloads.map(resolve) }
    /// The file's reports for `refs`, their paths usable from the current folder.
    public var resolvedRefsReporters: [ReportDestination] { reporters.refs.map(resolve) }

    /// A report's file from this file, relative to its folder, as a path from the current folder.
    func resolve(_ report: ReportDestination) -> ReportDestination {
        ReportDestination(format: report.format, path: resolve(report.path))
    }
}
