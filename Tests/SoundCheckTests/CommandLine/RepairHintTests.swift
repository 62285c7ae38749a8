import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// What a failure says to do next fits where it is read: in a terminal, `soundcheck fix`; in a
/// package's build log, the command plugin (no `soundcheck` is on PATH there, and the build
/// plugin cannot take --allow-invalid); and the rules' hints name soundcheck's own commands first.
@Suite("repair hints")
struct RepairHintTests {
    func manifest(_ extra: [String]) throws -> ExternalTool.Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "soundcheck-hint-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        return try ExternalTool.run(
            TestPaths.executable.path,
            [
                "manifest", "samples/valid/chime-ima4.caf", "samples/invalid/too-long.caf",
                "--format", "xcode", "-o", output,
            ] + extra,
            currentDirectory: TestPaths.packageRoot)
    }

    @Test("the build plugin's failure line names the command plugin, not soundcheck or --allow-invalid")
    func buildPlugin() throws {
        let result = try manifest(["--context", "build-plugin"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.hasSuffix(
                """
                soundcheck: 1 of 2 sounds will not play; run `swift package --allow-writing-to-package-directory \
                soundcheck fix` to repair them, or make the rule a warning under severity in .soundcheck.yml\n
                """
            ),
            "\(result.standardError)")
        #expect(!result.standardError.contains("--allow-invalid"))
    }

    @Test("on the command line the failure line still names soundcheck fix and --allow-invalid")
    func commandLine() throws {
        let result = try manifest([])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasSuffix(
                """
                soundcheck: 1 of 2 sounds will not play; repair them with soundcheck fix (or pass --allow-invalid \
                to list them without failing)\n
                """
            ),
            "\(result.standardError)")
    }

    func message(_ sample: String, rule: String) throws -> String {
        let report = try Checker().check(paths: [TestPaths.sample(sample)])
        return try #require(report.files.first?.findings.first { $0.rule == rule }?.message)
    }

    @Test(
        "container, encoding, undocumented-format, duration and extension hints name soundcheck's fix or convert first")
    func ruleHints() throws {
        let container = try message("invalid/not-audio.caf", rule: "container")
        #expect(
            container.hasSuffix(
                """
                convert it to CAF IMA4 with soundcheck fix, or soundcheck convert IN -o OUT.caf (on a Mac also \
                afconvert -f caff -d ima4 IN OUT.caf)
                """
            ), "\(container)")
        #expect(!container.contains("ffmpeg"))
        let encoding = try message("invalid/ms-adpcm.wav", rule: "encoding")
        #expect(
            encoding.hasSuffix("e.g. CAF IMA4 (soundcheck fix, or soundcheck convert -f caff -d ima4)"), "\(encoding)")
        let undocumented = try message("invalid/aac-in.caf", rule: "undocumented-format")
        #expect(
            undocumented.hasSuffix("e.g. CAF IMA4 (soundcheck fix, or soundcheck convert -f caff -d ima4)"),
            "\(undocumented)")
        let mp3 = try message("invalid/theme.mp3", rule: "undocumented-format")
        #expect(
            mp3.hasSuffix(
                """
                convert it to CAF IMA4 with soundcheck fix, or soundcheck convert IN -o OUT.caf (on a Mac also \
                afconvert -f caff -d ima4 IN OUT.caf)
                """
            ), "\(mp3)")
        let duration = try message("invalid/too-long.caf", rule: "duration")
        #expect(duration.hasSuffix("Trim it below 30 s (soundcheck fix trims it, with a fade-out)"), "\(duration)")
        let name = try message("warnings/doorbell.wav", rule: "extension")
        #expect(
            name.hasSuffix("rename it to .caf (soundcheck fix renames it), then update the name in your payloads"),
            "\(name)")
    }
}
