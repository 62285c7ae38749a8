import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// The root of a cross-platform app: its iOS half found from the root and read as the project
    /// it is, its Android half skipped and counted.
    @Suite("Projects: app roots of cross-platform apps (Flutter, React Native, Capacitor)")
    struct AppRootTests {
        static let flutter = PathText.relative(TestPaths.sample("FlutterApp"), to: PathText.currentDirectory)
        static let capacitor = PathText.relative(TestPaths.sample("CapacitorApp"), to: PathText.currentDirectory)

        /// Reads exactly the relative paths it is given (below any root): the locator's order is
        /// what is tested, not a reader's.
        struct FakeReader: ShippedSoundsReader {
            let readable: Set<String>
            func reads(_ path: String) -> Bool { readable.contains { path.hasSuffix("/" + $0) } }
            func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
                ShippedSounds()
            }
        }

        @Test("the first candidate the reader reads wins, in the documented order")
        func priority() throws {
            let root = try TestPaths.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let reader = FakeReader(readable: ["ios", "config.xml", "ios/App"])
            #expect(AppRoot.description(in: root.path, readBy: reader) == root.path + "/config.xml")
            #expect(
                AppRoot.description(in: root.path, readBy: FakeReader(readable: ["ios/App", "ios"])) == root.path
                    + "/ios")
            #expect(AppRoot.description(in: root.path, readBy: FakeReader(readable: [])) == nil)
            #expect(AppRoot.candidates.first == "app.config.ts")
            #expect(AppRoot.candidates.last == "iOS")
            // Kotlin Multiplatform's iosApp/ comes after every folder a cross-platform framework makes.
            #expect(
                AppRoot.description(in: root.path, readBy: FakeReader(readable: ["iosApp", "platforms/ios"]))
                    == root.path + "/platforms/ios")
            #expect(
                AppRoot.description(in: root.path, readBy: FakeReader(readable: ["iosApp", "macos"]))
                    == root.path + "/iosApp")
        }

        @Test("a folder the reader reads itself (it holds an .xcodeproj) is a project, not an app root")
        func projectFolder() {
            let reader = ProjectSoundsReader()
            #expect(AppRoot.description(in: TestPaths.sample("XcodeApp"), readBy: reader) == nil)
            #expect(AppRoot.description(in: TestPaths.sample("FlutterApp/ios"), readBy: reader) == nil)
            #expect(AppRoot.description(in: TestPaths.sample("valid/chime-ima4.caf"), readBy: reader) == nil)
        }

        @Test("Flutter: ios/Runner.xcodeproj is read, the Android copy and MP3 judged by Android's rules, no finding")
        func flutter() throws {
            let report = try Checker().check(paths: [Self.flutter], targets: [], projects: ProjectSoundsReader())
            let ios = report.files.filter { $0.sound.platform == .apple }
            #expect(ios.map(\.path) == [Self.flutter + "/ios/Runner/Sounds/fa_alert.wav"])
            #expect(
                ios.first?.sound.placements == [
                    BundlePlacement(
                        bundle: "Runner", kind: .application,
                        location: "fa_alert.wav")
                ])
            #expect(
                report.files.filter { $0.sound.platform == .android }.map(\.sound.android?.resource.name)
                    == ["fa_alert", "fa_ping"])
            #expect(report.files.flatMap(\.findings).isEmpty)
            #expect(report.skipped.isEmpty)
            #expect(
                report.notices == [
                    "\(Self.flutter) is an app root: its iOS half is read from \(Self.flutter)/ios; "
                        + "2 sounds in res/raw checked by Android's rules"
                ])
            #expect(report.problems.isEmpty)
        }

        @Test("Capacitor: ios/App/App.xcodeproj is read")
        func capacitor() throws {
            let report = try Checker().check(paths: [Self.capacitor], targets: ["App"], projects: ProjectSoundsReader())
            #expect(
                report.files.filter { $0.sound.platform == .apple }.map(\.path)
                    == [Self.capacitor + "/ios/App/App/Sounds/ca_chime.caf"])
            #expect(report.files.flatMap(\.findings).isEmpty)
            #expect(report.notices.first?.contains("its iOS half is read from \(Self.capacitor)/ios/App;") == true)
            #expect(report.files.filter { $0.sound.platform == .android }.count == 1)
            #expect(report.skipped.isEmpty)
        }

        @Test("without a reader (the build plugin's tool) the root is walked, Android files judged as Android's")
        func withoutReader() throws {
            let report = try Checker().check(paths: [Self.flutter], targets: [], projects: nil)
            #expect(
                report.files.filter { $0.sound.platform == .apple }.map(\.path)
                    == [Self.flutter + "/ios/Runner/Sounds/fa_alert.wav"])
            #expect(report.files.filter { $0.sound.platform == .android }.count == 2)
            #expect(report.skipped.isEmpty)
            #expect(report.files.flatMap(\.findings).isEmpty)
        }

        @Test("an Xcode project at a root with android/ beside it: Android sounds are not 'not in a target'")
        func projectBesideAndroid() throws {
            let fixture = try XcodeFixture(
                pbxproj: PBX.file(
                    targets: ["T_APP"],
                    objects: [
                        PBX.group("MAIN", []), PBX.target("T_APP", "App", phases: ["P_APP"]),
                        PBX.resources("P_APP", []),
                    ]))
            defer { fixture.remove() }
            try fixture.sound("android/app/src/main/res/raw/alert.caf")
            try fixture.sound("orphan.caf")
            let shipped = try fixture.read()
            #expect(shipped.unshipped == [fixture.root + "/orphan.caf"])
            #expect(
                shipped.skipped == [
                    SkippedFiles(path: fixture.root + "/android", files: 1, reason: AndroidResources.reason)
                ])
        }

        @Test("an Expo app's root, read as its config: its res/raw judged by Android's rules beside prebuild's copies")
        func expoRootCountsAndroid() throws {
            let fixture = try DescriptionFixture(named: "app.json")
            defer { fixture.remove() }
            try fixture.sounds(
                "assets/a.caf", "android/app/src/main/res/raw/a.caf", "android/app/src/main/res/raw/b.mp3")
            try fixture.write(
                "app.json", #"{"expo": {"plugins": [["expo-notifications", {"sounds": ["./assets/a.caf"]}]]}}"#)
            let report = try Checker().check(paths: [fixture.root], targets: [], projects: ProjectSoundsReader())
            let rows = report.files.map { file in
                "\(PathText.relative(file.path, to: fixture.root)) \(file.sound.android?.source.rawValue ?? "ios")"
            }
            #expect(
                rows == [
                    "android/app/src/main/res/raw/a.caf res-raw", "android/app/src/main/res/raw/b.mp3 res-raw",
                    "assets/a.caf ios", "assets/a.caf expo-prebuild",
                ])
            // prebuild copies assets/a.caf over the committed android/…/a.caf: one resource, no duplicate.
            #expect(!report.files.flatMap(\.findings).contains { $0.rule == "android-duplicate-resource" })
            #expect(report.skipped.isEmpty)
            #expect(report.notices.first == "\(fixture.root): 2 sounds in res/raw checked by Android's rules")
        }

        @Test("soundcheck check APP_ROOT --format json: exit 0, Android rows marked, the notice")
        func command() throws {
            let result = try ExternalTool.run(
                TestPaths.executable.path, ["check", "samples/FlutterApp", "--format", "json"],
                currentDirectory: TestPaths.packageRoot)
            #expect(result.status == 0, "\(result.standardError)")
            let json = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
            #expect(json?["skipped"] == nil)
            let files = try #require(json?["files"] as? [[String: Any]])
            #expect(files.map { $0["platform"] as? String } == ["android", "android", nil])
            #expect((files[1]["android"] as? [String: Any])?["resourceName"] as? String == "fa_ping")
            #expect(
                result.standardError.contains(
                    "soundcheck: samples/FlutterApp is an app root: its iOS half is read from samples/FlutterApp/ios;"))
        }

        @Test("check . inside the app root: the same description and count; ios/ with two projects: name one (exit 2)")
        func currentFolderAndTwoProjects() throws {
            let dot = try ExternalTool.run(
                TestPaths.executable.path, ["check", ".", "-f", "human", "-v"],
                currentDirectory: TestPaths.samples.appendingPathComponent("FlutterApp"))
            #expect(dot.status == 0, "\(dot.standardError)")
            #expect(
                String(decoding: dot.standardOutput, as: UTF8.self) == """
                    ./android/app/src/main/res/raw/fa_alert.wav: ok: Android @raw/fa_alert: WAV lpcm int16 22050 Hz mono, 0.5 s
                    ./android/app/src/main/res/raw/fa_ping.mp3: ok: Android @raw/fa_ping: MP3 file, 0.5 s
                    ios/Runner/Sounds/fa_alert.wav: ok: WAV lpcm int16 22050 Hz mono, 0.5 s
                    Checked 1 file: 1 will play, 0 will not; 2 Android sounds: 2 will play, 0 will not (0 errors, 0 warnings).

                    """)
            let root = try TestPaths.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            for name in ["A", "B"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent("ios/\(name).xcodeproj"),
                    withIntermediateDirectories: true)
                try Data("// !$*UTF8*$!\n{}\n".utf8).write(
                    to: root.appendingPathComponent("ios/\(name).xcodeproj/project.pbxproj"))
            }
            let two = try ExternalTool.run(
                TestPaths.executable.path, ["check", root.path], currentDirectory: TestPaths.packageRoot)
            #expect(two.status == 2)
            #expect(two.standardError.contains("\(root.path)/ios: holds A.xcodeproj and B.xcodeproj: name one"))
        }

        @Test("--target is accepted with an app root")
        func targetOnAppRoot() throws {
            let result = try ExternalTool.run(
                TestPaths.executable.path, ["manifest", "samples/FlutterApp", "--target", "Runner"],
                currentDirectory: TestPaths.packageRoot)
            #expect(result.status == 0, "\(result.standardError)")
            let manifest = try SoundManifest(json: [UInt8](result.standardOutput))
            #expect(manifest.sounds.map(\.name) == ["fa_alert.wav"])
        }
    }
}
