/// A remark about a place in a file that judges nothing: it never changes the exit status.
public struct ReportNote: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
