#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-file isolation: one file can never stop the others from being checked.
///
/// Readers are written to report every bad value as a finding, but a process that reads files
/// anyone can commit must survive the bug nobody has found yet, in our code or in the C libraries
/// (libsndfile, FFmpeg) it calls. So the command line runs as a supervisor and a worker: the worker
/// does the work and notes in a journal (a file it maps) when it starts and ends each file. When the
/// worker dies, the supervisor knows which file was being read, and runs the command again with
/// that file marked: the library then reports it ("soundcheck stopped while reading this file")
/// instead of reading it, and every other file is read, judged and reported as usual.
///
/// This type is the worker's side: the library calls `run(_:for:)` around each file.
package enum FileIsolation {
    /// The journal's file descriptor, in the worker's environment.
    package static let journalVariable = "SOUNDCHECK_ISOLATION_JOURNAL_FD"
    /// A file listing the files that stopped a worker, with the reason (NUL-separated pairs).
    package static let crashedVariable = "SOUNDCHECK_ISOLATION_CRASHED"
    /// A file listing the files finished by an earlier worker (convert: not converted again).
    package static let doneVariable = "SOUNDCHECK_ISOLATION_DONE"
    /// Set when several files were in flight as a worker died: read one file at a time, so that
    /// the next failure names one file.
    package static let serialVariable = "SOUNDCHECK_ISOLATION_SERIAL"
    /// Fault injection for the tests that prove the isolation: a worker stops, as a failed runtime
    /// check stops it, when it begins the file of this name. Never set outside tests.
    package static let crashOnVariable = "SOUNDCHECK_TEST_CRASH_ON"

    package static let settings = Settings.fromEnvironment()

    /// Whether this process is a supervised worker.
    package static var isWorker: Bool { settings.journal != nil }

    /// Runs `body` for the file at `path`, noting its start and end in the journal. `body`
    /// returns whether the file's work succeeded (for a rerun's exit status).
    package static func run<Result>(_ path: String, _ body: () -> (Result, succeeded: Bool)) -> Result {
        guard let journal = journalWriter else { return body().0 }
        journal.append(JournalRecord.begin(path).bytes)
        if let name = settings.crashOn, PathText.lastComponent(of: path) == name {
            fatalError("\(crashOnVariable): stopping while reading \(path)")
        }
        let (result, succeeded) = body()
        journal.append(JournalRecord.end(path, succeeded: succeeded).bytes)
        return result
    }

    /// The journal, when this process is a worker.
    private static let journalWriter = settings.journal.map { JournalWriter(descriptor: $0) }

    /// Why the file at `path` is not read again, when it stopped an earlier worker.
    package static func crashReason(for path: String) -> String? {
        settings.crashed[path]
    }

    /// Whether an earlier worker finished the file at `path`.
    package static func isDone(_ path: String) -> Bool {
        settings.done.contains(path)
    }

    /// How many files to work on at once: one after a failure with several files in flight.
    package static func workers(_ requested: Int) -> Int {
        settings.serial ? 1 : requested
    }

    package struct Settings: Sendable {
        var journal: Int32?
        var crashed: [String: String] = [:]
        var done: Set<String> = []
        var serial = false
        var crashOn: String?

        static func fromEnvironment() -> Settings {
            var settings = Settings()
            if let value = environment(journalVariable), let descriptor = Int32(value), descriptor > 2 {
                settings.journal = descriptor
            }
            if let path = environment(crashedVariable) {
                let fields = NULSeparated.read(path)
                for index in stride(from: 0, to: fields.count - 1, by: 2) {
                    settings.crashed[fields[index]] = fields[index + 1]
                }
            }
            if let path = environment(doneVariable) { settings.done = Set(NULSeparated.read(path)) }
            settings.serial = environment(serialVariable) == "1"
            settings.crashOn = environment(crashOnVariable)
            return settings
        }

        private static func environment(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }
        }
    }
}
