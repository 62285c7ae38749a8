import SoundCheckCore

/// Sound reports are rendered by the same reporters as payload reports.
extension CheckReport: FindingReport {
    public static var summaryWords: (noun: String, passed: String, failed: String) { ("file", "will play", "will not") }
    public static var command: String { "check" }
    public static var rules: [RuleDescription] { RuleRegistry.all.map { $0.description } }
}

extension FileReport: ReportedFile {
    /// An Android raw resource says so, with the name it is played by: `Android @raw/chime: …`.
    public var summaryText: String {
        guard let placement = sound.android else { return sound.summary }
        return "Android @raw/\(placement.resource.name): \(sound.summary)"
    }
    public var soundVerdict: SoundVerdict? { verdict }
    public var platform: SoundPlatform { sound.platform }
    public var isUnshipped: Bool { sound.isUnshipped }
    public func writeJSON(to writer: inout JSONWriter) { SoundJSON.write(self, to: &writer) }
}
