import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCommands
@testable import SoundCheckCore

@Suite("Command inputs: each command's paths and report files, from the command line or the settings file")
struct CommandInputTests {
    /// A settings file that names paths and report files for every input, in its own folder.
    func settings() throws -> (folder: URL, file: SoundCheckConfiguration) {
        let folder = try TestPaths.temporaryDirectory()
        let path = folder.appendingPathComponent(".soundcheck.yml").path
        try """
        sounds: [Sounds]
        payloads: [payloads]
        sources: [Sources]
        reporters:
          check: [sarif:sounds.sarif]
          payloads: [junit:payloads.xml]
          refs: [markdown:refs.md]
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, try SoundCheckConfiguration.load(path: path))
    }

    @Test("the command line's paths win; else the file's, resolved against its folder; else a usage error (exit 2)")
    func paths() throws {
        let (folder, file) = try settings()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected: [(CommandInput, String)] = [(.sounds, "Sounds"), (.payloads, "payloads"), (.sources, "Sources")]
        for (input, name) in expected {
            #expect(try input.paths(given: ["given"], file: file) == ["given"])
            #expect(try input.paths(given: [], file: file) == [folder.appendingPathComponent(name).path])
            #expect(throws: (any Error).self) { try input.paths(given: [], file: nil) }
        }
    }

    @Test("each input takes its own reporters from the file, and --report replaces them")
    func reports() throws {
        let (folder, file) = try settings()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputOptions.parse(["--format", "json"])
        let expected: [(CommandInput, ReportFormat, String)] = [
            (.sounds, .sarif, "sounds.sarif"), (.payloads, .junit, "payloads.xml"), (.sources, .markdown, "refs.md"),
        ]
        for (input, format, name) in expected {
            let plan = try output.plan(for: input, reportFiles: ReportFileOptions.parse([]), file: file)
            #expect(
                plan.entries == [
                    .init(format: .json, destination: .console),
                    .init(format: format, destination: .file(folder.appendingPathComponent(name).path)),
                ])
            let replaced = try output.plan(
                for: input, reportFiles: ReportFileOptions.parse(["--report", "xcode:x.txt", "--output", "o.json"]),
                file: file)
            #expect(
                replaced.entries == [
                    .init(format: .json, destination: .file("o.json")),
                    .init(format: .xcode, destination: .file("x.txt")),
                ])
            #expect(try output.plan(for: input, reportFiles: ReportFileOptions.parse([]), file: nil).entries.count == 1)
        }
    }
}
