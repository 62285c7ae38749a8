import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// `--target` naming an app extension: the extension's copies are checked, and the apps that
    /// contain it are read for where they put the same files (not checked themselves).
    @Suite("Projects: app extensions and the apps containing them")
    struct ContainingAppTests {
        /// Two apps; only `App` embeds the extension. Each target copies its own sound, and both
        /// `App` and the extension copy `shared.caf`.
        static func pbxproj(embedded: Bool = true) -> String {
            PBX.file(
                targets: ["T_APP", "T_OTHER", "T_EXT"],
                objects: [
                    PBX.group("MAIN", ["F_SHARED", "F_APP", "F_OTHER", "F_EXT"]),
                    PBX.fileReference("F_SHARED", path: "shared.caf"),
                    PBX.fileReference("F_APP", path: "app.caf"),
                    PBX.fileReference("F_OTHER", path: "other.caf"),
                    PBX.fileReference("F_EXT", path: "ext.caf"),
                    PBX.fileReference(
                        "F_EXT_PRODUCT", path: "Ext.appex", tree: "BUILT_PRODUCTS_DIR", type: "wrapper.app-extension"),
                    "T_APP = {isa = PBXNativeTarget; buildPhases = (P_APP, P_EMBED, ); name = App; "
                        + "productType = \"\(PBX.application)\"; };",
                    PBX.target("T_OTHER", "Other", phases: ["P_OTHER"]),
                    "T_EXT = {isa = PBXNativeTarget; buildPhases = (P_EXT, ); name = Ext; productReference = F_EXT_PRODUCT; "
                        + "productType = \"\(PBX.appExtension)\"; };",
                    PBX.resources("P_APP", ["B_APP_SHARED", "B_APP"]),
                    PBX.resources("P_OTHER", ["B_OTHER_SHARED", "B_OTHER"]),
                    PBX.resources("P_EXT", ["B_EXT_SHARED", "B_EXT"]),
                    "P_EMBED = {isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; "
                        + "files = (\(embedded ? "B_EMBED, " : "")); name = \"Embed Foundation Extensions\"; };",
                    PBX.buildFile("B_EMBED", "F_EXT_PRODUCT"),
                    PBX.buildFile("B_APP_SHARED", "F_SHARED"),
                    PBX.buildFile("B_APP", "F_APP"),
                    PBX.buildFile("B_OTHER_SHARED", "F_SHARED"),
                    PBX.buildFile("B_OTHER", "F_OTHER"),
                    PBX.buildFile("B_EXT_SHARED", "F_SHARED"),
                    PBX.buildFile("B_EXT", "F_EXT"),
                ])
        }

        static func fixture(embedded: Bool = true) throws -> XcodeFixture {
            let fixture = try XcodeFixture(pbxproj: pbxproj(embedded: embedded))
            for name in ["shared.caf", "app.caf", "other.caf", "ext.caf", "stray.caf"] { try fixture.sound(name) }
            return fixture
        }

        static func ext(_ location: String) -> BundlePlacement {
            BundlePlacement(bundle: "Ext", kind: .appExtension, location: location)
        }
        static func app(_ location: String) -> BundlePlacement {
            BundlePlacement(bundle: "App", kind: .application, location: location)
        }
        static func other(_ location: String) -> BundlePlacement {
            BundlePlacement(bundle: "Other", kind: .application, location: location)
        }

        @Test("the app embedding the extension is read: its placements are facts, its own sounds are not items")
        func embeddingApp() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let shipped = try fixture.read(targets: ["Ext"])
            #expect(shipped.bundles == ["Ext"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(path: fixture.root + "/ext.caf", placements: [Self.ext("ext.caf")]),
                    ShippedSounds.Item(
                        path: fixture.root + "/shared.caf", placements: [Self.ext("shared.caf")],
                        containingAppPlacements: [Self.app("shared.caf")]),
                ])
            // What App copies is shipped; Other contains no extension, so its sound is in no target read.
            #expect(shipped.unshipped == [fixture.root + "/other.caf", fixture.root + "/stray.caf"])
            #expect(
                shipped.notices == [
                    "Ext is an app extension: its sounds are listed as it copies them, but a payload's "
                        + "sound name is looked up in the bundle of the app containing it (App), not in the extension's"
                ])
        }

        @Test("no app of the project embeds it: every application target is read")
        func everyApp() throws {
            let fixture = try Self.fixture(embedded: false)
            defer { fixture.remove() }
            let shipped = try fixture.read(targets: ["Ext"])
            #expect(shipped.items.last?.containingAppPlacements == [Self.app("shared.caf"), Self.other("shared.caf")])
            #expect(shipped.unshipped == [fixture.root + "/stray.caf"])
            #expect(shipped.notices.first?.contains("(App, Other)") == true)
        }

        @Test("an app checked with its extension is no fact twice; apps alone give no notice")
        func selectedApp() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let both = try fixture.read(targets: ["App", "Ext"])
            #expect(both.items.allSatisfy { $0.containingAppPlacements.isEmpty })
            #expect(
                both.items.first { $0.path.hasSuffix("shared.caf") }?.placements == [
                    Self.app("shared.caf"), Self.ext("shared.caf"),
                ])
            #expect(both.notices.count == 1)
            #expect(try fixture.read().notices.isEmpty)
        }

        @Test("bundle-location: silent for a sound the app ships too; names the extension for one only it ships")
        func bundleLocation() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let report = Checker().check(try fixture.read(targets: ["Ext"]))
            let findings = Dictionary(
                uniqueKeysWithValues: report.files.map { (PathText.lastComponent(of: $0.path), $0.findings) })
            #expect(findings["shared.caf"] == [])
            #expect(findings["ext.caf"]?.map(\.rule) == ["bundle-location"])
            #expect(
                findings["ext.caf"]?.first?.message.hasPrefix(
                    "only Ext ships it, which is an app extension: "
                        + "a notification's sound is looked up in the app's main bundle and Library/Sounds, "
                        + "and Apple documents no lookup in an extension's bundle") == true)
            // The manifest of the extension lists what it copies, once.
            #expect(ManifestBuilder().manifest(for: report).sounds.map(\.name) == ["ext.caf", "shared.caf"])
            #expect((try? ManifestBuilder.requireOneApplication(report)) != nil)
        }

        @Test("with the app checked too, the manifest is the app's; the sound only the extension ships is warned about")
        func appAndExtension() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let report = Checker().check(try fixture.read(targets: ["App", "Ext"]))
            let warned = report.files.filter { !$0.findings.isEmpty }.map { PathText.lastComponent(of: $0.path) }
            #expect(warned == ["ext.caf", "other.caf", "stray.caf"])
            #expect(ManifestBuilder().manifest(for: report).sounds.map(\.name) == ["app.caf", "shared.caf"])
        }
    }
}
