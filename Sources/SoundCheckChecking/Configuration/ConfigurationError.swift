import SoundCheckCore

/// A problem in a `.soundcheck.yml` file, located like a compiler diagnostic so editors can jump
/// to it. `line` and `column` are 1-based; 0 means the problem is about the whole file.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
