import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// The Android half of a cross-platform app is never judged by iOS rules: its files are skipped
/// and counted per folder.
@Suite("Android resources: skipped and counted, never judged as iOS sounds")
struct AndroidResourcesTests {
    @Test(
        "which folders are Android, from the path as given",
        arguments: [
            ("app/android/app/src/main/res/raw/a.mp3", "app/android"),
            ("android/x.caf", "android"),
            ("App/Android/x.caf", "App/Android"),
            ("lib/res/raw/a.mp3", "lib/res/raw"),
            ("lib/res/raw/nested/deeper/a.mp3", "lib/res/raw"),
            ("lib/res/raw-en/a.wav", "lib/res/raw-en"),
            ("composeApp/src/androidMain/res/raw/a.wav", "composeApp/src/androidMain/res"),
            ("module/src/debug/res/drawable/a.wav", "module/src/debug/res"),
            ("/abs/res/raw/a.wav", "/abs/res/raw"),
        ])
    func androidPaths(path: String, folder: String) {
        #expect(AndroidResources.folder(enclosing: path, isFolder: false) == folder)
    }

    @Test(
        "iOS-looking paths are not Android",
        arguments: [
            "ios/Runner/Sounds/alert.wav", "res/sounds/alert.caf", "lib/res/raw.caf", "res/rawness/a.caf",
            "src/ios/res/a.caf", "src/iosMain/res/a.caf", "src/macosMain/res/a.caf", "androids/a.caf", "res/raw",
        ])
    func iosPaths(path: String) {
        #expect(AndroidResources.folder(enclosing: path, isFolder: false) == nil)
    }

    @Test("a folder path is tested with its last component")
    func folderPath() {
        #expect(AndroidResources.folder(enclosing: "app/res/raw", isFolder: true) == "app/res/raw")
        #expect(AndroidResources.folder(enclosing: "app/res/raw", isFolder: false) == nil)
    }

    /// An app root: `ios/Sounds/alert.wav`, and Android copies in `android/…/res/raw` (one
    /// `alert.wav` of the same name, one MP3), plus a loose `res/raw` elsewhere.
    static func appRoot() throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("valid/ping-pcm16.wav")))
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("invalid/theme.mp3")))
        for (relative, data) in [
            ("ios/Sounds/alert.wav", sound), ("android/app/src/main/res/raw/alert.wav", sound),
            ("android/app/src/main/res/raw/theme.mp3", mp3), ("lib/res/raw/theme.mp3", mp3),
        ] {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    @Test("a walk judges the iOS file by iOS's rules and each res/raw file by Android's: no collision nor MP3 error")
    func walk() throws {
        let root = try Self.appRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Checker().check(paths: [root.path])
        #expect(
            report.files.filter { $0.sound.platform == .apple }.map(\.path) == [root.path + "/ios/Sounds/alert.wav"])
        #expect(
            report.files.filter { $0.sound.platform == .android }.map(\.path) == [
                root.path + "/android/app/src/main/res/raw/alert.wav",
                root.path + "/android/app/src/main/res/raw/theme.mp3",
                root.path + "/lib/res/raw/theme.mp3",
            ])
        #expect(report.files.flatMap(\.findings).isEmpty)
        #expect(report.skipped.isEmpty)
        #expect(report.notices.isEmpty)
    }

    @Test("source and payload discovery do not skip Android folders")
    func otherDiscoveries() throws {
        let root = try Self.appRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try SoundDiscovery().discover([root.path])
        #expect(found.files.count == 4)
        #expect(found.skipped.isEmpty)
    }

    @Test("a res/raw file named on the command line is judged by Android's rules, never an iOS error")
    func namedRawFile() throws {
        let root = try Self.appRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/android/app/src/main/res/raw/theme.mp3"
        let report = try Checker().check(paths: [path])
        #expect(report.files.map(\.path) == [path])
        #expect(report.files.map(\.sound.android?.resource.name) == ["theme"])
        #expect(report.files.flatMap(\.findings).isEmpty)
        #expect(report.skipped.isEmpty)
    }

    @Test("another Android file named on the command line is skipped with a notice, never an iOS error")
    func namedFile() throws {
        let root = try Self.appRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/android/app/src/main/assets/theme.mp3"
        try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sample("invalid/theme.mp3"), toPath: path)
        let report = try Checker().check(paths: [path])
        #expect(report.files.isEmpty)
        #expect(report.skipped == [SkippedFiles(path: path, files: 1, reason: AndroidResources.reason)])
        #expect(
            report.notices == [
                "\(path): skipped (1 file): Android resource, not an iOS sound; of the Android half, "
                    + "soundcheck checks the sounds in res/raw folders, which notifications play by resource name"
            ])
        // Found, so not a usage error: the path was right.
        #expect(throws: Never.self) { try CommandInputs.requireSounds(in: report, paths: [path], allowEmpty: false) }
    }

    @Test("a res/raw folder named on the command line: each sound judged by Android's rules")
    func namedFolder() throws {
        let root = try Self.appRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/android/app/src/main/res/raw"
        let report = try Checker().check(paths: [path])
        #expect(report.files.map(\.sound.android?.resource.name) == ["alert", "theme"])
        #expect(report.skipped.isEmpty)
    }

    @Test("thousands of files in an Android folder other than res/raw: one entry, counted, none inspected")
    func thousands() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("android/app/src/main/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for index in 0..<2000 { try Data("not audio".utf8).write(to: assets.appendingPathComponent("s\(index).mp3")) }
        let report = try Checker().check(paths: [root.path])
        #expect(report.files.isEmpty)
        #expect(
            report.skipped == [SkippedFiles(path: root.path + "/android", files: 2000, reason: AndroidResources.reason)]
        )
    }

    @Test("a symbolic link loop inside an Android folder ends, each file checked once")
    func symlinkLoop() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let raw = root.appendingPathComponent("res/raw")
        try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: raw.appendingPathComponent("a.ogg"))
        try FileManager.default.createSymbolicLink(
            atPath: raw.appendingPathComponent("loop").path, withDestinationPath: root.path)
        let report = try Checker().check(paths: [root.path])
        #expect(report.files.map(\.path) == [root.path + "/res/raw/a.ogg"])
        #expect(report.files.map(\.sound.platform) == [.android])
        #expect(report.skipped.isEmpty)
    }

    @Test("JSON: a report-level skipped list; human: a line per folder with --verbose and the count in the summary")
    func reporters() throws {
        var report = CheckReport(files: [])
        report.skipped = [SkippedFiles(path: "app/android", files: 2, reason: AndroidResources.reason)]
        let json =
            try JSONSerialization.jsonObject(with: Data(JSONReporter(jobs: 1).render(report).utf8)) as? [String: Any]
        let skipped = (json?["skipped"] as? [[String: Any]])?.first
        #expect(skipped?["path"] as? String == "app/android")
        #expect(skipped?["files"] as? Int == 2)
        #expect(skipped?["reason"] as? String == "Android resource, not an iOS sound")
        #expect(skipped?.count == 3)
        #expect(
            HumanReporter(verbose: true).render(report) == """
                app/android: skipped: 2 files (Android resource, not an iOS sound)
                Checked 0 files: 0 will play, 0 will not (0 errors, 0 warnings); 2 files skipped.

                """)
        #expect(
            HumanReporter().render(report)
                == "Checked 0 files: 0 will play, 0 will not (0 errors, 0 warnings); 2 files skipped.\n")
        #expect(!JSONReporter(jobs: 1).render(CheckReport(files: [])).contains("skipped"))
    }
}
