import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// The manifest's file hashes: each implementation this machine has (libcrypto or CommonCrypto,
/// and the portable one) against the others and against coreutils' `sha256sum`, on files around
/// the read pieces' edges.
@Suite("Manifest: file SHA-256 with the platform's implementation")
struct FileSHA256Tests {
    @Test("the platform's SHA-256 is chosen where it exists: CommonCrypto on macOS, libcrypto on Linux when it opens")
    func preferredImplementation() {
        #if canImport(Darwin)
        #expect(FileSHA256.preferred == .commonCrypto)
        #else
        let opens = (try? Libcrypto.functions.get()) != nil
        #expect(FileSHA256.preferred == (opens ? .libcrypto : .portable))
        if !opens { print("FileSHA256Tests: libcrypto does not open here; only the portable SHA-256 is compared") }
        #endif
    }

    @Test("every implementation gives sha256sum's digest, for files up to and across the 1 MiB pieces")
    func implementationsAgreeWithSHA256Sum() throws {
        let piece = FileSHA256.pieceSize
        let lengths = [0, 1, 55, 56, 64, 65, 65_535, 65_536, 65_537, piece - 1, piece, piece + 1, 3 * piece + 17]
        var generator = SHA256Tests.SeededGenerator(seed: 0x4649_4C45)
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for length in lengths {
            let path = directory.appendingPathComponent("\(length).bin").path
            try Data((0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).write(
                to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let theirs = try SHA256Tests.sha256sum(paths)
        let implementations = FileSHA256.Implementation.allCases.filter(\.isAvailable)
        #expect(implementations.contains(.portable) && implementations.count >= 1)
        for implementation in implementations {
            for (path, reference) in zip(paths, theirs) {
                let ours = try FileSHA256.hex(ofFile: path, using: implementation)
                #expect(ours == reference, "\(implementation.rawValue), \(path): \(ours), sha256sum \(reference)")
            }
        }
    }

    @Test("a file that cannot be read is an error naming why, not a digest")
    func unreadableFile() {
        #expect(throws: ReadError.self) { try FileSHA256.hex(ofFile: "/nonexistent/soundcheck/a.caf") }
        #expect(throws: ReadError.self) { try FileSHA256.hex(ofFile: "/") }
    }
}
