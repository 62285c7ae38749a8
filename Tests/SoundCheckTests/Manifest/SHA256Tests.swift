import Foundation
import Testing

@testable import SoundCheckCore

/// Our SHA-256 against the published FIPS 180-4 vectors and against coreutils' `sha256sum`.
@Suite struct SHA256Tests {
    // MARK: - NIST vectors

    /// FIPS 180-4 examples / CAVS: message and its published digest.
    static let vectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (
            String(repeating: "a", count: 1_000_000),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        ),
    ]

    @Test func nistVectors() {
        for (message, digest) in Self.vectors {
            let bytes = Array(message.utf8)
            #expect(SHA256.hex(SHA256.hash(bytes)) == digest, "\(bytes.count)-byte NIST message")
            var generator = SeededGenerator(seed: UInt64(bytes.count))
            #expect(
                SHA256.hex(Self.digestInPieces(bytes, using: &generator)) == digest,
                "\(bytes.count)-byte NIST message in pieces")
        }
    }

    // MARK: - Lengths and pieces, against sha256sum

    /// Around the padding boundaries: 55 bytes is the longest message whose length fits in its
    /// own block, 56 the shortest that needs another; also one and two blocks, and their edges.
    static let boundaryLengths = [55, 56, 63, 64, 65, 119, 120, 128]

    @Test func lengthsAndPiecesMatchSHA256Sum() throws {
        var generator = SeededGenerator(seed: 0x5348_4132_3536)
        // 0...200 includes the boundary lengths; the larger ones go through many whole blocks.
        let lengths = Array(0...200) + [1_000, 4_095, 4_096, 4_097, 65_599, 1_000_003]
        let messages = lengths.map { length in
            (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        }

        var ours: [String] = []
        for message in messages {
            let whole = SHA256.hex(SHA256.hash(message))
            let pieces = SHA256.hex(Self.digestInPieces(message, using: &generator))
            #expect(pieces == whole, "\(message.count) bytes: one piece and random pieces differ")
            ours.append(whole)
        }
        for length in Self.boundaryLengths {
            let message = messages[length]
            let whole = SHA256.hex(SHA256.hash(message))
            for _ in 0..<50 {
                #expect(
                    SHA256.hex(Self.digestInPieces(message, using: &generator)) == whole,
                    "\(length) bytes in random pieces")
            }
            var byteByByte = SHA256()
            for byte in message { byteByByte.update([byte]) }
            #expect(SHA256.hex(byteByByte.finalize()) == whole, "\(length) bytes one at a time")
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "soundcheck-sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for message in messages {
            let url = directory.appendingPathComponent("\(message.count).bin")
            try Data(message).write(to: url)
            paths.append(url.path)
        }
        let theirs = try Self.sha256sum(paths)
        #expect(theirs.count == ours.count)
        for (index, (mine, reference)) in zip(ours, theirs).enumerated() {
            #expect(mine == reference, "\(messages[index].count) bytes: sha256sum says \(reference)")
        }
    }

    // MARK: - Sound files, against sha256sum

    /// The package root: this file is Tests/SoundCheckTests/Manifest/SHA256Tests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func samplesMatchSHA256Sum() throws {
        let files = try Self.regularFiles(under: Self.packageRoot.appendingPathComponent("samples"))
        #expect(!files.isEmpty, "no files under samples/")
        try Self.expectFileDigestsMatchSHA256Sum(files)
    }

    @Test func corpusMatchesSHA256Sum() throws {
        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/sounds")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            print("SHA256Tests: skipped the corpus cross-check, \(corpus.path) is not there")
            return
        }
        let files = try Self.regularFiles(under: corpus)
        try Self.expectFileDigestsMatchSHA256Sum(files)
    }

    // MARK: - Helpers

    /// Feeds `bytes` in random-size pieces (empty ones included), alternating the raw-buffer and
    /// array entry points.
    static func digestInPieces(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var hasher = SHA256()
        var offset = 0
        var useArray = false
        while offset < bytes.count {
            let maximum = Int.random(in: 0...2, using: &generator) == 0 ? 200 : 70
            let end = min(bytes.count, offset + Int.random(in: 0...maximum, using: &generator))
            if useArray {
                hasher.update(Array(bytes[offset..<end]))
            } else {
                bytes[offset..<end].withUnsafeBytes { hasher.update($0) }
            }
            useArray.toggle()
            offset = end
        }
        hasher.update([])
        return hasher.finalize()
    }

    static func expectFileDigestsMatchSHA256Sum(_ files: [URL]) throws {
        let theirs = try sha256sum(files.map(\.path))
        #expect(theirs.count == files.count)
        for (file, reference) in zip(files, theirs) {
            let ours = SHA256.hex(SHA256.hash([UInt8](try Data(contentsOf: file))))
            #expect(ours == reference, "\(file.path): ours \(ours), sha256sum \(reference)")
        }
    }

    /// Every regular file below `directory`, hidden ones included, sorted by path.
    static func regularFiles(under directory: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static let sha256sumPath: String? = ["/usr/bin/sha256sum", "/bin/sha256sum"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `sha256sum`'s hex digests of `paths`, in order, 200 paths a run. Records an issue (and
    /// throws) when sha256sum is missing: it is part of coreutils.
    static func sha256sum(_ paths: [String]) throws -> [String] {
        let tool = try #require(sha256sumPath, "sha256sum not found in /usr/bin or /bin (it is part of coreutils)")
        var digests: [String] = []
        for start in stride(from: 0, to: paths.count, by: 200) {
            let batch = Array(paths[start..<min(start + 200, paths.count)])
            digests += try sha256sumBatch(tool, batch)
        }
        return digests
    }

    /// One sha256sum run. `--zero` ends each line with NUL and leaves names unescaped, so a line
    /// is exactly 64 hex digits, two characters (`  ` or ` *`), then the path as given.
    static func sha256sumBatch(_ tool: String, _ paths: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--zero", "--"] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "sha256sum exited with status \(process.terminationStatus)")

        let lines = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        try #require(lines.count == paths.count, "sha256sum printed \(lines.count) digests for \(paths.count) files")
        return zip(lines, paths).map { line, path in
            #expect(line.dropFirst(66) == Substring(path), "sha256sum line out of order: \(line)")
            return String(line.prefix(64))
        }
    }

    /// SplitMix64 (Steele, Lea and Flood): seeded, so every run feeds the same bytes and pieces.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z &>> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z &>> 27)) &* 0x94d1_049b_133b_e111
            return z ^ (z &>> 31)
        }
    }
}
