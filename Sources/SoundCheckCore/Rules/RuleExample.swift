/// A sample a rule reports on, and what it reports there: where, and how the message starts.
/// SwiftLint marks the place in its examples' code with `↓`; soundcheck's examples are files under
/// `samples/`, so the place is written as the finding prints it, `path[:line:column]`.
public struct RuleExample: Sendable, Hashable {
    /// What is checked, under `samples/`: a sound, a folder, a project or a payload file.
    public let sample: String
    /// Where the finding is, under `samples/`: the file it names, with `:line:column` when the
    /// rule points into text (a payload's key, a spec's entry, a line of source code).
    public let location: String
    /// The first words of the finding's message.
    public let messageStart: String

    /// `at`: the finding's place, when it is not `sample` itself (a folder's file, a line).
    public init(_ sample: String, at location: String? = nil, message messageStart: String) {
        self.sample = sample
        self.location = location ?? sample
        self.messageStart = messageStart
    }
}
