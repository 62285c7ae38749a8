/// Turns a report (of sounds or of payloads) into text in one output format. Each format is one
/// type in one file.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    func render<Report: FindingReport>(_ report: Report) -> String
}
