import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Shapes met in public Expo, Cordova and XcodeGen apps (each written here by hand), and
    /// what their tools really ship for them.
    @Suite("Projects: config shapes from real apps")
    struct ConfigShapesFromRealAppsTests {
        static func manifestNames(_ path: String) throws -> [String] {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: path, targets: []))
            return ManifestBuilder().manifest(for: report).sounds.map {
                "\($0.name) ← \(PathText.lastComponent(of: PathText.directory(of: $0.path)))/\(PathText.lastComponent(of: $0.path))"
            }
        }

        @Test("Cordova: a target that renames the file names it in the manifest; of two with one target the last ships")
        func cordovaRenamingTargets() throws {
            let fixture = try DescriptionFixture(named: "config.xml")
            defer { fixture.remove() }
            try fixture.sounds("res/snd/a.caf", "res/snd/c.caf", "res/snd/d.caf")
            try fixture.write(
                "config.xml",
                """
                <widget id="x" xmlns="http://www.w3.org/ns/widgets"><platform name="ios">
                <resource-file src="res/snd/a.caf" target="Sounds/alpha.caf"/>
                <resource-file src="res/snd/c.caf" target="same.caf"/>
                <resource-file src="res/snd/d.caf" target="same.caf"/>
                </platform></widget>
                """)
            #expect(try Self.manifestNames(fixture.path) == ["alpha.caf ← snd/a.caf", "same.caf ← snd/d.caf"])
        }

        @Test("Cordova: the legacy www/config.xml resolves src from the project's root, and an app root finds it")
        func cordovaLegacyLocation() throws {
            let fixture = try DescriptionFixture(named: "www/config.xml")
            defer { fixture.remove() }
            try fixture.sounds("res/a.caf")
            try fixture.write(
                "www/config.xml",
                """
                <widget id="x"><platform name="ios"><resource-file src="res/a.caf"/></platform></widget>
                """)
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == ["res/a.caf → \(PathText.lastComponent(of: fixture.root)):a.caf"])
            #expect(
                AppRoot.description(in: fixture.root, readBy: ProjectSoundsReader()) == fixture.root + "/www/config.xml"
            )
        }

        @Test("Expo: two entries with one base name ship the last; the manifest lists that one")
        func expoCollisionManifest() throws {
            let fixture = try DescriptionFixture(named: "app.json")
            defer { fixture.remove() }
            try fixture.sounds("a/x.wav", "b/x.wav")
            try fixture.write(
                "app.json", #"{"expo": {"plugins": [["expo-notifications", {"sounds": ["./a/x.wav", "./b/x.wav"]}]]}}"#)
            #expect(try Self.manifestNames(fixture.path) == ["x.wav ← b/x.wav"])
        }

        @Test(
            """
            Expo: a second expo-notifications entry is not applied (the plugin runs once); plugins outside expo \
            are ignored
            """
        )
        func expoRunOnceAndTopLevel() throws {
            let fixture = try DescriptionFixture(named: "app.json")
            defer { fixture.remove() }
            try fixture.sounds("a.wav", "b.wav", "c.wav")
            try fixture.write(
                "app.json",
                """
                {"expo": {"plugins": [["expo-notifications", {"sounds": ["./a.wav"]}],
                                      ["expo-notifications", {"sounds": ["./b.wav"]}]]},
                 "plugins": [["expo-notifications", {"sounds": ["./c.wav"]}]]}
                """)
            let shipped = try fixture.read()
            #expect(shipped.items.map { PathText.lastComponent(of: $0.path) } == ["a.wav"])
            #expect(
                shipped.notices == [
                    fixture.path
                        + ":2:23: expo-notifications is listed again: Expo applies a plugin once, with its first entry's "
                        + "options, so the sounds of this entry are not copied",
                    fixture.path
                        + ":3:13: these plugins are outside \"expo\", which Expo ignores when the file has an \"expo\" "
                        + "object: their sounds are not copied",
                ])
        }

        @Test("Expo: a script config that does not run here falls back to the app.json it starts from")
        func expoScriptFallsBackToAppJSON() throws {
            let fixture = try DescriptionFixture(named: "app.config.js")
            defer { fixture.remove() }
            try fixture.write(
                "app.config.js", "require('dotenv').config();\nmodule.exports = ({ config }) => ({ ...config });\n")
            try fixture.write(
                "app.json", #"{"expo": {"plugins": [["expo-notifications", {"sounds": ["./gone.wav"]}]]}}"#)
            let listing = try ExpoConfigListing.read(fixture.path, environment: ["SOUNDCHECK_NODE": "none"])
            #expect(
                listing.entries == [
                    .init(
                        value: "./gone.wav",
                        position: ListedPosition(path: fixture.root + "/app.json", line: 1, column: 58))
                ])
            #expect(listing.notices.last?.contains("read the sounds of the app.json beside it") == true)
        }

        @Test("Expo: a bare \"expo-notifications\" entry is named as the plugin, with no sounds")
        func expoBareStringEntry() throws {
            #expect(
                ExpoLiteralScan(source: Array(#"module.exports = { plugins: ["expo-notifications"] };"#.utf8))
                    .mentionsPlugin)
        }

        @Test("Expo, read from the text of a script: only the first expo-notifications entry is applied, as Expo does")
        func expoLiteralRunOnce() throws {
            let twice = ExpoLiteralScan(
                source: Array(
                    """
                    require('dotenv').config();
                    module.exports = { plugins: [["expo-notifications", { sounds: ["./a.wav"] }],
                                                 ["expo-notifications", { sounds: ["./b.wav"] }]] };
                    """.utf8))
            #expect(twice.sounds.map(\.value) == ["./a.wav"])
            #expect(twice.repeated.map { "\($0.line):\($0.column)" } == ["3:31"])
            let bareFirst = ExpoLiteralScan(
                source: Array(
                    """
                    import * as Notifications from "expo-notifications";
                    export default { plugins: ["expo-notifications", ["expo-notifications", { sounds: ["./a.wav"] }]] };
                    """.utf8))
            #expect(bareFirst.sounds.isEmpty)
            #expect(bareFirst.repeated.count == 1)
        }

        @Test("Expo: app.json is the script's fallback only when the script spreads config and sets no plugins")
        func expoFallbackOnlyWhenConfigIsKept() throws {
            let fixture = try DescriptionFixture(named: "app.config.js")
            defer { fixture.remove() }
            try fixture.write(
                "app.json", #"{"expo": {"plugins": [["expo-notifications", {"sounds": ["./gone.wav"]}]]}}"#)
            for script in [
                "module.exports = ({ config }) => ({ ...config, plugins: ['expo-router'] });",
                "module.exports = { expo: { name: 'standalone' } };",
            ] {
                try fixture.write("app.config.js", script)
                let listing = try ExpoConfigListing.read(fixture.path, environment: ["SOUNDCHECK_NODE": "none"])
                #expect(listing.entries.isEmpty, "\(script)")
            }
        }

        @Test("Cordova: a www/config.xml whose src is beside it, not above it, says where cordova looks")
        func cordovaLegacyHint() throws {
            let fixture = try DescriptionFixture(named: "www/config.xml")
            defer { fixture.remove() }
            try fixture.sounds("www/n.caf")
            try fixture.write(
                "www/config.xml",
                #"<widget id="x"><platform name="ios"><resource-file src="n.caf"/></platform></widget>"#)
            let shipped = try fixture.read()
            #expect(shipped.missing.map(\.path) == [fixture.root + "/n.caf"])
            #expect(
                shipped.notices.count == 1
                    && shipped.notices[0].contains("cordova reads the src of a www/config.xml from the project's root"))
        }

        @Test("a .xcodeproj holding only xcshareddata beside a spec is not read as the project: the spec is")
        func schemesOnlyProjectBesideSpec() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            try fixture.write("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>")
            try fixture.write(
                "project.yml", "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [S]\n")
            #expect(!ProjectSoundsReader().reads(fixture.root))
            #expect(AppRoot.description(in: fixture.root, readBy: ProjectSoundsReader()) == fixture.path)
        }

        @Test(
            """
            Expo with a committed ios/: a sound only that project copies is read and judged, since it ships when \
            it is built
            """
        )
        func committedProjectSoundIsJudged() throws {
            let folder = PathText.relative(TestPaths.sample("ExpoPrebuiltApp"), to: PathText.currentDirectory)
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: folder, targets: []))
            let old = try #require(report.files.first { $0.path.hasSuffix("pb-old.wav") })
            #expect(old.sound.description?.container == .wav)
            #expect(old.sound.isJudgedAsSound)
            #expect(old.findings.map(\.rule) == ["native-project"])
        }

        @Test("XcodeGen: a source written in another case is found as a Mac finds it, with a notice")
        func xcodeGenCaseInsensitive() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("Sounds/alert.caf")
            try fixture.write(
                "project.yml",
                """
                targets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - S/Alert.caf\n    \
                  - sounds/alert.caf\n
                """
            )
            let shipped = try fixture.read()
            // The file reference, so the bundle's copy, keeps the spec's spelling.
            #expect(fixture.placements(shipped) == ["Sounds/alert.caf → App:alert.caf"])
            try fixture.write(
                "project.yml",
                "targets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - sounds/Alert.caf\n")
            #expect(fixture.placements(try fixture.read()) == ["Sounds/alert.caf → App:Alert.caf"])
            #expect(shipped.missing.map { PathText.relative($0.path, to: fixture.root) } == ["S/Alert.caf"])
            #expect(
                shipped.notices.count == 1 && shipped.notices[0].contains("is \(fixture.root)/Sounds/alert.caf on disk")
            )
        }

        @Test("XcodeGen: a spec named otherwise (xcodegen --spec app.yml) is read when its top level has targets")
        func xcodeGenOtherSpecName() throws {
            let fixture = try DescriptionFixture(named: "app.yml")
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            try fixture.write(
                "app.yml", "name: A\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [S]\n")
            try fixture.write("other.yml", "name: not a spec\n")
            #expect(ProjectSoundsReader().reads(fixture.path))
            #expect(!ProjectSoundsReader().reads(fixture.root + "/other.yml"))
            #expect(fixture.placements(try fixture.read()) == ["S/a.caf → App:a.caf"])
        }
    }
}
