import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Localized resources: a variant group's children land in their `.lproj` folder of the bundle.
    @Suite("Projects: variant groups")
    struct VariantGroupTests {
        @Test("each localization of a sound lands in LANG.lproj/NAME; a missing one is a missing file")
        func localizations() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", ["G_SOUNDS"]),
                    PBX.group("G_SOUNDS", ["V_CHIME", "V_STRINGS"], path: "Sounds"),
                    PBX.variantGroup("V_CHIME", name: "chime.caf", ["L_EN", "L_FR", "L_BASE", "L_DE"]),
                    PBX.fileReference("L_EN", path: "en.lproj/chime.caf", name: "en"),
                    PBX.fileReference("L_FR", path: "fr.lproj/chime.caf", name: "fr"),
                    PBX.fileReference("L_BASE", path: "Base.lproj/chime.caf", name: "Base"),
                    // Not under an .lproj folder: the child's name says the language.
                    PBX.fileReference("L_DE", path: "german-chime.caf", name: "de"),
                    PBX.variantGroup("V_STRINGS", name: "Localizable.strings", ["S_EN"]),
                    PBX.fileReference("S_EN", path: "en.lproj/Localizable.strings", name: "en"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", ["B_CHIME", "B_STRINGS"]),
                    PBX.buildFile("B_CHIME", "V_CHIME"),
                    PBX.buildFile("B_STRINGS", "V_STRINGS"),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Sounds/en.lproj/chime.caf")
            try fixture.sound("Sounds/Base.lproj/chime.caf")
            try fixture.sound("Sounds/german-chime.caf")

            let shipped = try fixture.read()
            let app = { BundlePlacement(bundle: "App", kind: .application, location: $0) }
            let root = fixture.root + "/Sounds/"
            #expect(
                shipped.items == [
                    ShippedSounds.Item(path: root + "Base.lproj/chime.caf", placements: [app("Base.lproj/chime.caf")]),
                    ShippedSounds.Item(path: root + "en.lproj/chime.caf", placements: [app("en.lproj/chime.caf")]),
                    ShippedSounds.Item(path: root + "german-chime.caf", placements: [app("de.lproj/german-chime.caf")]),
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: root + "fr.lproj/chime.caf", placements: [app("fr.lproj/chime.caf")])
                ])
            #expect(shipped.unshipped.isEmpty && shipped.problems.isEmpty)
        }
    }
}
