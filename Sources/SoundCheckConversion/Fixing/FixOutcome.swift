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

/// What `fix` changed in the files that list the sounds it renamed.
public struct ListingUpdate: Sendable, Hashable {
    /// The listing files changed (an Xcode project file, an app config).
    public var changed: [String]
    /// What could not be changed: the app may list a file that is gone.
    public var problems: [String]

    /// One line per file, for the run's output.
    public var text: String {
        changed.map { "updated \(TextEscaping.oneLine($0)): the renamed sounds' new names\n" }.joined()
            + problems.map { "soundcheck: \(TextEscaping.oneLine($0))\n" }.joined()
    }

    /// Whether, after the fix, the app still lists a file that fix renamed.
    public static func broken(before: CheckReport, after: CheckReport) -> [Finding] {
        let earlier = Set(before.files.flatMap(\.findings).filter { $0.rule == "missing-file" }.map(\.path))
        return after.files.flatMap(\.findings).filter { $0.rule == "missing-file" && !earlier.contains($0.path) }
    }
}
