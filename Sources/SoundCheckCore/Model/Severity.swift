/// How serious a finding is. An error fails the check: the system will not play the sound, or
/// nothing guarantees that it will (`SoundVerdict` tells which); a warning means it probably plays
/// but something is off.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
