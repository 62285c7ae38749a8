/// Where the reports of one run go: the console report to the command's stream (or to a file,
/// with `--output FILE`), and each extra report (`--report FORMAT:FILE`, `reporters` in
/// `.soundcheck.yml`) to its own file. Every report holds the same findings in another format,
/// so one run serves the log, code scanning and the test dashboard alike.
public struct ReportPlan: Sendable, Hashable {
    public enum Destination: Sendable, Hashable {
        /// The command's stream: standard output, or standard error where the command prints
        /// something else on standard output (`manifest` printing the manifest).
        case console
        case file(String)
    }

    public struct Entry: Sendable, Hashable {
        public var format: ReportFormat
        public var destination: Destination
    }

    /// The console report (or the file that replaces it) first, then the extra reports in the
    /// order given.
    public private(set) var entries: [Entry]

    /// The report printed on the console, or nil when `--output` sends it to a file.
    public var console: Entry? { entries.first { $0.destination == .console } }

    /// - Parameters:
    ///   - format: `--format`, or nil for the default of where the report goes: on the console,
    ///     human for a terminal and xcode otherwise; in a file, xcode (a file is no terminal).
    ///   - output: `--output FILE`, which takes the console report's place; nil for the console.
    ///   - reports: the extra reports (see `extraReports(commandLine:file:)`).
    /// - Throws: when two reports would be written to one file: the second would silently
    ///   replace the first.
    public init(
        format: ReportFormat?, output: String?, consoleIsTerminal: Bool,
        reports: [ReportDestination] = []
    ) throws(UsageError) {
        let main: Entry
        if let output {
            main = Entry(format: format ?? .default(forTerminal: false), destination: .file(output))
        } else {
            main = Entry(format: format ?? .default(forTerminal: consoleIsTerminal), destination: .console)
        }
        entries = [main] + reports.map { Entry(format: $0.format, destination: .file($0.path)) }
        try Self.requireDistinctFiles(entries)
    }

    /// The extra reports of a run: those given on the command line, or else the configuration
    /// file's. As for paths, the command line replaces the file's list rather than adding to it,
    /// so a run can always say exactly which files it writes.
    package static func extraReports(commandLine: [ReportDestination], file: [ReportDestination]) -> [ReportDestination]
    {
        commandLine.isEmpty ? file : commandLine
    }

    /// The settings of one report: colour only on the console (a file keeps no escape codes).
    public func settings(for entry: Entry, console: ReporterSettings) -> ReporterSettings {
        var settings = console
        if case .file = entry.destination { settings.colored = false }
        return settings
    }

    private static func requireDistinctFiles(_ entries: [Entry]) throws(UsageError) {
        var seen: [[String]: Entry] = [:]
        for entry in entries {
            guard case .file(let path) = entry.destination else { continue }
            let key = lexicalComponents(path)
            if let earlier = seen[key] {
                throw UsageError(
                    """
                    the \(earlier.format.rawValue) and \(entry.format.rawValue) reports would both be written to \
                    \(path); give each report a file of its own
                    """
                )
            }
            seen[key] = entry
        }
    }

    /// A path's components without `.` and empty ones, so `./a.sarif` and `a.sarif` are one file.
    /// Lexical only: the files do not exist yet, and links are rare enough not to be worth a
    /// system call per report.
    private static func lexicalComponents(_ path: String) -> [String] {
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        return path.hasPrefix("/") ? ["/"] + components : components
    }
}
