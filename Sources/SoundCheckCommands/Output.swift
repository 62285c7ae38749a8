#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to the standard streams. Reporters build the whole text first, so the report for
/// 20,000 files is one write, not 20,000.
package enum Output {
    package static func standardOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
    package static func standardError(_ text: String) { write(text, to: STDERR_FILENO) }
    package static func standardOutput(_ bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }
    package static func standardError(_ bytes: [UInt8]) { write(bytes, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, start + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, start + offset, bytes.count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
