import Foundation
import Testing

@testable import SoundCheckCore

/// `--output FILE`, `--report FORMAT:FILE` and `reporters` through the built executable: the files
/// hold exactly what `--format` prints, one run writes them all, and the exit status is the one
/// the findings call for.
@Suite("soundcheck: report files")
struct ReportFilesCommandLineTests {
    func run(_ arguments: [String], in folder: URL = TestPaths.packageRoot) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: folder)
    }

    func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test("check writes SARIF and JUnit besides the console report, each as --format prints it")
    func extraReports() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("soundcheck.sarif")
        let junit = folder.appendingPathComponent("junit.xml")
        let result = try run([
            "check", "samples", "--format", "xcode", "--report", "sarif:\(sarif.path)", "--report",
            "junit:\(junit.path)",
        ])
        #expect(result.status == 1, "findings still exit 1: \(result.standardError)")
        #expect(result.text == (try run(["check", "samples", "--format", "xcode"])).text)
        #expect(try contents(sarif) == (try run(["check", "samples", "--format", "sarif"])).text)
        #expect(try contents(junit) == (try run(["check", "samples", "--format", "junit"])).text)
        #expect(try run(["check", "samples/valid", "--report", "sarif:\(sarif.path)"]).status == 0)
    }

    @Test("--output writes the report to a file instead of standard output (xcode unless --format says)")
    func output() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.txt")
        let result = try run(["check", "samples", "--output", file.path, "--format", "human", "--color"])
        #expect(result.status == 1)
        #expect(result.text.isEmpty)
        let expected = try run(["check", "samples", "--format", "human"]).text
        #expect(try contents(file) == expected, "no colour codes in a file, even with --color")
        #expect(try run(["check", "samples", "--output", file.path]).status == 1)
        #expect(try contents(file) == (try run(["check", "samples", "--format", "xcode"])).text)
    }

    @Test("payloads and manifest write report files too")
    func otherCommands() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let payloads = folder.appendingPathComponent("payloads.md")
        let arguments = ["payloads", "samples/payloads", "--manifest", "samples/manifest.json"]
        let result = try run(
            arguments + [
                "--output", folder.appendingPathComponent("p.txt").path, "--report", "markdown:\(payloads.path)",
            ])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(try contents(payloads) == (try run(arguments + ["--format", "markdown"])).text)
        let findings = folder.appendingPathComponent("findings.json")
        let manifest = try run(["manifest", "samples/valid", "--report", "json:\(findings.path)"])
        #expect(manifest.status == 0, "\(manifest.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: findings)) as? [String: Any]
        #expect(
            (object?["summary"] as? [String: Int])?["files"] == 0, "a run with nothing to list still writes its report")
    }

    @Test(
        """
        reporters in .soundcheck.yml: written by check and payloads, relative to the file's folder; --report \
        replaces them
        """
    )
    func configured() throws {
        let project = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        let sounds = project.appendingPathComponent("Sounds")
        let nested = project.appendingPathComponent("Nested")
        try FileManager.default.createDirectory(at: sounds, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.sample("valid/chime-ima4.caf"), toPath: sounds.appendingPathComponent("chime.caf").path)
        try #"{"aps": {"sound": "chime.caf"}}"#.write(
            to: project.appendingPathComponent("push.json"), atomically: true, encoding: .utf8)
        try """
        sounds: [Sounds]\npayloads: [push.json]\nreporters:\n  check: [json:sounds.json]\n  payloads: \
        [junit:Nested/push.xml]\n
        """
        .write(to: project.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        let result = try run(["check"], in: nested)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try run(["payloads"], in: nested).status == 0)
        #expect(try contents(nested.appendingPathComponent("push.xml")).contains("push.json"))
        let json = try contents(project.appendingPathComponent("sounds.json"))
        #expect(json.contains("Sounds/chime.caf\""))
        try FileManager.default.removeItem(at: project.appendingPathComponent("sounds.json"))
        #expect(try run(["check", "--report", "json:given.json"], in: nested).status == 0)
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("given.json").path))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("sounds.json").path))
    }

    @Test("mistakes are usage errors (exit 2) before anything is checked")
    func mistakes() throws {
        let misspelt = try run(["check", "samples", "--report", "sarf:x.sarif"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains("unknown report format 'sarf' (did you mean 'sarif'?)"))
        let twice = try run(["check", "samples", "--output", "same.txt", "--report", "sarif:./same.txt"])
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("would both be written to"))
        #expect(!FileManager.default.fileExists(atPath: TestPaths.packageRoot.appendingPathComponent("same.txt").path))
        let unwritable = try run(["check", "samples/valid", "--report", "sarif:/nonexistent-folder/x.sarif"])
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError.contains("cannot write the sarif report"))
        #expect(
            try run(["manifest", "samples/valid", "--check", "samples/manifest.json", "--report", "json:x.json"]).status
                == 2)
    }
}
