import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// File names as the file system has them: bytes that are not UTF-8 are kept for opening and
/// shown as `\xHH`; a folder named like a sound is said to be one.
@Suite("File names that are not UTF-8, and folders named like sounds")
struct FileNameTests {
    /// `bad` 0xFF 0xFE `.wav`: not UTF-8, as a file copied from an old archive may be named.
    static let badName: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array(".wav".utf8)
    static let badShown = "bad\\xFF\\xFE.wav"

    /// A folder holding `bad\xFF\xFE.wav` (a valid sound) and `chime.caf`.
    struct Folder {
        let url: URL
        var path: String { url.path }
        var badPath: String { PathText.join(path, FileNameTests.badShown) }

        init() throws {
            url = try TestPaths.temporaryDirectory()
            let sound = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("valid/ping-pcm16.wav")))
            try Folder.write(sound, named: FileNameTests.badName, in: url.path)
            try sound.write(to: url.appendingPathComponent("chime.wav"))
        }

        /// Creates a file whose name is exactly `name`'s bytes (Foundation takes only strings).
        static func write(_ contents: Data, named name: [UInt8], in folder: String) throws {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
            let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { throw ExternalTool.ToolError(description: "cannot create \(path)") }
            defer { close(fd) }
            let written = contents.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written == contents.count else { throw ExternalTool.ToolError(description: "cannot write \(path)") }
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// Runs soundcheck through the shell, so that an argument can hold bytes a Swift string cannot:
    /// `$BAD` is the bad name's path.
    static func runCLI(_ script: String, in folder: Folder) throws -> ExternalTool.Result {
        let prelude = "BAD=\"$1/$(printf 'bad\\377\\376.wav')\"; S=\"$0\"; "
        return try ExternalTool.run("/bin/sh", ["-c", prelude + script, TestPaths.executable.path, folder.path])
    }

    @Test(
        "bytes become a path string and back, whatever they are",
        arguments: [
            (badName, badShown),
            (Array("lit\\xFF.caf".utf8), "lit\\x5CxFF.caf"),
            (Array("a\\x41\\xff\\".utf8), "a\\x41\\xff\\"),
            (Array("Ünïcode 🔔.caf".utf8), "Ünïcode 🔔.caf"),
            (
                [0x61, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80],
                "a\\xC0\\xAF\\xED\\xA0\\x80\\xF4\\x90\\x80\\x80"
            ),
        ])
    func roundTrip(bytes: [UInt8], shown: String) {
        #expect(PathText.string(fromSystem: bytes) == shown)
        #expect(PathText.systemBytes(shown) == bytes)
        #expect(PathText.systemPath(shown) == bytes.map { CChar(bitPattern: $0) } + [0])
    }

    @Test("every byte sequence survives the trip (20,000 random names)")
    func randomRoundTrip() {
        var generator = SplitMix64(seed: 11)
        // Backslash, x, hex digits, pieces of UTF-8 sequences, and any byte.
        let alphabet: [UInt8] = [
            0x5C, 0x78, 0x41, 0x46, 0x30, 0x39, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0xFF, 0x2E,
        ]
        for _ in 0..<20_000 {
            let bytes = (0..<Int(generator.next() % 12) + 1).map { _ in
                let any = UInt8(truncatingIfNeeded: generator.next() % 255 + 1)
                return generator.next() % 3 == 0 ? any : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let text = PathText.string(fromSystem: bytes)
            #expect(PathText.systemBytes(text) == bytes, "\(bytes) -> \(text)")
            if let valid = String(bytes: bytes, encoding: .utf8), !bytes.contains(0x5C) { #expect(text == valid) }
        }
    }

    @Test("a name that is not UTF-8 is walked, named, read and reported escaped")
    func checkedByTheLibrary() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let walked = try Checker().check(paths: [folder.path])
        #expect(walked.files.map(\.sound.name) == [Self.badShown, "chime.wav"])
        #expect(walked.files.allSatisfy { $0.valid && $0.sound.readError == nil }, "\(walked.files.map(\.findings))")
        let named = try Checker().check(paths: [folder.badPath])
        #expect(named.files.first?.valid == true && named.files.first?.sound.description?.frames != nil)
        #expect(
            try ManifestBuilder.sha256(ofFile: folder.badPath)
                == ManifestBuilder.sha256(ofFile: folder.path + "/chime.wav"))
    }

    @Test("soundcheck check, manifest and convert find, open and name the file")
    func commandLine() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let walked = try Self.runCLI("exec \"$S\" check --format xcode --strict -v \"$1\"", in: folder)
        #expect(walked.status == 0 && walked.text.isEmpty, "\(walked.text)\(walked.standardError)")
        let named = try Self.runCLI("exec \"$S\" check --format human -v \"$BAD\"", in: folder)
        #expect(named.status == 0, "\(named.standardError)")
        #expect(named.text.contains("\(Self.badShown): ok: WAV lpcm"), "\(named.text)")

        let manifest = try Self.runCLI("cd \"$1\" && exec \"$S\" manifest . -o manifest.json", in: folder)
        #expect(manifest.status == 0, "\(manifest.text)\(manifest.standardError)")
        let json = try String(contentsOf: folder.url.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(json.contains("\"name\": \"bad\\\\xFF\\\\xFE.wav\""), "\(json)")

        let converted = try Self.runCLI("exec \"$S\" convert \"$BAD\" -o \"$1/out.caf\"", in: folder)
        #expect(converted.status == 0, "\(converted.standardError)")
        #expect(converted.text.contains("\(Self.badShown) -> "), "\(converted.text)")
        #expect(try Checker().check(paths: [folder.path + "/out.caf"]).files.first?.valid == true)
    }

    @Test("soundcheck payloads reads payload files whose names are not UTF-8, walked and named")
    func payloads() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let payload = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("payloads/valid/chime.json")))
        try Folder.write(payload, named: Array("push".utf8) + [0xE9] + Array(".json".utf8), in: folder.path)
        let manifest = TestPaths.sample("manifest.json")
        let walked = try Self.runCLI(
            "exec \"$S\" payloads --format human -v --manifest \"\(manifest)\" \"$1\"", in: folder)
        #expect(walked.status == 0, "\(walked.text)\(walked.standardError)")
        #expect(walked.text.contains("push\\xE9.json: ok: 1 payload, sound chime-ima4.caf (valid)"), "\(walked.text)")
        let named = try Self.runCLI(
            "exec \"$S\" payloads --format xcode --manifest \"\(manifest)\" \"$1/$(printf 'push\\351.json')\"",
            in: folder)
        #expect(named.status == 0 && named.text.isEmpty, "\(named.text)\(named.standardError)")
    }

    @Test("names that differ only in Unicode normalisation are two files, both checked")
    func normalisation() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("valid/ping-pcm16.wav")))
        try Folder.write(sound, named: Array("caf\u{E9}.wav".utf8), in: folder.path)
        try Folder.write(sound, named: Array("cafe\u{301}.wav".utf8), in: folder.path)
        let files = try SoundDiscovery().discover([folder.path]).files
        #expect(files.count == 4, "\(files)")
        #expect(try SoundDiscovery().discover([folder.path, folder.path]).files.count == 4)
    }

    @Test("a folder named like a sound, given by name, is reported as a folder; its sounds are still checked")
    func folderNamedLikeASound() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let soundFolder = folder.url.appendingPathComponent("x.caf")
        try FileManager.default.createDirectory(at: soundFolder, withIntermediateDirectories: false)
        let inner = soundFolder.appendingPathComponent("inner.caf").path
        try FileManager.default.copyItem(atPath: TestPaths.sample("valid/chime-ima4.caf"), toPath: inner)

        let report = try Checker().check(paths: [soundFolder.path])
        #expect(report.files.map(\.sound.name) == ["x.caf", "inner.caf"])
        let finding = try #require(report.files.first?.findings.first)
        #expect(finding.rule == "integrity" && finding.message == "cannot read the file: is a folder, not a file")
        // Walked from above, it is a folder like any other.
        #expect(try Checker().check(paths: [folder.path]).files.allSatisfy(\.valid))

        let result = try ExternalTool.run(TestPaths.executable.path, ["check", "--format", "xcode", soundFolder.path])
        #expect(result.status == 1)
        #expect(
            result.text == "\(soundFolder.path): error: cannot read the file: is a folder, not a file [integrity]\n")
        let converted = try ExternalTool.run(
            TestPaths.executable.path,
            ["convert", soundFolder.path, "-o", folder.path + "/y.caf"])
        #expect(converted.status == 1)
        #expect(
            converted.standardError.contains("\(soundFolder.path): is a folder, not a sound file"),
            "\(converted.standardError)")
    }

    @Test("a folder named like a payload file, given by name, fails with a finding")
    func folderNamedLikeAPayload() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let payloadFolder = folder.url.appendingPathComponent("push.json").path
        try FileManager.default.createDirectory(atPath: payloadFolder, withIntermediateDirectories: false)
        let report = try PayloadValidator(manifest: SoundManifest(sounds: [])).validate(paths: [payloadFolder])
        #expect(report.files.map(\.path) == [payloadFolder])
        #expect(report.files.first?.findings.first?.message == "cannot read the file: is a folder, not a file")
    }
}
