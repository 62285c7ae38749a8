import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// A run that finds no sound at all is a wrong path far more often than a success, as SwiftLint's
/// "No lintable files found": exit 2 naming the paths, unless --allow-empty or `allow_empty: true`.
@Suite("no sound found")
struct EmptyInputTests {
    /// A folder holding `Sounds/` with only a text file, and `files` (name: contents).
    func project(_ files: [String: String] = [:]) throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sounds"), withIntermediateDirectories: true)
        try Data("not a sound".utf8).write(to: root.appendingPathComponent("Sounds/README.txt"))
        try Data(#"{"aps": {"sound": "default"}}"#.utf8).write(to: root.appendingPathComponent("push.json"))
        for (name, text) in files {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        return root
    }

    func run(_ arguments: [String], in folder: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: folder)
    }

    static let commands: [[String]] = [
        ["check"], ["manifest"], ["fix", "--dry-run"], ["payloads", "push.json", "--sounds"],
    ]

    @Test("check, manifest, fix and payloads --sounds exit 2 naming the paths when they find no sound")
    func emptyFails() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        for command in Self.commands {
            let result = try run(command + ["Sounds"], in: root)
            #expect(result.status == 2, "\(command): \(result.text)\(result.standardError)")
            #expect(
                result.standardError.contains("soundcheck: no sound files found in Sounds"),
                "\(command): \(result.standardError)")
        }
    }

    @Test("--allow-empty and allow_empty: true accept a run that finds no sound")
    func allowEmpty() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        for command in Self.commands {
            let result = try run(command + ["Sounds", "--allow-empty"], in: root)
            #expect(result.status == 0, "\(command): \(result.text)\(result.standardError)")
        }
        try Data("allow_empty: true\n".utf8).write(to: root.appendingPathComponent(".soundcheck.yml"))
        for command in Self.commands {
            let result = try run(command + ["Sounds"], in: root)
            #expect(result.status == 0, "\(command) with allow_empty: true: \(result.text)\(result.standardError)")
        }
    }

    /// An app read that ships no sound is an answer, not a wrong path: exit 0, said so.
    @Test("an app that ships no sound is an answer, not no sound found")
    func emptyApp() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Empty.app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: app.appendingPathComponent("Info.plist"))
        let result = try run(["check", "Empty.app"], in: root)
        #expect(result.status == 0, "\(result.text)\(result.standardError)")
        #expect(
            result.standardError.contains("soundcheck: Empty.app: the app ships no notification sound on iOS"),
            "\(result.standardError)")
        let manifest = try run(["manifest", "Empty.app"], in: root)
        #expect(manifest.status == 0)
        #expect(manifest.text.contains("\"sounds\": []"))
    }

    @Test("sounds all left out by exclude are no sound found too")
    func allExcluded() throws {
        let root = try project([".soundcheck.yml": "exclude: [\"*.caf\"]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            atPath: TestPaths.sample("valid/chime-ima4.caf"),
            toPath: root.appendingPathComponent("Sounds/chime.caf").path)
        let result = try run(["check", "Sounds"], in: root)
        #expect(result.status == 2, "\(result.text)\(result.standardError)")
        #expect(result.standardError.contains("no sound files found in Sounds"), "\(result.standardError)")
    }
}
