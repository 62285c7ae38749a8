import CProcessControl
import Dispatch
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs this very command line again as a worker, and again without the file that stopped a
/// worker, until a worker finishes. The worker inherits the standard streams (so it sees the
/// terminal as the user does) and the journal of files begun and ended: a file in the
/// supervisor's private folder, read only when a worker dies. (A pipe, read as the worker wrote
/// it, woke the supervisor twice a file: 5 % of `check`'s time on 21,000 small files; the
/// worker's two writes a file were about as much again, which the mapped file saves.)
/// `report` receives what the user must hear of it (a worker that could not start, a file that
/// stopped one), one line at a time.
package enum Supervisor {
    package static func run(reportingTo report: (String) -> Void) -> Int32 {
        var recovery = CrashRecovery()
        let lists = ListFiles()
        defer { lists.remove() }
        while true {
            lists.write(recovery)
            let status: WorkerStatus
            do {
                status = try spawnWorker(lists: lists, serial: recovery.serial)
            } catch {
                report(
                    "soundcheck: cannot start a worker process (\(error.message)); running without isolation\n")
                return -1
            }
            switch status {
            case .exited(let status):
                return recovery.exitStatus(lastWorker: status)
            case .signaled(let signal):
                switch recovery.workerDied(signal: signal, journal: JournalRecord.parse(lists.journalBytes())) {
                case .rerun(let note):
                    report("soundcheck: \(note)\n")
                case .stop(let message):
                    report("soundcheck: \(message)\n")
                    return 128 + signal
                }
            }
        }
    }

    /// In a worker: end when the supervisor ends, however it ends (killed too), so that a
    /// stopped `soundcheck` never leaves a worker converting behind it.
    package static func endWithSupervisor() {
        guard let value = getenv(parentVariable), let parent = pid_t(String(cString: value)) else { return }
        #if os(Linux)
        _ = soundcheck_die_with_parent()
        #else
        let source = DispatchSource.makeProcessSource(identifier: parent, eventMask: .exit, queue: .global())
        source.setEventHandler { _exit(ExitStatus.usageOrIOProblem.rawValue) }
        source.resume()
        watchedParent = source
        #endif
        // The supervisor may have ended before the line above took effect.
        if getppid() != parent { _exit(ExitStatus.usageOrIOProblem.rawValue) }
    }

    #if !os(Linux)
    nonisolated(unsafe) private static var watchedParent: (any DispatchSourceProcess)?
    #endif

    static let parentVariable = "SOUNDCHECK_ISOLATION_PARENT"

    enum WorkerStatus {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Starts this executable with the same arguments, its journal emptied, and waits for it.
    static func spawnWorker(lists: ListFiles, serial: Bool) throws(UsageError) -> WorkerStatus {
        // Read and write: the worker maps it (`JournalWriter`). Not close-on-exec: the worker
        // inherits it.
        let writing = open(PathText.systemPath(lists.journal), O_RDWR | O_CREAT | O_TRUNC, 0o600)
        guard writing >= 0 else {
            throw UsageError("cannot make the journal \(lists.journal): \(String(cString: strerror(errno)))")
        }
        var environment = ProcessEnvironment.current()
        environment[FileIsolation.journalVariable] = String(writing)
        environment[FileIsolation.crashedVariable] = lists.crashed
        environment[FileIsolation.doneVariable] = lists.done
        environment[FileIsolation.serialVariable] = serial ? "1" : nil
        environment[parentVariable] = String(getpid())
        // A worker's temporary files (sounds extracted from an .ipa) go in the supervisor's own
        // folder, which it removes whole at the end: a worker that crashes cannot leave them.
        environment["TMPDIR"] = lists.folder
        // The report names the file that stopped the worker, which reproduces it; Swift's
        // backtrace of every worker that stops would bury the report (unless asked for).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let spawned = ProcessEnvironment.spawnSelf(environment: environment)
        close(writing)
        guard case .success(let child) = spawned else {
            if case .failure(let error) = spawned { throw error }
            throw UsageError("spawn failed")
        }
        return wait(for: child)
    }

    static func wait(for child: pid_t) -> WorkerStatus {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F { return .signaled(signal) }
        return .exited((status >> 8) & 0xFF)
    }
}
