import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library soundcheck needs for something and cannot open.
package struct LibraryMissing: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong: "libsndfile is not installed".
    package var problem: String
    /// The dynamic loader's message, when there is one.
    package var detail: String?
    package var apt: String
    package var brew: String

    package var installHint: String { "install \(apt) (apt) or \(brew) (brew)" }

    package var description: String { "\(problem)\(detail.map { " (\($0))" } ?? ""); \(installHint)" }
}
