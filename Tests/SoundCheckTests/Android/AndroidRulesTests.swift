import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// Android's rules judge raw resources, and only them; Apple's rules never see them.
@Suite("Android rules: raw resources judged by Android's rules only")
struct AndroidRulesTests {
    static let raw = "AndroidApp/android/app/src/main/res/raw"

    /// The rules that reported on each file of a report, by file name.
    static func rulesByFile(_ report: CheckReport) -> [String: [String]] {
        Dictionary(report.files.map { ($0.sound.name, $0.findings.map(\.rule)) }, uniquingKeysWith: { $0 + $1 })
    }

    @Test("samples/AndroidApp: each file gets exactly the Android findings it was made for, and no iOS rule runs")
    func sampleApp() throws {
        let report = try Checker().check(paths: [TestPaths.sample("AndroidApp")])
        #expect(report.files.allSatisfy { $0.sound.platform == .android })
        #expect(
            Self.rulesByFile(report) == [
                "Alert-Tone.mp3": ["android-resource-name"], "chime.wav": [], "doorbell.wav": ["android-extension"],
                "ios_chime.caf": ["android-format"], "knock.mp3": [], "knock_float.wav": ["android-format"],
                "notify.mp3": ["android-duplicate-resource"], "notify.ogg": ["android-duplicate-resource"],
                "ping.ogg": [],
                "stripped.ogg": ["android-resource-shrinking"], "alarm.ogg": [], "bell.ogg": [],
                "siren.ogg": ["android-resource-shrinking"], "chime_ima4.ogg": [], "knock_pcm16.ogg": [],
            ])
        let siren = try #require(report.files.first { $0.sound.name == "siren.ogg" }?.findings.first)
        #expect(
            siren.message.contains(
                """
                shrinkResources is on for release \
                (\(TestPaths.sample("AndroidApp/android/chimes/build.gradle.kts")):12:13)
                """
            ))
        #expect(siren.message.hasSuffix("tools:keep=\"@raw/siren\"/>"))
        let float = try #require(report.files.first { $0.sound.name == "knock_float.wav" })
        #expect(float.findings.map(\.severity) == [.warning])
        let name = try #require(report.files.first { $0.sound.name == "Alert-Tone.mp3" }?.findings.first)
        #expect(name.message.hasPrefix("Android: the resource name 'Alert-Tone' is not valid"))
        #expect(name.message.contains("rename it to alert_tone.mp3 and name it alert_tone"))
        let duplicate = try #require(report.files.first { $0.sound.name == "notify.mp3" }?.findings.first)
        #expect(duplicate.message.hasPrefix("Android: notify.ogg in "))
        #expect(duplicate.message.contains("has the same resource name 'notify'"))
    }

    @Test("an iOS sound copied to res/raw gets Android's verdict only; the same bytes outside get iOS's only")
    func platformsApart() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copies = [
            ("res/raw/chime.caf", "valid/chime-ima4.caf"), ("Sounds/chime.caf", "valid/chime-ima4.caf"),
            ("res/raw/theme.mp3", "invalid/theme.mp3"), ("Sounds/theme.mp3", "invalid/theme.mp3"),
            ("res/raw/long.caf", "invalid/too-long.caf"),
        ]
        for (relative, sample) in copies {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestPaths.sample(sample), toPath: url.path)
        }
        let report = try Checker().check(paths: [root.path])
        let rules = Dictionary(
            report.files.map { (String($0.path.dropFirst(root.path.count + 1)), $0.findings.map(\.rule)) },
            uniquingKeysWith: { $0 + $1 })
        #expect(
            rules == [
                "Sounds/chime.caf": [], "res/raw/chime.caf": ["android-format"],
                "Sounds/theme.mp3": ["undocumented-format"], "res/raw/theme.mp3": [],
                // 30.5 s: too long for iOS, but iOS's duration rule never sees an Android file.
                "res/raw/long.caf": ["android-format"],
            ])
    }

    @Test("res/raw and res/raw-QUALIFIER are apart; the same file name twice is a copy, not a duplicate")
    func duplicatesPerFolder() {
        func sound(_ path: String, folder: String) -> InspectedSound {
            var sound = InspectedSound(path: path, description: nil, foreignFormat: "MP3")
            sound.android = AndroidPlacement(
                folder: folder, fileName: PathText.lastComponent(of: path), source: .resourceFolder)
            return sound
        }
        let sounds = [
            sound("res/raw/a.mp3", folder: "res/raw"), sound("res/raw-en/a.ogg", folder: "res/raw-en"),
            sound("assets/b.mp3", folder: "res/raw"), sound("res/raw/b.mp3", folder: "res/raw"),
            sound("res/raw/c.mp3", folder: "res/raw"), sound("res/raw/c.v2.ogg", folder: "res/raw"),
        ]
        let report = Checker().judge(sounds)
        let duplicates = report.files.filter { $0.findings.contains { $0.rule == "android-duplicate-resource" } }.map(
            \.path)
        #expect(duplicates == ["res/raw/c.mp3", "res/raw/c.v2.ogg"])
    }

    @Test("disabled_rules and severity apply to Android's rules as to any other")
    func configuration() throws {
        var configuration = CheckConfiguration()
        configuration.selection.disabled = ["android-format"]
        configuration.selection.severities = ["android-resource-name": .warning]
        let report = try Checker(configuration: configuration).check(paths: [TestPaths.sample(Self.raw)])
        let findings = report.files.flatMap(\.findings)
        #expect(!findings.contains { $0.rule == "android-format" })
        #expect(findings.filter { $0.rule == "android-resource-name" }.map(\.severity) == [.warning])
    }

    @Test("Expo: each listed sound is also judged as the raw resource prebuild makes of it, at its entry")
    func expoCopies() throws {
        let report = try Checker().check(
            ProjectSoundsReader().shippedSounds(
                at: TestPaths.sample("ExpoApp/app.json"),
                targets: []))
        let android = report.files.filter { $0.sound.platform == .android }
        #expect(android.map(\.sound.name) == ["ex-chime.caf", "ex-broken.caf", "ex-chime.caf", "ex-theme.mp3"])
        #expect(android.allSatisfy { $0.sound.android?.source == .expoPrebuild })
        #expect(
            android.allSatisfy { $0.sound.android?.folder.hasSuffix("ExpoApp/android/app/src/main/res/raw") == true })
        let theme = try #require(android.first { $0.sound.name == "ex-theme.mp3" })
        #expect(theme.findings.map(\.rule) == ["android-resource-name"])
        #expect(
            theme.findings.first?.message.hasSuffix("(listed at \(TestPaths.sample("ExpoApp/app.json")):15:13)") == true
        )
        // The iOS rows are as they were: the MP3 is outside Apple's documented formats there.
        let iosTheme = try #require(
            report.files.first { $0.sound.name == "ex-theme.mp3" && $0.sound.platform == .apple })
        #expect(iosTheme.findings.map(\.rule) == ["undocumented-format"])
        // The iOS manifest lists no Android row.
        let manifest = ManifestBuilder(root: TestPaths.sample("ExpoApp")).manifest(for: report, jobs: 1)
        #expect(manifest.sounds.map(\.name) == ["ex-broken.caf", "ex-chime.caf", "ex-theme.mp3"])
    }

    @Test("the summary counts Android's sounds apart: an iOS run's summary reads as before")
    func summary() throws {
        let report = try Checker().check(paths: [
            TestPaths.sample("FlutterApp/android"), TestPaths.sample("valid/chime-ima4.caf"),
        ])
        #expect(
            HumanReporter().render(report) == "Checked 1 file: 1 will play, 0 will not; 2 Android sounds: 2 will play, "
                + "0 will not (0 errors, 0 warnings).\n")
        let ios = try Checker().check(paths: [TestPaths.sample("valid/chime-ima4.caf")])
        #expect(HumanReporter().render(ios) == "Checked 1 file: 1 will play, 0 will not (0 errors, 0 warnings).\n")
    }

    @Test(
        "which folders hold raw resources",
        arguments: [
            ("app/src/main/res/raw", true), ("res/raw-en-rGB", true), ("/abs/res/raw/", true),
            ("res/raw/nested", false),
            ("res/drawable", false), ("raw", false), ("res/rawness", false), ("", false),
        ])
    func rawFolders(folder: String, isRaw: Bool) {
        #expect(AndroidResources.isRawFolder(folder) == isRaw)
    }
}

