import SoundCheckChecking
import SoundCheckCommands
import SoundCheckConversion
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports a batch as it runs: each result as a line on standard output, and, on a terminal with
/// more than a few files, a progress bar on standard error that the lines scroll above.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let showsBar: Bool
    private var done = 0
    private let lock = Lock()

    init(total: Int) {
        self.total = total
        showsBar = total >= 4 && isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    func completed(line: String) {
        lock.withLock {
            done += 1
            if showsBar { Output.standardError("\r\u{1B}[K") }
            if line.hasPrefix("soundcheck:") {
                Output.standardError(line + "\n")
            } else {
                Output.standardOutput(line + "\n")
            }
            if showsBar { drawBar() }
        }
    }

    func finish() {
        if showsBar { Output.standardError("\r\u{1B}[K") }
    }

    private func drawBar() {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Output.standardError("[\(bar)] \(done)/\(total)")
    }
}
