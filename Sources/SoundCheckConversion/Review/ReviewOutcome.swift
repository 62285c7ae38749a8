import SoundCheckChecking
import SoundCheckCore

/// What decoding one file gave the report.
public enum ReviewOutcome: Sendable, Hashable {
    case reviewed(SoundReview)
    /// The decoders could not read it: why.
    case undecodable(String)
    /// Not decoded at all: missing, or unreadable before any decoder was asked (why).
    case notDecoded(String)

    public var review: SoundReview? {
        if case .reviewed(let review) = self { return review }
        return nil
    }
}
