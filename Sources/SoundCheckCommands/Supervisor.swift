import CProcessControl
import Dispatch
import SoundCheckCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command that reads files: it runs in a worker process under a supervisor, so that a file
/// that stops the worker is reported and every other file is still read (see `FileIsolation`).
package protocol FileCommand {}

/// Forks a worker that runs the command, and forks another without the file that stopped a
/// worker, until a worker finishes. The supervisor forks before anything has started a thread, so
/// a worker costs no process start; it shares the standard streams (so it sees the terminal as the
/// user does), and only the journal of files begun and ended is a pipe.
package enum Supervisor {
    /// How `run()` returns: in a worker, which goes on to run the command; in the supervisor,
    /// with the exit status of the whole command.
    package enum Role {
        case worker
        case finished(Int32)
    }

    package static func run() -> Role {
        var recovery = CrashRecovery()
        while true {
            let worker: (status: WorkerStatus, journal: [UInt8])
            switch startWorker(recovery) {
            case .worker:
                return .worker
            case .failed(let message):
                Output.standardError("soundcheck: cannot start a worker process (\(message)); running without isolation\n")
                return .worker
            case .started(let child, let journal):
                worker = (wait(for: child), readAll(journal))
                close(journal)
            }
            switch worker.status {
            case .exited(let status):
                return .finished(recovery.exitStatus(lastWorker: status))
            case .signaled(let signal):
                switch recovery.workerDied(signal: signal, journal: JournalRecord.parse(worker.journal)) {
                case .rerun(let note):
                    Output.standardError("soundcheck: \(note)\n")
                case .stop(let message):
                    Output.standardError("soundcheck: \(message)\n")
                    return .finished(128 + signal)
                }
            }
        }
    }

    enum Start {
        case worker
        case started(child: pid_t, journal: Int32)
        case failed(String)
    }

    enum WorkerStatus {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Forks; the child becomes a worker that knows what `recovery` learned.
    static func startWorker(_ recovery: CrashRecovery) -> Start {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failed(String(cString: strerror(errno))) }
        let parent = getpid()
        let child = soundcheck_fork()
        if child < 0 {
            close(ends[0])
            close(ends[1])
            return .failed(String(cString: strerror(errno)))
        }
        if child == 0 {
            close(ends[0])
            FileIsolation.becomeWorker(FileIsolation.Worker(journal: ends[1], crashed: recovery.crashed,
                                                            done: Set(recovery.done.keys), serial: recovery.serial))
            endWithSupervisor(parent)
            leaveFailuresToTheSupervisor()
            return .worker
        }
        close(ends[1])
        return .started(child: child, journal: ends[0])
    }

    /// In a worker: end when the supervisor ends, however it ends (killed too), so that a
    /// stopped `soundcheck` never leaves a worker converting behind it.
    static func endWithSupervisor(_ parent: pid_t) {
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

    /// The report names the file that stopped a worker, and that file reproduces it: Swift's
    /// backtrace of each stopped worker (half a second, a page of text) would bury the report,
    /// unless asked for with SWIFT_BACKTRACE.
    static func leaveFailuresToTheSupervisor() {
        guard getenv("SWIFT_BACKTRACE") == nil else { return }
        for number in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
            _ = signal(number, SIG_DFL)
        }
    }

    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes += buffer[0..<count]
        }
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
