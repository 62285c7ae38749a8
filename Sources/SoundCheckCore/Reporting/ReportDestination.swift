/// A report written to a file: `--report sarif:soundcheck.sarif` on the command line, or an
/// entry of `reporters` in `.soundcheck.yml`. Both are spelt `FORMAT:FILE` and read here, so they
/// are checked, and their mistakes worded, the same way.
public struct ReportDestination: Sendable, Hashable, CustomStringConvertible {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// Reads `FORMAT:FILE`. The format ends at the first colon (no format name has one), so a
    /// file name may hold colons of its own.
    public init(parsing text: String) throws(UsageError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("'\(text)' is not FORMAT:FILE (e.g. sarif:soundcheck.sarif)")
        }
        let path = String(text[text.index(after: colon)...])
        guard !path.isEmpty else {
            throw UsageError("'\(text)' names no file: write FORMAT:FILE (e.g. sarif:soundcheck.sarif)")
        }
        self.init(format: try ReportFormat.named(String(text[..<colon])), path: path)
    }

    /// `FORMAT:FILE`, as it is written.
    public var description: String { "\(format.rawValue):\(path)" }
}
