import Foundation
import SoundCheckCore

/// Runs one program with a time limit and a cap on what it may print, for reading a config that
/// only a program can evaluate (`node` for `app.config.js`). The program is killed when it runs
/// too long or prints too much; nothing it prints is trusted beyond being bytes.
struct BoundedProcess {
    struct Outcome: Sendable {
        enum End: Sendable, Equatable {
            case exited(Int32)
            case signalled
            case timedOut
            case printedTooMuch
        }

        var end: End
        var output: [UInt8]
        var errorOutput: [UInt8]
    }

    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var timeout: Double
    var maximumOutput: Int

    func run() throws(SoundDiscovery.Problem) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw SoundDiscovery.Problem(path: executable, reason: "cannot run: \(error.localizedDescription)")
        }
        let pid = process.processIdentifier
        let printed = Collected(limit: maximumOutput)
        let errorText = Collected(limit: 4096)
        let readers = DispatchGroup()
        printed.drain(output.fileHandleForReading, group: readers) { kill(pid, SIGKILL) }
        errorText.drain(errors.fileHandleForReading, group: readers) {}
        var end: Outcome.End
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(pid, SIGKILL)
            finished.wait()
            end = .timedOut
        } else {
            end = process.terminationReason == .uncaughtSignal ? .signalled : .exited(process.terminationStatus)
        }
        // A child the program left holding the pipes could keep them open: wait a little only.
        _ = readers.wait(timeout: .now() + 1)
        if printed.overflowed { end = .printedTooMuch }
        return Outcome(end: end, output: printed.bytes, errorOutput: errorText.bytes)
    }
}

/// Bytes read from a pipe, up to a limit: past it, reading stops and `exceeded` runs once.
private final class Collected: @unchecked Sendable {
    private let lock = Lock()
    private var data: [UInt8] = []
    private var over = false
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var bytes: [UInt8] { lock.withLock { data } }
    var overflowed: Bool { lock.withLock { over } }

    func drain(_ handle: FileHandle, group: DispatchGroup, exceeded: @escaping @Sendable () -> Void) {
        group.enter()
        DispatchQueue.global().async {
            defer { group.leave() }
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                let full = self.lock.withLock { () -> Bool in
                    if self.data.count + chunk.count > self.limit { self.over = true }
                    self.data += chunk.prefix(max(0, self.limit - self.data.count))
                    return self.over
                }
                if full {
                    exceeded()
                    return
                }
            }
        }
    }
}
