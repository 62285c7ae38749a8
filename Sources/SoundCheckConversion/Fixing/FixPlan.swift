import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `fix` will do with each sound that fails its checks.
public struct FixPlan: Sendable, Hashable {
    public var items: [FixItem]
    /// Sounds that passed, so need nothing.
    public var passing: Int
    /// Warnings `fix` does not repair, on sounds it leaves as they are or only renames: named, so
    /// that "nothing to fix" never hides what `check --strict` fails on.
    public var leftAlone: [Finding] = []
    /// Findings on Android's sounds that `fix` does not repair (a name, a duplicate, resource
    /// shrinking, a sound a config lists): listed apart, so that "nothing to fix" never hides an
    /// Android error.
    public var androidLeftAlone: [Finding] = []

    public var isEmpty: Bool { items.isEmpty }

    /// The status `fix` ends with before converting anything, or nil when it goes on to apply
    /// the plan: nothing to fix succeeds; a dry run with something to fix fails as `check` would.
    package func statusBeforeApplying(dryRun: Bool) -> ExitStatus? {
        if isEmpty { return .success }
        return dryRun ? .findings : nil
    }
}
