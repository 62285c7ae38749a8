/// Where an app's description lists a file: the config's path and, when known, the 1-based
/// line and column of the entry (nil when only the file is known, e.g. a value a script built).
public struct ListedPosition: Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var column: Int?

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `app.json:12:9`, or `app.config.js` when the entry's place is unknown.
    public var text: String {
        guard let line else { return path }
        return "\(path):\(line):\(column ?? 1)"
    }
}
