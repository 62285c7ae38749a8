/// Turns a report (of sounds or of payloads) into text in one output format. Each format is one
/// type in one file.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    func render<Report: FindingReport>(_ report: Report) -> String
    /// The report as UTF-8, as it is written out. By default `render`'s text; a reporter that
    /// builds its text as bytes returns them as they are, without making a `String` of them
    /// (which validates every byte: 12 MB for the JSON of 21,000 sounds).
    func renderUTF8<Report: FindingReport>(_ report: Report) -> [UInt8]
}

extension Reporter {
    public func renderUTF8<Report: FindingReport>(_ report: Report) -> [UInt8] {
        Array(render(report).utf8)
    }
}
