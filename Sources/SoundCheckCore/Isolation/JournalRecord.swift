#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of the journal: a file begun, or ended (with whether its work succeeded). Paths are
/// NUL-terminated, so any byte of a name but NUL survives.
package enum JournalRecord: Sendable, Hashable {
    case begin(String)
    case end(String, succeeded: Bool)

    package var bytes: [UInt8] {
        switch self {
        case .begin(let path): [UInt8(ascii: "B")] + Array(path.utf8) + [0]
        case .end(let path, let succeeded): [UInt8(ascii: succeeded ? "E" : "F")] + Array(path.utf8) + [0]
        }
    }

    /// The records in a journal's bytes; a record cut short by the worker's death is dropped,
    /// and so are the zeros after the last record (the journal file is grown ahead of them).
    package static func parse(_ bytes: [UInt8]) -> [JournalRecord] {
        var records: [JournalRecord] = []
        for field in bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast() {
            guard let kind = field.first else { continue }
            let path = String(decoding: field.dropFirst(), as: UTF8.self)
            switch kind {
            case UInt8(ascii: "B"): records.append(.begin(path))
            case UInt8(ascii: "E"): records.append(.end(path, succeeded: true))
            case UInt8(ascii: "F"): records.append(.end(path, succeeded: false))
            default: continue
            }
        }
        return records
    }
}
