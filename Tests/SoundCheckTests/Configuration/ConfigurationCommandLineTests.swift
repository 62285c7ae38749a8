import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The configuration file through the built executable, in a temporary project folder.
@Suite("Configuration: soundcheck with .soundcheck.yml")
struct ConfigurationCommandLineTests {
    /// A project: Sounds/ with a 30.5 s sound and a valid one, Sounds/Generated/ with an invalid
    /// one, Payloads/ with one payload naming the valid sound.
    func makeProject(_ configuration: String) throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        let manager = FileManager.default
        let sounds = root.appendingPathComponent("Sounds")
        try manager.createDirectory(at: sounds.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Payloads"), withIntermediateDirectories: true)
        try manager.copyItem(
            atPath: TestPaths.sample("invalid/too-long.caf"), toPath: sounds.appendingPathComponent("too-long.caf").path
        )
        try manager.copyItem(
            atPath: TestPaths.sample("valid/chime-ima4.caf"),
            toPath: sounds.appendingPathComponent("chime-ima4.caf").path)
        try manager.copyItem(
            atPath: TestPaths.sample("invalid/aac-in.caf"),
            toPath: sounds.appendingPathComponent("Generated/aac-in.caf").path)
        try #"{"aps": {"alert": "Dinner is ready", "sound": "chime-ima4.caf"}}"#
            .write(to: root.appendingPathComponent("Payloads/dinner.json"), atomically: true, encoding: .utf8)
        try configuration.write(to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        return root
    }

    func run(_ arguments: [String], in folder: URL) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: folder)
    }

    static let project = """
        sounds: [Sounds]
        payloads: [Payloads]
        exclude: ["**/Generated/**"]
        max_duration: 29
        payload_limits:
          default: 20

        """

    @Test("check with no paths checks the file's sounds, minus exclude, with its max_duration")
    func fileApplies() throws {
        let root = try makeProject(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["check", "--format", "human"], in: root)
        #expect(result.status == 1, "\(result.text)\(result.standardError)")
        #expect(result.text.contains("Checked 2 files: 1 will play, 1 will not"), "\(result.text)")
        #expect(result.text.contains("must be shorter than 29 s, the team's limit"), "\(result.text)")
        // From a nested folder, the parent's file is found and its paths are relative to it.
        let nested = try run(
            ["check", "--format", "human", "--verbose"], in: root.appendingPathComponent("Sounds/Generated"))
        #expect(nested.status == 1, "\(nested.text)\(nested.standardError)")
        #expect(nested.text.contains("Checked 2 files"))
    }

    @Test("an option given on the command line wins over the file")
    func commandLineWins() throws {
        let root = try makeProject(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["check", "--format", "human", "--max-duration", "30"], in: root)
        #expect(result.status == 1)
        #expect(result.text.contains("Sounds/too-long.caf: error: [duration]"))
        #expect(
            result.text.contains("notification sounds must be shorter than 30 s or the default sound plays instead"),
            "\(result.text)")
        // Paths on the command line replace the file's sounds; a file named there is checked
        // even when exclude matches it.
        let named = try run(["check", "--format", "human", "Sounds/Generated/aac-in.caf"], in: root)
        #expect(named.status == 1)
        #expect(named.text.contains("Checked 1 file"))
        // --force-exclude (what the build plugin passes, as it names every file): exclude wins,
        // also for an absolute path.
        let absolute = root.appendingPathComponent("Sounds/Generated/aac-in.caf").path
        let forced = try run(
            ["check", "--format", "human", "--force-exclude", absolute, "Sounds/chime-ima4.caf"], in: root)
        #expect(forced.status == 0, "\(forced.text)\(forced.standardError)")
        #expect(forced.text.contains("Checked 1 file: 1 will play"))

        let payloads = try run(["payloads", "--format", "human"], in: root)
        #expect(payloads.status == 1, "\(payloads.text)\(payloads.standardError)")
        #expect(payloads.text.contains("[payload-size]"))
        let larger = try run(["payloads", "--format", "human", "--max-size", "4096"], in: root)
        #expect(larger.status == 0, "\(larger.text)\(larger.standardError)")
    }

    @Test("refs with no paths reads the file's sources against its sounds, and writes its reporters.refs")
    func refsFromFile() throws {
        let root = try makeProject(Self.project + "sources: [App]\nreporters:\n  refs: [json:reports/refs.json]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("reports"), withIntermediateDirectories: true)
        try "let a = UNNotificationSound(named: UNNotificationSoundName(\"Chime-IMA4.caf\"))\n"
            .write(to: root.appendingPathComponent("App/Sounds.swift"), atomically: true, encoding: .utf8)
        let result = try run(["refs", "--format", "human"], in: root)
        #expect(result.status == 1, "\(result.text)\(result.standardError)")
        #expect(
            result.text.contains(
                """
                App/Sounds.swift:1:60: error: [sound-name] no sound is named \"Chime-IMA4.caf\"; did you mean \
                \"chime-ima4.caf\"?
                """
            ), "\(result.text)")
        let report = try Data(contentsOf: root.appendingPathComponent("reports/refs.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        #expect((object["files"] as? [[String: Any]])?.count == 1)
        // With neither paths nor sources, refs says what to give.
        try "sounds: [Sounds]\n".write(
            to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        let none = try run(["refs"], in: root)
        #expect(none.status == 2)
        #expect(none.standardError.contains("sources"), "\(none.standardError)")
    }

    @Test("--config names another file; disabled rules and severities apply")
    func explicitConfig() throws {
        let root = try makeProject(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        try "sounds: [Sounds]\nseverity:\n  duration: warning\n".write(
            to: root.appendingPathComponent("ci.yml"), atomically: true, encoding: .utf8)
        let result = try run(["check", "--format", "human", "--config", "ci.yml"], in: root)
        // ci.yml has no exclude: Generated/ is checked too.
        #expect(result.status == 1, "\(result.text)\(result.standardError)")
        #expect(result.text.contains("Sounds/too-long.caf: warning: [duration]"))
        #expect(result.text.contains("Sounds/Generated/aac-in.caf: error: [undocumented-format]"))
        // A team that ships AAC sounds on purpose makes the rule a warning: the run passes.
        try "sounds: [Sounds]\nseverity:\n  duration: warning\n  undocumented-format: warning\n"
            .write(to: root.appendingPathComponent("ci.yml"), atomically: true, encoding: .utf8)
        let tolerated = try run(["check", "--format", "human", "--config", "ci.yml"], in: root)
        #expect(tolerated.status == 0, "\(tolerated.text)")
        #expect(tolerated.text.contains("Sounds/Generated/aac-in.caf: warning: [undocumented-format]"))
        try "sounds: [Sounds]\ndisabled_rules: [duration, undocumented-format]\n".write(
            to: root.appendingPathComponent("ci.yml"), atomically: true, encoding: .utf8)
        #expect(try run(["check", "--format", "human", "--config", "ci.yml"], in: root).status == 0)
    }

    @Test("disabling payload-structure is a configuration error, so a broken payload never passes")
    func payloadStructureCannotBeDisabled() throws {
        let root = try makeProject("payloads: [Payloads]\ndisabled_rules: [payload-structure]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try "{\"alert\": ".write(
            to: root.appendingPathComponent("Payloads/broken.json"), atomically: true, encoding: .utf8)
        let result = try run(["payloads", "--format", "human", "--sounds", "Sounds"], in: root)
        #expect(result.status == 2, "\(result.text)\(result.standardError)")
        #expect(
            result.standardError.contains(".soundcheck.yml:2:18: error: 'payload-structure' cannot be disabled:"),
            "\(result.standardError)")
        try "payloads: [Payloads]\n".write(
            to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        let checked = try run(["payloads", "--format", "human", "--sounds", "Sounds"], in: root)
        #expect(checked.status == 1, "\(checked.text)\(checked.standardError)")
        #expect(checked.text.contains("Payloads/broken.json:1:"), "\(checked.text)")
        #expect(checked.text.contains("error: [payload-structure] not valid JSON"), "\(checked.text)")
    }

    @Test("soundcheck config prints the effective configuration")
    func printsConfiguration() throws {
        let root = try makeProject(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["config", "--config", ".soundcheck.yml"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.text == """
                # .soundcheck.yml
                sounds: [Sounds]
                targets: []
                allow_empty: false
                payloads: [Payloads]
                sources: []
                exclude: ["**/Generated/**"]
                disabled_rules: []
                severity: {}
                max_duration: 29
                allowed_encodings:
                  caf: [lpcm, ima4, ulaw, alaw]
                  aiff: [lpcm]
                  aifc: [lpcm, ima4, ulaw, alaw]
                  wav: [lpcm, ulaw, alaw]
                loudness_tolerance: 6
                payload_limits:
                  default: 20
                  voip: 5120
                manifest: null
                swift_constants: null
                swift_type: NotificationSound
                swift_access: public
                reporters: {}

                """)
    }

    @Test("a broken file is a usage problem: every error with its line, exit 2")
    func brokenFile() throws {
        let root = try makeProject("sounds: [Sounds]\nmax_duration: \"long\"\nsevrity: {}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["config"], in: root)
        #expect(result.status == 2)
        #expect(result.text.isEmpty)
        #expect(
            result.standardError.contains(".soundcheck.yml:2:15: error: 'max_duration' must be a number, not \"long\""))
        #expect(
            result.standardError.contains(
                ".soundcheck.yml:3:1: error: unknown key 'sevrity' (did you mean 'severity'?)"))
        #expect(try run(["check", "--format", "human"], in: root).status == 2)
    }
}
