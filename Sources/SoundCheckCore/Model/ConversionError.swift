/// Why a conversion could not be done, naming the file it is about.
public struct ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var kind: Kind

    /// What kind of failure it is, for front ends that say what to do about it.
    public enum Kind: Sendable, Hashable {
        case failed
        /// The output exists (or is the input) and replacing it was not allowed.
        case outputExists
    }

    public init(path: String, reason: String, kind: Kind = .failed) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    public var description: String { "\(path): \(reason)" }
}