extension AndroidRulesTests {
    @Test("Expo: expo.platforms without android copies nothing to res/raw, and says so")
    func expoIOSOnly() throws {
        let fixture = try DescriptionFixture(named: "app.json")
        defer { fixture.remove() }
        try fixture.sounds("assets/Chime-1.caf")
        try fixture.write(
            "app.json",
            #"{"expo": {"platforms": ["ios"], "plugins": [["expo-notifications", {"sounds": ["./assets/Chime-1.caf"]}]]}}"#
        )
        let report = Checker().check(try fixture.read())
        #expect(report.files.map(\.sound.platform) == [.apple])
        #expect(
            report.notices.contains {
                $0.hasSuffix("expo.platforms leaves out android: its sounds are judged as iOS's only")
            })
        try fixture.write(
            "app.json",
            #"{"expo": {"platforms": ["ios", "android"], "plugins": [["expo-notifications", {"sounds": ["./assets/Chime-1.caf"]}]]}}"#
        )
        let both = Checker().check(try fixture.read())
        #expect(both.files.map(\.sound.platform) == [.apple, .android])
        #expect(both.files.last?.findings.map(\.rule) == ["android-resource-name", "android-format"])
    }
}

extension AndroidRulesTests {
    @Test(
        "Cordova: an Android resource-file targeting res/raw is judged as the raw resource it becomes, at its element")
    func cordovaCopies() throws {
        let config = TestPaths.sample("CordovaApp/config.xml")
        let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: config, targets: []))
        let android = report.files.filter { $0.sound.platform == .android }
        #expect(android.map(\.sound.android?.resource.name) == ["cd_buzz"])
        #expect(android.first?.sound.android?.source == .cordovaResourceFile)
        #expect(
            android.first?.sound.android?.folder.hasSuffix("CordovaApp/platforms/android/app/src/main/res/raw") == true)
        #expect(android.first?.findings.map(\.rule) == ["android-format"])
        #expect(android.first?.findings.first?.severity == .warning)
        #expect(android.first?.findings.first?.message.hasSuffix("(listed at \(config):5:9)") == true)
        // iOS's rows are as they were.
        #expect(report.files.filter { $0.sound.platform == .apple }.count == 4)
    }

    @Test("Cordova: Android resource-files that are no raw resource, or whose src is not there, make no Android row")
    func cordovaOtherTargets() throws {
        let fixture = try DescriptionFixture(named: "config.xml")
        defer { fixture.remove() }
        try fixture.sounds("res/a.caf")
        try fixture.write(
            "config.xml",
            """
            <widget id="x"><platform name="android">
            <resource-file src="res/a.caf" target="app/src/main/res/drawable/a.caf"/>
            <resource-file src="res/gone.wav" target="app/src/main/res/raw/gone.wav"/>
            <resource-file src="res/a.caf" target="app/src/main/res/raw/Alert.caf"/>
            </platform></widget>
            """)
        let report = Checker().check(try fixture.read())
        #expect(report.files.map(\.sound.android?.resource.fileName) == ["Alert.caf"])
        #expect(report.files.first?.findings.map(\.rule) == ["android-resource-name", "android-format"])
    }
}

