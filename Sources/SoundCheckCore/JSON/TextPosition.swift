/// A place in a text file: 1-based line and column (in bytes, as compilers count), and the byte
/// offset.
public struct TextPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }
}
