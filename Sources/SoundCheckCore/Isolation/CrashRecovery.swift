#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The supervisor's side of per-file isolation (see `FileIsolation`): what it learned from the
/// workers that died, and what it does next. Each rerun either marks one more file as the one
/// that stopped a worker, or switches to one file at a time once, so the runs always end.
package struct CrashRecovery: Sendable {
    /// The files that stopped a worker, with the reason the report gives.
    package private(set) var crashed: [String: String] = [:]
    /// The files earlier workers finished, and whether their work succeeded.
    package private(set) var done: [String: Bool] = [:]
    /// Whether the next worker reads one file at a time.
    package private(set) var serial = false

    package enum Next: Sendable, Hashable {
        /// Run the command again, with what was learned.
        case rerun(note: String)
        /// The worker died outside any file's work: nothing to leave out.
        case stop(String)
    }

    package init() {}

    /// Learns from a worker that was stopped by `signal` after writing `journal`.
    package mutating func workerDied(signal: Int32, journal: [JournalRecord]) -> Next {
        var inFlight: [String] = []
        for record in journal {
            switch record {
            case .begin(let path):
                inFlight.append(path)
            case .end(let path, let succeeded):
                if let index = inFlight.lastIndex(of: path) { inFlight.remove(at: index) }
                done[path] = succeeded
            }
        }
        let what = Self.describe(signal: signal)
        if inFlight.count == 1, let path = inFlight.first, crashed[path] == nil {
            crashed[path] =
                """
                soundcheck stopped while reading this file (\(what)), so it was left out; please report it with \
                the file
                """
            return .rerun(
                note: "\(path): soundcheck stopped while reading it (\(what)); reading the other files again without it"
            )
        }
        if inFlight.count > 1 && !serial {
            serial = true
            return .rerun(
                note:
                    """
                    soundcheck stopped (\(what)) while reading \(inFlight.count) files at once; reading them one \
                    at a time to find which
                    """
            )
        }
        return .stop("soundcheck stopped (\(what))")
    }

    /// The exit status of the whole command: the last worker's, and at least 1 when the work on
    /// a file an earlier worker finished failed.
    package func exitStatus(lastWorker status: Int32) -> Int32 {
        done.values.contains(false) ? max(status, ExitStatus.findings.rawValue) : status
    }

    static func describe(signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL, a failed runtime check", SIGTRAP: "SIGTRAP, a failed runtime check",
            SIGABRT: "SIGABRT, an abort",
            SIGBUS: "SIGBUS, a bad memory access", SIGFPE: "SIGFPE, an arithmetic fault",
            SIGKILL: "SIGKILL, killed, perhaps out of memory", SIGSEGV: "SIGSEGV, an invalid memory access",
        ]
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }
}
