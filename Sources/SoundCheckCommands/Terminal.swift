#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum Terminal {
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Colour when the stream is a terminal, `NO_COLOR` is unset, and `TERM` is not dumb.
    package static func supportsColor(_ descriptor: Int32) -> Bool {
        guard isTerminal(descriptor) else { return false }
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }
}

/// Writes to the standard streams. Reporters build the whole text first, so the report for
/// 20,000 files is one write, not 20,000.
package enum Output {
    package static func standardOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
    package static func standardError(_ text: String) { write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
