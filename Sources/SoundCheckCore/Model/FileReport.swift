/// The verdict on one file.
public struct FileReport: Sendable, Hashable {
    public var sound: InspectedSound
    public var findings: [Finding]

    public init(sound: InspectedSound, findings: [Finding]) {
        self.sound = sound
        self.findings = findings
    }

    /// False exactly when there is an error finding: the sound fails the check.
    public var valid: Bool { !findings.contains { $0.severity == .error } }
    /// What the findings establish: will play, will not, or outside what Apple documents.
    public var verdict: SoundVerdict { SoundVerdict(findings: findings) }
    public var path: String { sound.path }
}
