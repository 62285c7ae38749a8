public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var position: TextPosition
    public var description: String { "\(position.line):\(position.column): \(message)" }
}
