/// A file in a report: what every reporter needs to know about it.
public protocol ReportedFile: Sendable {
    var path: String { get }
    var findings: [Finding] { get }
    var valid: Bool { get }
    /// For a sound: what its findings establish (will play, will not, not guaranteed); nil for
    /// other files.
    var soundVerdict: SoundVerdict? { get }
    /// What the file is, in a few words, for verbose human output.
    var summaryText: String { get }
    /// The file's JSON object.
    func writeJSON(to writer: inout JSONWriter)
    /// Remarks that are not findings (what could not be checked), for verbose human output.
    var notes: [ReportNote] { get }
    /// Whose rules judged it: Android's raw resources are counted apart in the summary.
    var platform: SoundPlatform { get }
    /// A sound file of the app's project that no checked target ships: counted apart, neither
    /// among the sounds that will play nor those that will not.
    var isUnshipped: Bool { get }
}

extension ReportedFile {
    public var notes: [ReportNote] { [] }
    public var soundVerdict: SoundVerdict? { nil }
    public var platform: SoundPlatform { .apple }
    public var isUnshipped: Bool { false }
}
