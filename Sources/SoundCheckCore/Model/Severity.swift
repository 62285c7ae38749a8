/// How serious a finding is. An error means the system will not play the sound (or cannot be
/// trusted to); a warning means it probably plays but something is off.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
