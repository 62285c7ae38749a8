import SoundCheckChecking
import SoundCheckCore

/// One rule's findings over the set.
public struct RuleTally: Sendable, Hashable {
    public var rule: String
    /// The gravest severity it reported.
    public var severity: Severity
    /// Sounds it found something in.
    public var sounds: Int
}
