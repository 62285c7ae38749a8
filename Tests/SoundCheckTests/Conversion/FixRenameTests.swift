import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `fix` repairs the warnings it can: a sound whose extension does not fit its content (a CAF
/// named .wav) is renamed to the extension that does, never over another file; the warnings it
/// cannot repair are named, so "nothing to fix" never hides what `check --strict` fails on.
@Suite("fix renames a sound whose extension does not fit its content")
struct FixRenameTests {
    /// A folder `Sounds/` holding copies of `samples` (name in Sounds: sample path).
    func project(_ samples: [String: String]) throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        let sounds = root.appendingPathComponent("Sounds")
        try FileManager.default.createDirectory(at: sounds, withIntermediateDirectories: true)
        for (name, sample) in samples {
            try FileManager.default.copyItem(
                atPath: TestPaths.sample(sample), toPath: sounds.appendingPathComponent(name).path)
        }
        return root
    }

    func run(_ arguments: [String], in folder: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: folder)
    }

    func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test("a CAF named .wav: the plan says rename, fix renames it in place, and check --strict then passes")
    func renameInPlace() throws {
        let root = try project(["doorbell.wav": "warnings/doorbell.wav", "chime.caf": "valid/chime-ima4.caf"])
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try Data(contentsOf: root.appendingPathComponent("Sounds/doorbell.wav"))
        let plan = try run(["fix", "Sounds", "--dry-run"], in: root)
        #expect(plan.status == 1, "\(plan.text)\(plan.standardError)")
        #expect(
            plan.text.contains("Sounds/doorbell.wav [extension] -> rename to Sounds/doorbell.caf (the content is CAF)"),
            "\(plan.text)")
        #expect(exists(root, "Sounds/doorbell.wav"))

        let fixed = try run(["fix", "Sounds"], in: root)
        #expect(fixed.status == 0, "\(fixed.text)\(fixed.standardError)")
        #expect(fixed.text.contains("renamed Sounds/doorbell.wav -> Sounds/doorbell.caf"), "\(fixed.text)")
        #expect(!exists(root, "Sounds/doorbell.wav"))
        #expect(
            try Data(contentsOf: root.appendingPathComponent("Sounds/doorbell.caf")) == original,
            "renaming keeps every byte")
        #expect(try run(["check", "--strict", "Sounds"], in: root).status == 0)
        let again = try run(["fix", "Sounds"], in: root)
        #expect(again.text.hasPrefix("Nothing to fix"), "\(again.text)")
    }

    @Test("a rename never replaces a file that has the new name already")
    func refusesExistingName() throws {
        let root = try project(["doorbell.wav": "warnings/doorbell.wav", "doorbell.caf": "valid/chime-ima4.caf"])
        defer { try? FileManager.default.removeItem(at: root) }
        let other = try Data(contentsOf: root.appendingPathComponent("Sounds/doorbell.caf"))
        let result = try run(["fix", "Sounds"], in: root)
        #expect(result.status == 1, "\(result.text)\(result.standardError)")
        #expect(
            result.text.contains("Sounds/doorbell.wav [extension] -> not fixable: Sounds/doorbell.caf exists already"),
            "\(result.text)")
        #expect(exists(root, "Sounds/doorbell.wav"))
        #expect(try Data(contentsOf: root.appendingPathComponent("Sounds/doorbell.caf")) == other)
    }

    @Test("when the new name is taken between plan and rename, the rename is refused and nothing changes")
    func refusesNameTakenLater() throws {
        let root = try project(["doorbell.wav": "warnings/doorbell.wav", "chime.caf": "valid/chime-ima4.caf"])
        defer { try? FileManager.default.removeItem(at: root) }
        let sounds = root.appendingPathComponent("Sounds").path
        let fixer = Fixer()
        let taken = "\(sounds)/chime.caf"
        #expect(
            fixer.giveFittingName("\(sounds)/doorbell.wav", taken, keepingOriginal: false)
                == .failed("\(taken) exists already; give one of them another name yourself"))
        #expect(exists(root, "Sounds/doorbell.wav"))
        #expect(
            fixer.giveFittingName("\(sounds)/doorbell.wav", "\(sounds)/doorbell.caf", keepingOriginal: false)
                == .renamed("\(sounds)/doorbell.caf"))
        #expect(!exists(root, "Sounds/doorbell.wav"))
    }

    @Test("with --out, the renamed copy goes there and the original stays")
    func renameIntoOut() throws {
        let root = try project(["doorbell.wav": "warnings/doorbell.wav"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["fix", "Sounds", "--out", "Fixed"], in: root)
        #expect(result.status == 0, "\(result.text)\(result.standardError)")
        #expect(exists(root, "Sounds/doorbell.wav"))
        #expect(exists(root, "Fixed/doorbell.caf"))
    }

    @Test("warnings fix cannot repair are named, not hidden behind 'Nothing to fix'")
    func leftToTheUser() throws {
        let root = try project(["dvi-adpcm.wav": "warnings/dvi-adpcm.wav"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["fix", "Sounds"], in: root)
        #expect(result.status == 0, "every sound plays: \(result.text)\(result.standardError)")
        #expect(
            result.text.contains("Left to you (fix does not repair these warnings; check --strict fails on them):"),
            "\(result.text)")
        #expect(result.text.contains("  Sounds/dvi-adpcm.wav [encoding]"), "\(result.text)")
    }
}
