import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// One item per file however many targets copy it, missing files, and the sounds of the
    /// project's folder that no target copies.
    @Suite("Projects: shipped, missing and unshipped sounds")
    struct ShippingFactsTests {
        static let pbxproj = PBX.file(
            targets: ["T_APP", "T_WIDGET"],
            objects: [
                PBX.group("MAIN", ["G_SOUNDS", "F_SAME"]),
                PBX.group("G_SOUNDS", ["F_CHIME", "F_GONE"], path: "Sounds"),
                PBX.fileReference("F_CHIME", path: "chime.caf"),
                // The same file again, by another reference and another spelling.
                PBX.fileReference("F_SAME", path: "Sounds/../Sounds/chime.caf", tree: "SOURCE_ROOT"),
                PBX.fileReference("F_GONE", path: "gone.caf"),
                PBX.target("T_APP", "App", phases: ["P_APP"]),
                PBX.target("T_WIDGET", "Widget", type: PBX.appExtension, phases: ["P_WIDGET"]),
                PBX.resources("P_APP", ["B_CHIME", "B_SAME", "B_GONE"]),
                PBX.resources("P_WIDGET", ["B_WIDGET_CHIME", "B_WIDGET_GONE"]),
                PBX.buildFile("B_CHIME", "F_CHIME"),
                PBX.buildFile("B_SAME", "F_SAME"),
                PBX.buildFile("B_GONE", "F_GONE"),
                PBX.buildFile("B_WIDGET_CHIME", "F_CHIME"),
                PBX.buildFile("B_WIDGET_GONE", "F_GONE"),
            ])

        @Test("a file copied by two targets and by two references is one item, with one placement per target")
        func sharedFile() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Sounds/chime.caf")
            let shipped = try fixture.read(targets: ["App", "Widget"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: fixture.root + "/Sounds/chime.caf",
                        placements: [
                            BundlePlacement(bundle: "App", kind: .application, location: "chime.caf"),
                            BundlePlacement(bundle: "Widget", kind: .appExtension, location: "chime.caf"),
                        ])
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: fixture.root + "/Sounds/gone.caf",
                        placements: [
                            BundlePlacement(bundle: "App", kind: .application, location: "gone.caf"),
                            BundlePlacement(bundle: "Widget", kind: .appExtension, location: "gone.caf"),
                        ])
                ])
        }

        @Test(
            """
            sounds in no target, found at any depth; dependencies, build output, other projects and hidden files \
            are not searched
            """
        )
        func unshipped() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            for file in [
                "Sounds/chime.caf", "Sounds/spare.caf", "Deep/er/LOUD.AIFF", "orphan.wav",
                "Pods/Lib/pod.caf", "Carthage/Checkouts/c.caf", "build/App.app/b.caf", "DerivedData/d.caf",
                "node_modules/n.caf", ".build/s.caf", ".hidden.caf", "Other.xcodeproj/o.caf", "App.xcworkspace/w.caf",
                "Sounds/theme.mp3", "Sounds/notes.txt",
            ] {
                try fixture.sound(file)
            }
            let shipped = try fixture.read()
            #expect(shipped.bundles == ["App"])
            #expect(shipped.items.map(\.path) == [fixture.root + "/Sounds/chime.caf"])
            #expect(
                shipped.unshipped
                    == ["Deep/er/LOUD.AIFF", "Sounds/spare.caf", "Sounds/theme.mp3", "orphan.wav"].map {
                        fixture.root + "/" + $0
                    })
            #expect(shipped.problems.isEmpty)
        }
    }
}
