import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What became of one planned fix.
public struct FixOutcome: Sendable, Hashable {
    public var item: FixItem
    public var result: Result

    public enum Result: Sendable, Hashable {
        /// Converted, and the output passes the checks.
        case fixed(ConversionResult)
        /// Given the name that fits its content (or, with `--out`, copied under it).
        case renamed(String)
        /// Left alone; why.
        case skipped(String)
        /// Tried and failed; nothing at the destination changed.
        case failed(String)
        /// The output is a file other than the one fixed, and replacing it was not allowed.
        case outputExists(String)
    }
}
