import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// `fix` never leaves an app worse than it found it: a sound it renames (ring.mp3 becomes
/// ring.caf) is renamed where the app lists it too, and the app is checked again after.
@Suite("fix: the files that list a renamed sound")
struct FixListingsTests {
    @Test("an entry at its line is renamed there, and only the whole name")
    func positionedEdit() throws {
        let text = Array("{\n  \"sounds\": [\"./a/ring.mp3\", \"./a/ring.mp3.bak\"]\n}\n".utf8)
        let edit = ListingEdit(file: "app.json", line: 2, oldName: "ring.mp3", newName: "ring.wav")
        let edited = try edit.applied(to: text).get()
        #expect(
            String(decoding: edited, as: UTF8.self) == "{\n  \"sounds\": [\"./a/ring.wav\", \"./a/ring.mp3.bak\"]\n}\n")
    }

    /// Seen on the samples: an XcodeGen folder source and a Tuist glob list a sound without naming
    /// it; a Cordova resource-file names it twice (src and target).
    @Test("an entry that covers the sound without naming it needs no edit, unless it names the old extension")
    func coveringEntries() throws {
        let spec = Array("targets:\n  App:\n    sources:\n      - path: Sounds\n      - Tones/*.mp3\n".utf8)
        let folder = ListingEdit(file: "project.yml", line: 4, oldName: "ring.mp3", newName: "ring.caf")
        #expect(try folder.applied(to: spec).get() == spec)
        let glob = ListingEdit(file: "project.yml", line: 5, oldName: "ring.mp3", newName: "ring.caf")
        #expect((try? glob.applied(to: spec).get()) == nil, "Tones/*.mp3 would no longer take ring.caf")
        let cordova = Array("<resource-file src=\"res/ring.mp3\" target=\"ring.mp3\" />\n".utf8)
        let both = ListingEdit(file: "config.xml", line: 1, oldName: "ring.mp3", newName: "ring.caf")
        #expect(
            String(decoding: try both.applied(to: cordova).get(), as: UTF8.self)
                == "<resource-file src=\"res/ring.caf\" target=\"ring.caf\" />\n")
    }

    @Test("an Xcode project's one file reference of the name is renamed, with the comments that repeat it")
    func projectEdit() throws {
        let pbxproj = Projects.UnseenAppClassesTests.mp3Project
        let edit = ListingEdit(file: "project.pbxproj", line: nil, oldName: "ring.mp3", newName: "ring.caf")
        let edited = String(decoding: try edit.applied(to: Array(pbxproj.utf8)).get(), as: UTF8.self)
        #expect(edited.contains("path = \"ring.caf\""))
        #expect(!edited.contains("ring.mp3"))
        #expect(edited.contains("long.m4a"))
        // Two references of one name (two folders): which is meant is unclear, so nothing is changed.
        let twice = pbxproj.replacingOccurrences(of: "long.m4a", with: "ring.mp3")
        #expect((try? edit.applied(to: Array(twice.utf8)).get()) == nil)
    }

    /// An Xcode project whose app target copies a second of MP3 and of M4A.
    static func mp3Project() throws -> XcodeFixture {
        let fixture = try XcodeFixture(pbxproj: Projects.UnseenAppClassesTests.mp3Project)
        for (name, codec) in [("ring.mp3", "libmp3lame"), ("long.m4a", "aac")] {
            try ExternalTool.ffmpeg(
                ["-f", "lavfi", "-i", "sine=f=440:sample_rate=22050:d=1", "-c:a", codec, fixture.root + "/" + name])
        }
        return fixture
    }

    /// A temporary folder holding a second of MP3 at `relative`.
    static func folder(withMP3At relative: String) throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        let file = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ExternalTool.ffmpeg(
            ["-f", "lavfi", "-i", "sine=f=440:sample_rate=22050:d=1", "-c:a", "libmp3lame", file.path])
        return root
    }

    @Test(
        "fix of an Xcode project: the MP3s become CAFs, the project references them, and the next check passes",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"))
    func xcodeProject() throws {
        let fixture = try Self.mp3Project()
        defer { fixture.remove() }
        let run = { (arguments: [String]) in
            try ExternalTool.run(
                TestPaths.executable.path, arguments, currentDirectory: URL(fileURLWithPath: fixture.root))
        }
        let fix = try run(["fix", "App.xcodeproj"])
        #expect(fix.status == 0, "\(fix.text)\(fix.standardError)")
        #expect(fix.text.contains("updated App.xcodeproj/project.pbxproj"), "\(fix.text)")
        let project = try String(contentsOfFile: fixture.projectPath + "/project.pbxproj", encoding: .utf8)
        #expect(project.contains("\"ring.caf\"") && project.contains("\"long.caf\""))
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/ring.mp3"))
        let check = try run(["check", "App.xcodeproj", "-f", "human"])
        #expect(check.status == 0, "\(check.text)\(check.standardError)")
        #expect(check.text.contains("Checked 2 files: 2 will play"), "\(check.text)")
    }

    @Test(
        "fix of an XcodeGen app: a sound of a folder source is renamed, the spec is left as it is, the check passes",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"))
    func xcodeGenFolderSource() throws {
        let root = try Self.folder(withMP3At: "Sounds/ring.mp3")
        defer { try? FileManager.default.removeItem(at: root) }
        let spec =
            "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - path: Sounds\n"
        try Data(spec.utf8).write(to: root.appendingPathComponent("project.yml"))
        let fix = try ExternalTool.run(TestPaths.executable.path, ["fix", "project.yml"], currentDirectory: root)
        #expect(fix.status == 0, "\(fix.text)\(fix.standardError)")
        #expect(try String(contentsOf: root.appendingPathComponent("project.yml"), encoding: .utf8) == spec)
        let check = try ExternalTool.run(
            TestPaths.executable.path, ["check", "project.yml", "-f", "human"], currentDirectory: root)
        #expect(check.text.contains("Checked 1 file: 1 will play"), "\(check.text)\(check.standardError)")
    }

    @Test(
        "fix of an Expo app: the listed MP3 becomes a 16-bit WAV both platforms play, and app.json lists it",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"))
    func expoApp() throws {
        let root = try Self.folder(withMP3At: "assets/ring.mp3")
        defer { try? FileManager.default.removeItem(at: root) }
        let config = """
            {
              "expo": {
                "name": "App",
                "plugins": [["expo-notifications", {"sounds": ["./assets/ring.mp3"]}]]
              }
            }

            """
        try Data(config.utf8).write(to: root.appendingPathComponent("app.json"))
        let fix = try ExternalTool.run(TestPaths.executable.path, ["fix", "."], currentDirectory: root)
        #expect(fix.status == 0, "\(fix.text)\(fix.standardError)")
        let edited = try String(contentsOf: root.appendingPathComponent("app.json"), encoding: .utf8)
        #expect(edited == config.replacingOccurrences(of: "ring.mp3", with: "ring.wav"))
        let sound = SoundReader().inspect(path: root.appendingPathComponent("assets/ring.wav").path)
        #expect(sound.container == .wav)
        #expect(sound.description?.sampleFormat == .int16)
        let check = try ExternalTool.run(
            TestPaths.executable.path, ["check", ".", "-f", "human"], currentDirectory: root)
        #expect(check.status == 0, "\(check.text)\(check.standardError)")
    }

    @Test(
        "names in the app's code that still give the old name are listed with line:column, in --dry-run and after; exit 1",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"))
    func staleNamesInCode() throws {
        let fixture = try Self.mp3Project()
        defer { fixture.remove() }
        let code =
            "import UserNotifications\nlet sound = UNNotificationSound(named: UNNotificationSoundName(\"ring.mp3\"))\n"
        try Data(code.utf8).write(to: URL(fileURLWithPath: fixture.root + "/Notify.swift"))
        let run = { (arguments: [String]) in
            try ExternalTool.run(
                TestPaths.executable.path, arguments, currentDirectory: URL(fileURLWithPath: fixture.root))
        }
        let dry = try run(["fix", "App.xcodeproj", "--dry-run"])
        #expect(dry.text.contains("Notify.swift:2:64: names ring.mp3, which fix renames to ring.caf"), "\(dry.text)")
        let fix = try run(["fix", "App.xcodeproj"])
        #expect(fix.status == 1, "\(fix.text)\(fix.standardError)")
        #expect(fix.standardError.contains("Notify.swift:2:64: names ring.mp3, which fix renamed to ring.caf"))
    }

    @Test("a listing soundcheck cannot change safely skips the rename before anything is converted")
    func refusedBeforeConverting() throws {
        var sound = InspectedSound(path: "assets/ring.mp3", description: nil)
        sound.listedAt = [ListedPosition(path: "app.config.js")]
        let item = FixItem(
            path: "assets/ring.mp3", problems: [],
            action: .convert(
                output: "assets/ring.caf", format: try OutputFormat(container: .caf, encoding: .ima4), renamed: true))
        let planned = FixPlanner().withListingEdits(item, sound: sound)
        guard case .skip(let reason) = planned.action else {
            Issue.record("not skipped: \(planned.action)")
            return
        }
        #expect(reason.hasPrefix("app.config.js lists it where soundcheck cannot change it"))
    }
}
