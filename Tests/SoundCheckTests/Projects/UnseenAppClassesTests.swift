import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Classes of wrong answers met on public apps soundcheck had never seen, each shown on a
    /// project of our own: MP3s a target copies, built products committed beside the project,
    /// counts that called unshipped files "will play", and an app that ships no sound.
    @Suite("Projects: classes of apps never tuned to")
    struct UnseenAppClassesTests {
        static let mp3Project = PBX.file(
            targets: ["T_APP"],
            objects: [
                PBX.group("MAIN", ["F_RING", "F_LONG"]),
                PBX.fileReference("F_RING", path: "ring.mp3", type: "audio.mp3"),
                PBX.fileReference("F_LONG", path: "long.m4a", type: "file"),
                PBX.target("T_APP", "App", phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_RING", "B_LONG"]),
                PBX.buildFile("B_RING", "F_RING"),
                PBX.buildFile("B_LONG", "F_LONG"),
            ])

        /// An app target that copies nothing: every sound of its folder is one no target ships.
        static let appWithoutResources = PBX.file(
            targets: ["T_APP"], objects: [PBX.group("MAIN", []), PBX.target("T_APP", "App", phases: [])])

        func encode(_ seconds: Double, to path: String, _ arguments: [String]) throws {
            try ExternalTool.ffmpeg(
                ["-f", "lavfi", "-i", "sine=f=440:sample_rate=22050:d=\(seconds)"] + arguments + [path])
        }

        @Test(
            "MP3 and M4A a target copies ship, and are judged by every rule: undocumented-format and duration",
            .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg"))
        func compressedSoundsShip() throws {
            let fixture = try XcodeFixture(pbxproj: Self.mp3Project)
            defer { fixture.remove() }
            try encode(2, to: fixture.root + "/ring.mp3", ["-c:a", "libmp3lame", "-b:a", "32k"])
            try encode(40, to: fixture.root + "/long.m4a", ["-c:a", "aac", "-b:a", "32k"])
            let shipped = try fixture.read()
            #expect(shipped.items.map { PathText.lastComponent(of: $0.path) } == ["long.m4a", "ring.mp3"])
            let report = Checker().check(shipped)
            let rules = report.files.map { ($0.sound.name, $0.findings.map(\.rule).sorted()) }
            #expect(rules.map(\.0) == ["long.m4a", "ring.mp3"])
            #expect(rules.first?.1 == ["duration", "undocumented-format"])
            #expect(rules.last?.1 == ["undocumented-format"])
            #expect(report.exitStatus(strict: false) == .findings)
        }

        @Test("sounds inside a committed .xcarchive, .app or build folder are not files a target misses")
        func builtProductsNotWalked() throws {
            let fixture = try XcodeFixture(pbxproj: Self.appWithoutResources)
            defer { fixture.remove() }
            for file in [
                "Old.xcarchive/Products/Applications/App.app/ding.caf", "Copy.app/ding.caf", "build/ding.caf",
                "Pods/SDK/ding.caf", "Sounds/stray.caf",
            ] {
                try fixture.sound(file)
            }
            let shipped = try fixture.read()
            #expect(shipped.unshipped == [fixture.root + "/Sounds/stray.caf"])
            // --verbose and JSON say which folders were not searched.
            #expect(
                shipped.skipped.map { PathText.lastComponent(of: $0.path) } == [
                    "Copy.app", "Old.xcarchive", "Pods", "build",
                ])
            #expect(shipped.skipped.allSatisfy { $0.files == 0 && $0.reason.hasPrefix("dependencies, build output") })
            let verbose = HumanReporter(verbose: true).render(Checker().check(shipped))
            #expect(verbose.contains("/Pods: skipped (dependencies, build output or a built product: not searched"))
        }

        /// Seen in a public app: a Cordova app committing platforms/, what cordova prepare makes.
        @Test("a Cordova app's platforms/ copies are not its Android half; its own res/raw is")
        func cordovaPlatforms() throws {
            let root = try TestPaths.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let widget = "<?xml version=\"1.0\"?>\n<widget id=\"a.b\" version=\"1\"><name>A</name></widget>\n"
            try Data(widget.utf8).write(to: root.appendingPathComponent("config.xml"))
            for folder in ["platforms/android/app/src/main/res/raw", "res/android/res/raw"] {
                let url = root.appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data(XcodeFixture.soundBytes).write(to: url.appendingPathComponent("ding.caf"))
            }
            let report = try Checker().check(paths: [root.path], targets: [], projects: ProjectSoundsReader())
            let android = report.files.filter { $0.sound.platform == .android }.map(\.path)
            #expect(android == [root.path + "/res/android/res/raw/ding.caf"])
        }

        @Test("a sound no target ships is counted as not shipped, not as one that will play")
        func unshippedCounts() throws {
            let fixture = try XcodeFixture(pbxproj: Self.appWithoutResources)
            defer { fixture.remove() }
            try fixture.sound("Sounds/a.caf")
            try fixture.sound("Sounds/b.caf")
            let report = Checker().check(try fixture.read())
            #expect(report.summary.files == 2)
            #expect(report.summary.valid == 0)
            #expect(report.summary.failed == 0)
            #expect(report.summary.notShipped == 2)
            #expect(
                HumanReporter().render(report).hasSuffix(
                    "Checked 2 files: 0 will play, 0 will not, 2 not shipped (0 errors, 2 warnings).\n"))
            let json = JSONReporter().render(report)
            #expect(json.contains("\"verdict\": \"not-shipped\""))
            #expect(json.contains("\"notShipped\": 2"))
        }

        static func twoApps(secondCopiesExtra: Bool) -> String {
            PBX.file(
                targets: ["T_A", "T_B"],
                objects: [
                    PBX.group("MAIN", ["F_DING", "F_EXTRA"]),
                    PBX.fileReference("F_DING", path: "ding.caf"),
                    PBX.fileReference("F_EXTRA", path: "extra.caf"),
                    PBX.target("T_A", "Flavour", phases: ["P_A"]),
                    PBX.target("T_B", "FlavourBeta", phases: ["P_B"]),
                    PBX.resources("P_A", ["B_A"]),
                    PBX.resources("P_B", ["B_B"] + (secondCopiesExtra ? ["B_X"] : [])),
                    PBX.buildFile("B_A", "F_DING"),
                    PBX.buildFile("B_B", "F_DING"),
                    PBX.buildFile("B_X", "F_EXTRA"),
                ])
        }

        /// Seen in a public app: six app targets (flavours) share one folder of sounds.
        @Test("apps that ship the same sounds share one manifest; apps that differ must be named with --target")
        func flavours() throws {
            for (differ, ok) in [(false, true), (true, false)] {
                let fixture = try XcodeFixture(pbxproj: Self.twoApps(secondCopiesExtra: differ))
                defer { fixture.remove() }
                try fixture.sound("ding.caf")
                try fixture.sound("extra.caf")
                let report = Checker().check(try fixture.read())
                #expect(((try? ManifestBuilder.requireOneApplication(report)) != nil) == ok, "differ: \(differ)")
            }
        }

        @Test("an app description that ships no sound is an answer: no usage error, a notice that says so")
        func shipsNoSound() throws {
            let fixture = try XcodeFixture(pbxproj: Self.appWithoutResources)
            defer { fixture.remove() }
            let report = try Checker().check(paths: [fixture.projectPath], targets: [], projects: ProjectSoundsReader())
            #expect(report.files.isEmpty)
            #expect(report.descriptionsRead == [fixture.projectPath])
            #expect(report.notices.contains("\(fixture.projectPath): the app ships no notification sound on iOS"))
            #expect(throws: Never.self) {
                try CommandInputs.requireSounds(in: report, paths: [fixture.projectPath], allowEmpty: false)
            }
            // A folder of nothing at all still is a usage problem: the path is probably wrong.
            #expect(throws: UsageError.self) {
                try CommandInputs.requireSounds(in: CheckReport(files: []), paths: ["Sounds"], allowEmpty: false)
            }
        }
    }
}
