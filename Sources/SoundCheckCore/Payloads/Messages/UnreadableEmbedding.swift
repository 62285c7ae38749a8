/// A member that should hold a payload as a JSON string and does not.
public struct UnreadableEmbedding: Error, Sendable, Hashable {
    /// The member's key (`APNS`, `GCM`, `body`).
    public var key: String
    /// Why it cannot be read, and where (in the outer file).
    public var reason: String
    public var position: TextPosition
}
