import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// A sound in an asset catalog a target copies: a fact on the sound (which catalog), in no
    /// bundle, warned about by `asset-catalog` and never listed in a manifest.
    @Suite("Projects: sounds in asset catalogs")
    struct AssetCatalogProjectTests {
        static let pbxproj = PBX.file(
            targets: ["T_APP"],
            objects: [
                PBX.group("MAIN", ["F_ASSETS", "F_CHIME", "F_FAKE", "F_TONES", "S_SYNCED"]),
                PBX.fileReference("F_ASSETS", path: "Assets.xcassets", type: "folder.assetcatalog"),
                PBX.fileReference("F_CHIME", path: "chime.caf"),
                // A file, not a folder, named like a catalog.
                PBX.fileReference("F_FAKE", path: "Fake.xcassets"),
                // A catalog inside a folder reference is copied as it lies: a folder of the bundle.
                PBX.fileReference("F_TONES", path: "Tones", type: "folder"),
                PBX.synchronizedFolder("S_SYNCED", path: "Synced"),
                PBX.target("T_APP", "App", phases: ["P_RES"], synchronized: ["S_SYNCED"]),
                PBX.resources("P_RES", ["B_ASSETS", "B_CHIME", "B_FAKE", "B_TONES"]),
                PBX.buildFile("B_ASSETS", "F_ASSETS"),
                PBX.buildFile("B_CHIME", "F_CHIME"),
                PBX.buildFile("B_FAKE", "F_FAKE"),
                PBX.buildFile("B_TONES", "F_TONES"),
            ])

        static func fixture() throws -> XcodeFixture {
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            for file in [
                "Assets.xcassets/Alerts/Deep/er/ping.dataset/ping.caf",
                "Assets.xcassets/Inner.xcassets/x.dataset/x.wav",
                "chime.caf", "Tones/Kept.xcassets/t.dataset/t.caf", "Synced/Media.xcassets/s.dataset/s.caf",
                "Synced/plain.caf", "Unused.xcassets/u.dataset/u.caf",
            ] {
                try fixture.sound(file)
            }
            try Data("not a folder".utf8).write(to: URL(fileURLWithPath: fixture.root + "/Fake.xcassets"))
            // A loop back into the catalog, and a hidden folder named only `.xcassets`.
            try FileManager.default.createSymbolicLink(
                atPath: fixture.root + "/Assets.xcassets/Alerts/Deep/loop",
                withDestinationPath: "../..")
            try fixture.sound("Assets.xcassets/.xcassets/hidden.caf")
            return fixture
        }

        @Test("catalog sounds at any depth are items with their catalog and no placement; a folder reference's are not")
        func facts() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let shipped = try fixture.read()
            let root = fixture.root
            let app = { BundlePlacement(bundle: "App", kind: .application, location: $0) }
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: root + "/Assets.xcassets/Alerts/Deep/er/ping.dataset/ping.caf", placements: [],
                        assetCatalog: root + "/Assets.xcassets"),
                    ShippedSounds.Item(
                        path: root + "/Assets.xcassets/Inner.xcassets/x.dataset/x.wav", placements: [],
                        assetCatalog: root + "/Assets.xcassets"),
                    ShippedSounds.Item(
                        path: root + "/Synced/Media.xcassets/s.dataset/s.caf", placements: [],
                        assetCatalog: root + "/Synced/Media.xcassets"),
                    ShippedSounds.Item(path: root + "/Synced/plain.caf", placements: [app("plain.caf")]),
                    ShippedSounds.Item(
                        path: root + "/Tones/Kept.xcassets/t.dataset/t.caf",
                        placements: [app("Tones/Kept.xcassets/t.dataset/t.caf")]),
                    ShippedSounds.Item(path: root + "/chime.caf", placements: [app("chime.caf")]),
                ])
            // A catalog no target copies stays out of sight, as every compiled folder does.
            #expect(shipped.unshipped.isEmpty)
            #expect(shipped.problems.isEmpty)
        }

        @Test(
            "hostile: a catalog nested 200 folders deep, a file named .xcassets copied as a resource; no crash, no hang"
        )
        func hostile() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", ["F_ASSETS", "F_DOTTED"]),
                    PBX.fileReference("F_ASSETS", path: "Assets.xcassets", type: "folder.assetcatalog"),
                    PBX.fileReference("F_DOTTED", path: ".xcassets"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", ["B_ASSETS", "B_DOTTED"]),
                    PBX.buildFile("B_ASSETS", "F_ASSETS"),
                    PBX.buildFile("B_DOTTED", "F_DOTTED"),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            let deep =
                "Assets.xcassets/" + String(repeating: "d/", count: 100) + "Inner.xcassets/"
                + String(repeating: "e/", count: 100)
            try fixture.sound(deep + "deep.caf")
            try Data("x".utf8).write(to: URL(fileURLWithPath: fixture.root + "/.xcassets"))
            let shipped = try fixture.read()
            #expect(shipped.items.map(\.path) == [fixture.root + "/" + deep + "deep.caf"])
            #expect(shipped.items.first?.assetCatalog == fixture.root + "/Assets.xcassets")
            #expect(shipped.problems.isEmpty && shipped.missing.isEmpty)
        }

        @Test("a catalog's file that a target also copies as itself is in the bundle: a placement, no catalog")
        func alsoCopiedAsFile() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", ["F_ASSETS", "F_PING"]),
                    PBX.fileReference("F_ASSETS", path: "Assets.xcassets", type: "folder.assetcatalog"),
                    PBX.fileReference("F_PING", path: "Assets.xcassets/ping.dataset/ping.caf"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    // Either order gives the same item.
                    PBX.resources("P_RES", ["B_ASSETS", "B_PING", "B_ASSETS_AGAIN"]),
                    PBX.buildFile("B_ASSETS", "F_ASSETS"),
                    PBX.buildFile("B_PING", "F_PING"),
                    PBX.buildFile("B_ASSETS_AGAIN", "F_ASSETS"),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Assets.xcassets/ping.dataset/ping.caf")
            #expect(
                try fixture.read().items == [
                    ShippedSounds.Item(
                        path: fixture.root + "/Assets.xcassets/ping.dataset/ping.caf",
                        placements: [BundlePlacement(bundle: "App", kind: .application, location: "ping.caf")])
                ])
        }

        @Test(
            "checked: asset-catalog warns on each catalog sound, bundle-location does not; the manifest leaves them out"
        )
        func judged() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let report = Checker().check(try fixture.read())
            let rules = Dictionary(
                uniqueKeysWithValues: report.files.map {
                    (String($0.path.dropFirst(fixture.root.count + 1)), $0.findings.map(\.rule))
                })
            #expect(rules["Assets.xcassets/Alerts/Deep/er/ping.dataset/ping.caf"] == ["asset-catalog"])
            #expect(rules["Synced/Media.xcassets/s.dataset/s.caf"] == ["asset-catalog"])
            #expect(rules["Tones/Kept.xcassets/t.dataset/t.caf"] == ["bundle-location"])
            #expect(rules["chime.caf"] == [])
            let ping = report.files.first { $0.path.hasSuffix("ping.caf") }?.findings.first
            #expect(ping?.severity == .warning)
            #expect(
                ping?.message.hasPrefix(
                    "it lies in the asset catalog Assets.xcassets, which the build compiles "
                        + "into Assets.car: no file named ping.caf reaches the bundle") == true)
            #expect(
                ping?.message.hasSuffix("move it out of the catalog and add it to the target's Copy Bundle Resources")
                    == true)
            let manifest = ManifestBuilder().manifest(for: report)
            #expect(manifest.sounds.map(\.name) == ["chime.caf", "plain.caf"])
        }
    }
}
