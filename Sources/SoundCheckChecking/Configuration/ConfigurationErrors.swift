import SoundCheckCore

/// Every problem found in one configuration file: all of them are reported at once, so a user
/// fixes the file in one pass.
public struct ConfigurationErrors: Error, Sendable, Hashable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) {
        self.errors = errors
    }

    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
