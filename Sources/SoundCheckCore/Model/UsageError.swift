/// A run that cannot start as asked: no input given, an option that contradicts another, a file
/// that is not what it should be. Commands report it and exit with status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
