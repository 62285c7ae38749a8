import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Xcode 16 synchronized folders: every file under the folder, flat, into each target listing
    /// it, minus that target's membership exceptions; explicit folders stay folders.
    @Suite("Projects: synchronized folders")
    struct SynchronizedFolderTests {
        static let pbxproj = PBX.file(
            targets: ["T_APP", "T_WIDGET"],
            objects: [
                PBX.group("MAIN", ["S_SHARED", "S_APP"]),
                PBX.synchronizedFolder(
                    "S_SHARED", path: "Shared", exceptions: ["X_WIDGET"], explicitFolders: ["Tones", "Deep/Folder/"]),
                PBX.exceptionSet("X_WIDGET", target: "T_WIDGET", ["big.caf", "Extra", "Info.plist"]),
                PBX.synchronizedFolder("S_APP", path: "AppOnly"),
                PBX.target("T_APP", "App", phases: ["P_APP"], synchronized: ["S_SHARED", "S_APP"]),
                PBX.target(
                    "T_WIDGET", "Widget", type: PBX.appExtension, phases: ["P_WIDGET"], synchronized: ["S_SHARED"]),
                PBX.resources("P_APP", []),
                PBX.resources("P_WIDGET", []),
            ])

        @Test(
            """
            placements per target: flat, exceptions for one target only, explicit folders, .lproj, asset catalogs \
            compiled
            """
        )
        func placements() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            for file in [
                "Shared/chime.caf", "Shared/big.caf", "Shared/Nested/deep.wav", "Shared/Extra/x.caf",
                "Shared/Tones/t.caf", "Shared/Tones/Sub/u.caf", "Shared/Deep/Folder/v.caf", "Shared/fr.lproj/hello.caf",
                "Shared/Assets.xcassets/w.dataset/w.caf", "AppOnly/a.caf",
            ] {
                try fixture.sound(file)
            }
            let shipped = try fixture.read(targets: ["App", "Widget"])
            let app = { BundlePlacement(bundle: "App", kind: .application, location: $0) }
            let widget = { BundlePlacement(bundle: "Widget", kind: .appExtension, location: $0) }
            let placements = Dictionary(
                uniqueKeysWithValues: shipped.items.map {
                    (String($0.path.dropFirst(fixture.root.count + 1)), $0.placements)
                })
            #expect(
                placements == [
                    "AppOnly/a.caf": [app("a.caf")],
                    "Shared/Assets.xcassets/w.dataset/w.caf": [],
                    "Shared/Deep/Folder/v.caf": [app("Folder/v.caf"), widget("Folder/v.caf")],
                    "Shared/Extra/x.caf": [app("x.caf")],
                    "Shared/Nested/deep.wav": [app("deep.wav"), widget("deep.wav")],
                    "Shared/Tones/Sub/u.caf": [app("Tones/Sub/u.caf"), widget("Tones/Sub/u.caf")],
                    "Shared/Tones/t.caf": [app("Tones/t.caf"), widget("Tones/t.caf")],
                    "Shared/big.caf": [app("big.caf")],
                    "Shared/chime.caf": [app("chime.caf"), widget("chime.caf")],
                    "Shared/fr.lproj/hello.caf": [app("fr.lproj/hello.caf"), widget("fr.lproj/hello.caf")],
                ])
            #expect(shipped.items.compactMap(\.assetCatalog) == [fixture.root + "/Shared/Assets.xcassets"])
            #expect(
                shipped.items.map(\.path)
                    == shipped.items.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            #expect(shipped.unshipped.isEmpty && shipped.missing.isEmpty && shipped.problems.isEmpty)
        }

        @Test("checking the widget alone: its exceptions leave files out; the app containing it is read for its copies")
        func widgetAlone() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            for file in ["Shared/chime.caf", "Shared/big.caf", "Shared/Extra/x.caf", "AppOnly/a.caf", "stray.caf"] {
                try fixture.sound(file)
            }
            let shipped = try fixture.read(targets: ["Widget"])
            #expect(shipped.bundles == ["Widget"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: fixture.root + "/Shared/chime.caf",
                        placements: [BundlePlacement(bundle: "Widget", kind: .appExtension, location: "chime.caf")],
                        containingAppPlacements: [
                            BundlePlacement(bundle: "App", kind: .application, location: "chime.caf")
                        ])
                ])
            // What only the app copies is shipped, by the app: not a sound of no target.
            #expect(shipped.unshipped == [fixture.root + "/stray.caf"])
        }

        @Test("a synchronized folder that is not on disk is a problem")
        func missingFolder() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            try fixture.sound("AppOnly/a.caf")
            let shipped = try fixture.read()
            #expect(shipped.items.map(\.path) == [fixture.root + "/AppOnly/a.caf"])
            #expect(shipped.problems.map(\.path) == [fixture.root + "/Shared"])
            #expect(shipped.problems.first?.reason.hasPrefix("cannot read folder: ") == true)
        }
    }
}
