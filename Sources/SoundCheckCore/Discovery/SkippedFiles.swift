/// Files a run found and deliberately did not check, grouped by the folder holding them (one
/// entry per Android folder, however many files it holds), or one named file.
public struct SkippedFiles: Sendable, Hashable {
    /// The folder (or the file named on the command line) skipped.
    public var path: String
    /// How many sound or audio files were skipped there.
    public var files: Int
    /// Why, in a few words: `AndroidResources.reason`.
    public var reason: String

    public init(path: String, files: Int, reason: String) {
        self.path = path
        self.files = files
        self.reason = reason
    }
}