extension AndroidRulesTests {
    @Test(
        """
        a stripped sound named like an Android framework constant (\"notification\") is a warning: a library may \
        keep it
        """
    )
    func frameworkConstantNames() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let raw = root.appendingPathComponent("app/src/main/res/raw")
        try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
        for name in ["notification.ogg", "doorbell.ogg"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.sample("AndroidApp/android/app/src/main/res/raw/ping.ogg"),
                toPath: raw.appendingPathComponent(name).path)
        }
        try Data("plugins { id \"dev.flutter.flutter-gradle-plugin\" }".utf8)
            .write(to: root.appendingPathComponent("app/build.gradle"))
        let report = try Checker().check(paths: [root.path])
        let findings = report.files.flatMap(\.findings)
        #expect(
            findings.map { "\(PathText.lastComponent(of: $0.path)) \($0.rule) \($0.severity)" } == [
                "doorbell.ogg android-resource-shrinking error", "notification.ogg android-resource-shrinking warning",
            ])
        #expect(findings.last?.message.hasPrefix("Android: release builds may remove @raw/notification:") == true)
    }

    @Test("manifest: Android errors fail it too, and the message counts them apart")
    func manifestVerdict() throws {
        let report = try Checker().check(paths: [
            TestPaths.sample("AndroidApp"), TestPaths.sample("valid/chime-ima4.caf"),
        ])
        let verdict = ManifestVerdict(report: report, verbose: false, allowInvalid: false, strict: false)
        #expect(verdict.status == .findings)
        #expect(
            verdict.message == "6 of 15 Android sounds will not play; each finding above says how to repair it "
                + "(or pass --allow-invalid to list them without failing)")
        #expect(ManifestVerdict(report: report, verbose: false, allowInvalid: true, strict: false).status == .success)
    }
}
