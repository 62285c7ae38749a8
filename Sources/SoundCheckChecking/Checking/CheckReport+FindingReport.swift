import SoundCheckCore

/// Sound reports are rendered by the same reporters as payload reports.
extension CheckReport: FindingReport {
    public static var summaryWords: (noun: String, passed: String, failed: String) { ("file", "will play", "will not") }
    public static var command: String { "check" }
    public static var rules: [RuleDescription] { RuleRegistry.all.map { $0.description } }
}

extension FileReport: ReportedFile {
    public var summaryText: String { sound.summary }
    public var soundVerdict: SoundVerdict? { verdict }
    public func writeJSON(to writer: inout JSONWriter) { SoundJSON.write(self, to: &writer) }
}
