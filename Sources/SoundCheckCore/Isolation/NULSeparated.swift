#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists of strings in a file, each ended by a NUL byte: file names may hold any other byte.
package enum NULSeparated {
    package static func encode(_ fields: [String]) -> [UInt8] {
        fields.flatMap { Array($0.utf8) + [0] }
    }

    static func read(_ path: String) -> [String] {
        guard let source = try? FileByteSource(path: path), let bytes = try? source.read(at: 0, count: Int(source.size))
        else { return [] }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
