/// What libsndfile makes of a file, asked through the file descriptor we already hold, so a check
/// opens each file once.
public enum LibsndfileVerdict: Sendable, Hashable {
    /// libsndfile is known to misread this kind of file (SPEC §2), or it was not wanted, or it is
    /// not installed (the report's notices then say so), so it was not asked.
    case notAsked
    case opened(format: Int32, channels: Int, sampleRate: Int, frames: Int64)
    case refused(String)
}
