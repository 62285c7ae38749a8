/// What a check can say of a sound, from its findings: only what is established.
///
/// An error usually means the system will not play the sound (a damaged file, a sound of 30 s or
/// longer, an encoding no iOS version decodes). A sound whose only errors say it is outside the
/// formats Apple documents is different: apps ship such sounds and hear them on the iOS versions
/// they test, so the prediction "will not play" would be wrong; it is not guaranteed instead.
public enum SoundVerdict: String, Sendable, Hashable, CaseIterable {
    /// No error: Apple documents that it plays.
    case willPlay = "will-play"
    /// Its only errors are about formats Apple does not document but iOS decodes.
    case notGuaranteed = "not-guaranteed"
    /// An error that is established: the default sound plays instead.
    case willNotPlay = "will-not-play"

    /// The rules whose errors say "outside what Apple documents", not "will not play".
    public static let undocumentedRules: Set<String> = ["undocumented-format"]

    /// The verdict of a file with these findings.
    public init(findings: [Finding]) {
        self.init(failedRules: findings.filter { $0.severity == .error }.map(\.rule))
    }

    /// The verdict of a sound whose error findings came from these rules (a manifest entry's
    /// `failedRules`).
    public init<Rules: Sequence<String>>(failedRules: Rules) {
        var failed = false
        for rule in failedRules {
            if !Self.undocumentedRules.contains(rule) {
                self = .willNotPlay
                return
            }
            failed = true
        }
        self = failed ? .notGuaranteed : .willPlay
    }

    /// How a summary counts it: "will play", "will not", "outside Apple's documented formats".
    public var phrase: String {
        switch self {
        case .willPlay: "will play"
        case .notGuaranteed: "outside Apple's documented formats"
        case .willNotPlay: "will not play"
        }
    }
}
