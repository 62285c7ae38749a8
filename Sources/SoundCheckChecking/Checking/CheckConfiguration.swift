import Dispatch
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Settings of a check run.
public struct CheckConfiguration: Sendable, Hashable {
    public var rules = RuleConfiguration()
    /// `disabled_rules` and `severity`.
    public var selection = RuleSelection()
    /// How many files are read at once.
    public var jobs: Int = CheckConfiguration.processorCount

    public init() {}

    public static var processorCount: Int {
        Processors.online
    }
}
