import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// `fix` on Android's sounds: what Android cannot play becomes 16-bit WAV under its resource name.
@Suite("fix: Android's raw resources")
struct AndroidFixTests {
    static func copyOfAndroidApp() throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.sample("AndroidApp"), toPath: root.appendingPathComponent("AndroidApp").path)
        return root.appendingPathComponent("AndroidApp")
    }

    @Test("the plan: the CAF in res/raw becomes its .wav; names, duplicates and shrinking are left to the user")
    func plan() throws {
        let report = try Checker().check(paths: [TestPaths.sample("AndroidApp")])
        let plan = FixPlanner().plan(report, roots: [TestPaths.sample("AndroidApp")])
        let raw = TestPaths.sample("AndroidApp/android/app/src/main/res/raw")
        #expect(plan.items.map(\.path) == [raw + "/ios_chime.caf"])
        let format = try OutputFormat(container: .wav, encoding: .lpcm16)
        #expect(plan.items.first?.action == .convert(output: raw + "/ios_chime.wav", format: format, renamed: true))
        #expect(
            Set(plan.androidLeftAlone.map(\.rule)) == [
                "android-resource-name", "android-extension", "android-format",
                "android-duplicate-resource", "android-resource-shrinking",
            ])
        // The float WAV's warning is left (it may play); only the CAF's error is converted.
        #expect(plan.androidLeftAlone.contains { $0.path.hasSuffix("knock_float.wav") })
    }

    @Test("a sound an Expo config lists is not converted: iOS plays it as it is")
    func expoListed() throws {
        let report = Checker().check(
            try ProjectSoundsReader().shippedSounds(
                at: TestPaths.sample("ExpoApp/app.json"), targets: []))
        let plan = FixPlanner().plan(report, roots: [TestPaths.sample("ExpoApp")])
        #expect(!plan.items.contains { $0.problems.contains { $0.rule.hasPrefix("android-") } })
        #expect(plan.androidLeftAlone.contains { $0.rule == "android-format" })
    }

    @Test(
        """
        soundcheck fix writes ios_chime.wav (16-bit PCM, by ffprobe), removes the CAF, and the folder then passes \
        android-format
        """
    )
    func command() throws {
        let app = try Self.copyOfAndroidApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let raw = app.appendingPathComponent("android/app/src/main/res/raw")
        let result = try ExternalTool.run(TestPaths.executable.path, ["fix", app.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: raw.appendingPathComponent("ios_chime.caf").path))
        let wav = raw.appendingPathComponent("ios_chime.wav").path
        #expect(FileManager.default.fileExists(atPath: wav))
        if ExternalTool.hasFFmpeg {
            let probe = try ExternalTool.ffprobe(wav, entries: "format=format_name:stream=codec_name")
            #expect(probe["codec_name"] == "pcm_s16le")
        }
        let after = try Checker().check(paths: [app.path])
        #expect(!after.files.flatMap(\.findings).contains { $0.rule == "android-format" && $0.severity == .error })
    }

    /// A copy of samples/AndroidApp whose Dart code names Alert-Tone (and, as another word, Alert-Tones).
    static func copyWithReference() throws -> URL {
        let app = try copyOfAndroidApp()
        let lib = app.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try Data(
            """
            const d = AndroidNotificationDetails('alerts', 'Alerts',
                sound: RawResourceAndroidNotificationSound('Alert-Tone'));
            // Alert-Tones is another word, and so is my-Alert-Tone
            """.utf8
        ).write(to: lib.appendingPathComponent("alerts.dart"))
        return app
    }

    @Test(
        """
        --rename: Alert-Tone.mp3 becomes alert_tone.mp3, with the references to change; without it, the name is \
        left to the user
        """
    )
    func renamePlan() throws {
        let app = try Self.copyWithReference()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let report = try Checker().check(paths: [app.path])
        let raw = app.path + "/android/app/src/main/res/raw"
        let plan = FixPlanner(renamesAndroidResources: true).plan(report, roots: [app.path])
        let item = try #require(plan.items.first { $0.path.hasSuffix("Alert-Tone.mp3") })
        #expect(item.action == .renameResource(output: raw + "/alert_tone.mp3", keepsOriginal: false))
        #expect(item.problems.map(\.rule) == ["android-resource-name"])
        #expect(
            item.referencesToChange.map { "\(PathText.lastComponent(of: $0.path)):\($0.line):\($0.column)" } == [
                "alerts.dart:2:49"
            ])
        #expect(!plan.androidLeftAlone.contains { $0.rule == "android-resource-name" })
        #expect(plan.text.contains("change these references to Alert-Tone yourself (fix changes none):"))
        let without = FixPlanner().plan(report, roots: [app.path])
        #expect(!without.items.contains { $0.path.hasSuffix("Alert-Tone.mp3") })
        #expect(without.androidLeftAlone.contains { $0.rule == "android-resource-name" })
    }

    @Test("--rename never lands on a resource name the folder holds already")
    func renameCollision() throws {
        let app = try Self.copyOfAndroidApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let raw = app.appendingPathComponent("android/app/src/main/res/raw")
        try FileManager.default.copyItem(
            at: raw.appendingPathComponent("ping.ogg"), to: raw.appendingPathComponent("alert_tone.ogg"))
        let plan = FixPlanner(renamesAndroidResources: true).plan(
            try Checker().check(paths: [app.path]), roots: [app.path])
        let item = try #require(plan.items.first { $0.path.hasSuffix("Alert-Tone.mp3") })
        #expect(
            item.action
                == .skip(
                    reason: "\(raw.path) holds alert_tone.ogg already, whose resource name is alert_tone: "
                        + "rename one of them yourself"))
    }

    @Test(
        """
        soundcheck fix --rename moves the bytes to the new name, changes no reference, and a second run renames \
        nothing
        """
    )
    func renameCommand() throws {
        let app = try Self.copyWithReference()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let raw = app.appendingPathComponent("android/app/src/main/res/raw")
        let before = try Data(contentsOf: raw.appendingPathComponent("Alert-Tone.mp3"))
        let dart = try Data(contentsOf: app.appendingPathComponent("lib/alerts.dart"))
        let result = try ExternalTool.run(TestPaths.executable.path, ["fix", app.path, "--rename"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.text.contains("Android's resource name is now alert_tone; change the 1 reference the plan lists"))
        #expect(try Data(contentsOf: raw.appendingPathComponent("alert_tone.mp3")) == before)
        #expect(!FileManager.default.fileExists(atPath: raw.appendingPathComponent("Alert-Tone.mp3").path))
        #expect(try Data(contentsOf: app.appendingPathComponent("lib/alerts.dart")) == dart)
        let again = try ExternalTool.run(TestPaths.executable.path, ["fix", app.path, "--rename", "--dry-run"])
        #expect(again.text.hasPrefix("Nothing to fix"))
    }

    @Test("a resource name counts where it stands alone: before an extension or after @raw/, not inside a longer name")
    func occurrences() {
        func columns(_ line: String) -> [Int] {
            ResourceNameOccurrences.columns(of: Array("Alert-Tone".utf8), in: Array(line.utf8))
        }
        #expect(columns("sound: 'Alert-Tone'") == [9])
        #expect(columns("@raw/Alert-Tone Alert-Tone.mp3") == [6, 17])
        #expect(columns("Alert-Tones my-Alert-Tone Alert-Tone_x") == [])
        #expect(columns("").isEmpty)
    }
}
