import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `soundcheck fix` on copies of samples/: a plan, fixes that pass the checks, originals left
/// alone with --out, honest reports of what cannot be fixed, and nothing to do the second time.
@Suite("fix: plan, convert, re-check, idempotent", .enabled(if: ExternalTool.path(of: "sox") != nil, "needs sox"))
struct FixTests {
    func runCLI(_ arguments: [String], in directory: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: directory)
    }

    /// A project folder with a too-long CAF, an MP3, a 24-bit WAV of 31 s, a valid sound, and a
    /// damaged one.
    func project(_ fixture: ConversionFixture) throws -> URL {
        let root = fixture.directory.appendingPathComponent("Sounds")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("alerts"), withIntermediateDirectories: true)
        for name in ["invalid/too-long.caf", "invalid/theme.mp3", "invalid/truncated.wav", "valid/chime-ima4.caf"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.sample(name),
                toPath: root.appendingPathComponent(PathText.lastComponent(of: name)).path)
        }
        let result = try ExternalTool.run(
            "sox",
            [
                "-R", "-r", "8000", "-n", "-b", "24", root.appendingPathComponent("alerts/long24.wav").path, "synth",
                "31", "sine", "500",
            ])
        #expect(result.status == 0)
        return root
    }

    func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root.path)! {
            let path = root.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    @Test("--dry-run prints the plan and changes nothing")
    func dryRun() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let root = try project(fixture)
        let before = try snapshot(root)
        let result = try runCLI(["fix", "Sounds", "--dry-run"], in: fixture.directory)
        #expect(result.status == 1)
        #expect(result.text.contains("Sounds/too-long.caf [duration] -> in place (caff ima4)"), "\(result.text)")
        #expect(result.text.contains("Sounds/theme.mp3 [undocumented-format] -> Sounds/theme.caf (caff ima4; renamed"))
        #expect(result.text.contains("Sounds/alerts/long24.wav [duration] -> in place (WAVE lpcm16)"))
        #expect(result.text.contains("Sounds/truncated.wav [integrity] -> not fixable"))
        #expect(!result.text.contains("chime-ima4.caf"))
        #expect(try snapshot(root) == before)
    }

    @Test("--out writes passing sounds, mirroring folders, and leaves every original byte-identical")
    func outDirectory() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let root = try project(fixture)
        let before = try snapshot(root)
        let result = try runCLI(["fix", "Sounds", "--out", "Fixed"], in: fixture.directory)
        #expect(result.status == 1, "truncated.wav cannot be fixed: \(result.text)\(result.standardError)")
        #expect(result.text.contains("Fixed 3 of 4 failing sounds; 1 could not be fixed."), "\(result.text)")
        #expect(try snapshot(root) == before)

        let fixed = fixture.directory.appendingPathComponent("Fixed")
        let report = try Checker().check(paths: [fixed.path])
        #expect(
            Set(report.files.map { PathText.relative($0.path, to: fixed.path) }) == [
                "too-long.caf", "theme.caf", "alerts/long24.wav",
            ])
        #expect(report.files.allSatisfy { $0.valid }, "\(report.files.flatMap(\.findings).map(\.message))")
    }

    @Test(
        """
        in place: fixed sounds replace their originals, a renamed one replaces its old name, and a second run \
        changes nothing
        """
    )
    func inPlaceIdempotent() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let root = try project(fixture)
        let untouched = try ConversionFixture.bytes(root.appendingPathComponent("chime-ima4.caf").path)
        let first = try runCLI(["fix", "Sounds"], in: fixture.directory)
        #expect(first.status == 1)
        #expect(first.text.contains("fixed Sounds/too-long.caf -> Sounds/too-long.caf"), "\(first.text)")
        #expect(first.text.contains("trimmed from 30.5 s to just under 30 s"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("theme.mp3").path))
        #expect(try ConversionFixture.bytes(root.appendingPathComponent("chime-ima4.caf").path) == untouched)

        let report = try Checker().check(paths: [root.path])
        #expect(report.files.filter { !$0.valid }.map { PathText.lastComponent(of: $0.path) } == ["truncated.wav"])

        let afterFirst = try snapshot(root)
        let second = try runCLI(["fix", "Sounds"], in: fixture.directory)
        #expect(second.text.contains("Fixed 0 of 1 failing sound; 1 could not be fixed."), "\(second.text)")
        #expect(try snapshot(root) == afterFirst)
    }

    @Test("the planner keeps names whose container can hold a playing sound, and keeps allowed encodings")
    func planner() throws {
        let report = try Checker().check(paths: [TestPaths.sample("invalid")])
        let plan = FixPlanner().plan(report, roots: [TestPaths.sample("invalid")])
        func action(_ name: String) -> FixItem.Action? {
            plan.items.first { PathText.lastComponent(of: $0.path) == name }?.action
        }
        #expect(
            action("too-long.caf")
                == .convert(
                    output: TestPaths.sample("invalid/too-long.caf"), format: .notificationDefault, renamed: false))
        #expect(
            action("theme.mp3")
                == .convert(output: TestPaths.sample("invalid/theme.caf"), format: .notificationDefault, renamed: true))
        let wav = try OutputFormat(container: .wav, encoding: .lpcm16)
        #expect(
            action("mp3-renamed.wav")
                == .convert(output: TestPaths.sample("invalid/mp3-renamed.wav"), format: wav, renamed: false))
        if case .skip = action("corrupt-ima4.caf") {} else { Issue.record("a damaged file is not guessed at") }
    }
}
