/// One thing a rule found about one file: a plain value, so reporters, tests and library users
/// can compare, sort and serialise findings freely.
public struct Finding: Sendable, Hashable, Codable {
    /// The stable identifier of the rule that produced it, e.g. `duration`.
    public var rule: String
    public var severity: Severity
    /// What is wrong and what to do about it.
    public var message: String
    /// The file the finding is about, as given or discovered.
    public var path: String
    /// 1-based position inside a text file (payloads); nil for sound files.
    public var line: Int?
    public var column: Int?

    public init(rule: String, severity: Severity, message: String, path: String, line: Int? = nil, column: Int? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }
}
