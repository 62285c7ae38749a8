import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// samples/ExpoApp and JSON Expo configs: what expo-notifications copies at prebuild.
    @Suite("Projects: Expo JSON configs")
    struct ExpoConfigTests {
        static let folder = PathText.relative(TestPaths.sample("ExpoApp"), to: PathText.currentDirectory)
        static let config = folder + "/app.json"

        static func at(_ line: Int, _ column: Int) -> ListedPosition {
            ListedPosition(path: config, line: line, column: column)
        }

        @Test("every sounds entry lands at the bundle root by its base name, listed at its line:column")
        func sampleFacts() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.folder, targets: [])
            let root = { BundlePlacement(bundle: "ExpoApp", kind: .application, location: $0) }
            #expect(shipped.kind == .expoConfig)
            #expect(shipped.bundles == ["ExpoApp"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/assets/alt/ex-chime.caf", placements: [root("ex-chime.caf")],
                        listedAt: [Self.at(16, 13)]),
                    ShippedSounds.Item(
                        path: Self.folder + "/assets/sounds/ex-broken.caf", placements: [root("ex-broken.caf")],
                        listedAt: [Self.at(14, 13)]),
                    ShippedSounds.Item(
                        path: Self.folder + "/assets/sounds/ex-chime.caf", placements: [root("ex-chime.caf")],
                        listedAt: [Self.at(12, 13)]),
                    ShippedSounds.Item(
                        path: Self.folder + "/assets/sounds/ex-theme.mp3", placements: [root("ex-theme.mp3")],
                        listedAt: [Self.at(15, 13)]),
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: Self.folder + "/assets/sounds/ex-gone.wav",
                        placements: [root("ex-gone.wav")], listedAt: [Self.at(13, 13)])
                ])
            #expect(shipped.unshipped.isEmpty)
            #expect(shipped.problems.isEmpty)
        }

        @Test("checked: missing-file and name-collision at the entries, sound findings naming the entry")
        func sampleFindings() throws {
            // iOS's half: Android's rows (prebuild's copies into res/raw) are AndroidRulesTests'.
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.config, targets: [])).only(
                .apple)
            let found = report.files.flatMap(\.findings).map {
                "\(HumanReporter.location(of: $0)) \($0.rule) \($0.severity)"
            }
            #expect(
                found == [
                    "\(Self.config):16:13 name-collision error",
                    "\(Self.folder)/assets/sounds/ex-broken.caf integrity error",
                    "\(Self.config):12:13 name-collision error",
                    "\(Self.config):13:13 missing-file error",
                    "\(Self.folder)/assets/sounds/ex-theme.mp3 undocumented-format error",
                ])
            let messages = report.files.flatMap(\.findings).map(\.message)
            #expect(
                messages[3]
                    == """
                    expo-notifications lists \(Self.folder)/assets/sounds/ex-gone.wav, which is not there: \
                    prebuild stops with an error when it copies the sounds; restore the file, or fix or remove the \
                    entry
                    """
            )
            #expect(
                messages[0].hasPrefix(
                    """
                    expo-notifications also lists \(Self.folder)/assets/sounds/ex-chime.caf, copied to the bundle \
                    root as ex-chime.caf too: at prebuild one copy overwrites the other
                    """
                ))
            #expect(messages[1].hasSuffix("the audio data is corrupt (listed at \(Self.config):14:13)"))
            #expect(messages[4].hasSuffix("(listed at \(Self.config):15:13)"))
        }

        @Test("JSON: the entry in shipping.listedAt, and a finding's path when it is the config's")
        func jsonReport() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.config, targets: []))
            let json =
                try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any]
            let files = json?["files"] as? [[String: Any]] ?? []
            let gone = files.first { ($0["path"] as? String)?.hasSuffix("/ex-gone.wav") == true }
            let shipping = gone?["shipping"] as? [String: Any]
            let listed = shipping?["listedAt"] as? [[String: Any]]
            #expect(listed?.first?["path"] as? String == Self.config)
            #expect(listed?.first?["line"] as? Int == 13)
            #expect(listed?.first?["column"] as? Int == 13)
            let finding = (gone?["findings"] as? [[String: Any]])?.first
            #expect(finding?["path"] as? String == Self.config)
            #expect(finding?["line"] as? Int == 13)
        }

        @Test("a config without the expo wrapper, repeated expo-notifications entries, paths with ..")
        func unwrappedConfig() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/app/sounds", withIntermediateDirectories: true)
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: folder + "/app/sounds/a.caf"))
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: folder + "/b.caf"))
            let config = """
                {"name": "Two", "plugins": [["expo-notifications", {"sounds": ["./sounds/a.caf"]}], "expo-notifications",
                 ["expo-notifications", {"sounds": ["../b.caf", "\(folder)/app/sounds/a.caf"]}]]}
                """
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/app/app.config.json"))
            let shipped = try ProjectSoundsReader().shippedSounds(at: folder + "/app", targets: [])
            // Expo applies the plugin once (createRunOncePlugin): the first entry's sounds ship, the
            // later entries (a bare name, then more sounds) are told, not applied.
            #expect(shipped.items.map(\.path) == [folder + "/app/sounds/a.caf"])
            #expect(shipped.items.first?.listedAt.map(\.text) == ["\(folder)/app/app.config.json:1:64"])
            #expect(
                shipped.notices.map { $0.components(separatedBy: ": ").first } == [
                    "\(folder)/app/app.config.json:1:85", "\(folder)/app/app.config.json:2:2",
                ])
            #expect(shipped.bundles == ["Two"])
        }

        @Test("what is not an Expo config is not read as one; --target does not apply")
        func notExpo() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data(#"{"name": "some other app.json"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
            #expect(!ProjectSoundsReader().reads(folder))
            #expect(ProjectSoundsReader().reads(Self.folder))
            // `check .` names the config as `app.json`, not `./app.json`.
            #expect(ExpoConfigLocator.configPath(for: Self.folder + "/.") == Self.config)
            #expect(
                throws: SoundDiscovery.Problem(
                    path: Self.config, reason: "an Expo config has no targets: --target does not apply to it")
            ) {
                try ProjectSoundsReader().shippedSounds(at: Self.folder, targets: ["ExpoApp"])
            }
        }

        @Test("entries that are not paths are problems at their line:column")
        func malformedEntries() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = #"{"expo": {"plugins": [["expo-notifications", {"sounds": [1, ""]}]]}}"#
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
            let shipped = try ProjectSoundsReader().shippedSounds(at: folder, targets: [])
            #expect(
                shipped.problems == [
                    SoundDiscovery.Problem(
                        path: folder + "/app.json:1:58", reason: "a sounds entry is a number, not a path"),
                    SoundDiscovery.Problem(
                        path: folder + "/app.json:1:61", reason: "a sounds entry is a string, not a path"),
                ])
            try Data(#"{"expo": {"plugins": [["expo-notifications", {"sounds": "x.caf"}]]}}"#.utf8)
                .write(to: URL(fileURLWithPath: folder + "/app.json"))
            #expect(
                try ProjectSoundsReader().shippedSounds(at: folder, targets: []).problems == [
                    SoundDiscovery.Problem(
                        path: folder + "/app.json:1:57", reason: "\"sounds\" is a string, not an array of paths")
                ])
        }

        @Test("hostile configs: deep, larger than 8 MB, not UTF-8, not JSON: a problem naming the file, never a crash")
        func hostileConfigs() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let file = folder + "/app.json"
            func problem(_ bytes: [UInt8]) -> String? {
                try? Data(bytes).write(to: URL(fileURLWithPath: file))
                do {
                    _ = try ExpoConfigReader().shippedSounds(at: file, targets: [])
                    return nil
                } catch {
                    return error.reason
                }
            }
            let deep = Array(#"{"expo": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
            #expect(problem(deep)?.hasPrefix("not JSON: 1:") == true)
            var huge = Array(#"{"expo": {"x": ""#.utf8)
            huge += Array(repeating: UInt8(ascii: "a"), count: 9 << 20)
            #expect(
                problem(huge) == "cannot read the config: \(huge.count) bytes, more than the 8 MB a config may hold")
            let latin1: [UInt8] =
                Array(#"{"expo": {"plugins": [["expo-notifications", {"sounds": [""#.utf8) + [0xE9, 0xFF]
                + Array(#".caf"]}]]}}"#.utf8)
            try Data(latin1).write(to: URL(fileURLWithPath: file))
            let outcome = Result { () throws(SoundDiscovery.Problem) in
                try ExpoConfigReader().shippedSounds(at: file, targets: [])
            }
            // Either refused as not JSON or read with the bytes replaced: never a crash.
            if case .success(let shipped) = outcome { #expect(shipped.missing.count == 1) }
            #expect(problem(Array("{\"expo\": ".utf8))?.hasPrefix("not JSON") == true)
        }

        @Test("a committed ios/ project that disagrees with the config: native-project on both sides")
        func committedProject() throws {
            let folder = PathText.relative(TestPaths.sample("ExpoPrebuiltApp"), to: PathText.currentDirectory)
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: folder, targets: [])).only(.apple)
            let found = report.files.flatMap(\.findings).map {
                "\(HumanReporter.location(of: $0)) \($0.rule) \($0.severity)"
            }
            #expect(
                found == [
                    "\(folder)/app.json:4:52 native-project warning",
                    "\(folder)/ios/PrebuiltApp/pb-old.wav native-project warning",
                ])
            let project = folder + "/ios/PrebuiltApp.xcodeproj"
            #expect(
                report.files.first?.findings.first?.message.hasPrefix(
                    """
                    the committed \(project) does not copy pb-bell.caf: which one ships depends on whether \
                    prebuild runs
                    """
                ) == true)
            // The config's manifest lists only what the config ships.
            #expect(report.files.filter { ManifestBuilder.isNameable($0.sound) }.map(\.sound.name) == ["pb-bell.caf"])
        }
    }
}
