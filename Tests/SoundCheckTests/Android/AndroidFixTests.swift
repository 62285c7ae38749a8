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
        try FileManager.default.copyItem(atPath: TestPaths.sample("AndroidApp"), toPath: root.appendingPathComponent("AndroidApp").path)
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
        #expect(Set(plan.androidLeftAlone.map(\.rule)) == ["android-resource-name", "android-extension", "android-format",
                                                          "android-duplicate-resource", "android-resource-shrinking"])
        // The float WAV's warning is left (it may play); only the CAF's error is converted.
        #expect(plan.androidLeftAlone.contains { $0.path.hasSuffix("knock_float.wav") })
    }

    @Test("a sound an Expo config lists is not converted: iOS plays it as it is")
    func expoListed() throws {
        let report = Checker().check(try ProjectSoundsReader().shippedSounds(
            at: TestPaths.sample("ExpoApp/app.json"), targets: []))
        let plan = FixPlanner().plan(report, roots: [TestPaths.sample("ExpoApp")])
        #expect(!plan.items.contains { $0.problems.contains { $0.rule.hasPrefix("android-") } })
        #expect(plan.androidLeftAlone.contains { $0.rule == "android-format" })
    }

    @Test("soundcheck fix writes ios_chime.wav (16-bit PCM, by ffprobe), removes the CAF, and the folder then passes android-format")
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
}
