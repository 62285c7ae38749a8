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
