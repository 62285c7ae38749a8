import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Where a reference lies: through nested groups, with each kind of source tree.
    @Suite("Projects: references through the group tree")
    struct GroupTreeTests {
        static func app(_ location: String) -> BundlePlacement {
            BundlePlacement(bundle: "App", kind: .application, location: location)
        }

        /// A file reference and the build file that copies it, for each reference given.
        static func copied(_ references: [(id: String, text: String)]) -> (objects: [String], buildFiles: [String]) {
            let buildFiles = references.map { "B_" + $0.id }
            return (references.map(\.text) + references.map { PBX.buildFile("B_" + $0.id, $0.id) }, buildFiles)
        }

        @Test("<group> under nested groups, a group without path, name beside path, SOURCE_ROOT and <absolute>")
        func resolvable() throws {
            let outside = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: outside) }
            let references = Self.copied([
                ("F_CHIME", PBX.fileReference("F_CHIME", path: "chime.caf")),
                ("F_DING", PBX.fileReference("F_DING", path: "ding.caf", name: "Ding (nice)")),
                ("F_KNOCK", PBX.fileReference("F_KNOCK", path: "Other/knock.aiff")),
                ("F_BELL", PBX.fileReference("F_BELL", path: "Shared/bell.wav", tree: "SOURCE_ROOT")),
                ("F_ABS", PBX.fileReference("F_ABS", path: outside + "/abs.caf", tree: "<absolute>")),
                ("F_UP", PBX.fileReference("F_UP", path: "../Outside/up.caf")),
                ("F_NAMED", PBX.fileReference("F_NAMED", path: nil, name: "named.caf")),
            ])
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: references.objects + [
                    PBX.group("MAIN", ["G_SOUNDS", "G_VIRTUAL", "F_NAMED"]),
                    PBX.group("G_SOUNDS", ["G_ALERTS", "F_CHIME", "F_UP"], path: "Sounds"),
                    PBX.group("G_ALERTS", ["F_DING", "F_BELL", "F_ABS"], path: "Alerts", name: "Nice alerts"),
                    PBX.group("G_VIRTUAL", ["F_KNOCK"], name: "Virtual"),
                    PBX.target("T_APP", "App", phases: ["P_SOURCES", "P_RES"]),
                    PBX.sources("P_SOURCES", []),
                    PBX.resources("P_RES", references.buildFiles),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            for file in [
                "Sounds/chime.caf", "Sounds/Alerts/ding.caf", "Other/knock.aiff", "Shared/bell.wav", "Outside/up.caf",
                "named.caf",
            ] {
                try fixture.sound(file)
            }
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: outside + "/abs.caf"))

            let shipped = try fixture.read()
            let root = fixture.root
            let expected = [
                (outside + "/abs.caf", "abs.caf"),
                (root + "/Other/knock.aiff", "knock.aiff"),
                (root + "/Outside/up.caf", "up.caf"),
                (root + "/Shared/bell.wav", "bell.wav"),
                (root + "/Sounds/Alerts/ding.caf", "ding.caf"),
                (root + "/Sounds/chime.caf", "chime.caf"),
                (root + "/named.caf", "named.caf"),
            ].map { ShippedSounds.Item(path: $0.0, placements: [Self.app($0.1)]) }
            #expect(shipped.items == expected.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
            #expect(shipped.missing.isEmpty)
            #expect(shipped.problems.isEmpty)
            #expect(shipped.unshipped.isEmpty)
        }

        @Test("relative to BUILT_PRODUCTS_DIR, SDKROOT or a build setting in the path: a problem, not a file")
        func unresolvable() throws {
            let references = Self.copied([
                ("F_BUILT", PBX.fileReference("F_BUILT", path: "built.caf", tree: "BUILT_PRODUCTS_DIR")),
                ("F_SDK", PBX.fileReference("F_SDK", path: "System/Library/Sounds/tri.caf", tree: "SDKROOT")),
                ("F_DEV", PBX.fileReference("F_DEV", path: "dev.wav", tree: "DEVELOPER_DIR")),
                ("F_SETTING", PBX.fileReference("F_SETTING", path: "$(SRCROOT)/setting.caf")),
                ("F_PLIST", PBX.fileReference("F_PLIST", path: "Generated.plist", tree: "BUILT_PRODUCTS_DIR")),
                ("F_BLUE", PBX.fileReference("F_BLUE", path: "Generated", tree: "BUILT_PRODUCTS_DIR", type: "folder")),
            ])
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: references.objects + [
                    PBX.group("MAIN", ["F_BUILT", "F_SDK", "F_DEV", "F_SETTING", "F_PLIST", "F_BLUE"]),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", references.buildFiles),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            let shipped = try fixture.read()
            #expect(shipped.items.isEmpty && shipped.missing.isEmpty)
            #expect(shipped.problems.map(\.path) == Array(repeating: fixture.projectPath, count: 5))
            #expect(
                shipped.problems.map(\.reason) == [
                    """
                    target App copies built.caf, but it is relative to BUILT_PRODUCTS_DIR, which only a build \
                    knows: not checked
                    """,
                    """
                    target App copies System/Library/Sounds/tri.caf, but it is relative to SDKROOT, which only a \
                    build knows: not checked
                    """,
                    """
                    target App copies dev.wav, but it is relative to DEVELOPER_DIR, which only a build knows: not \
                    checked
                    """,
                    """
                    target App copies $(SRCROOT)/setting.caf, but its path uses $(SRCROOT), which only a build \
                    knows: not checked
                    """,
                    """
                    target App copies Generated, but it is relative to BUILT_PRODUCTS_DIR, which only a build \
                    knows: not checked
                    """,
                ])
        }

        @Test("projectDirPath moves the project folder for the main group and SOURCE_ROOT")
        func projectDirPath() throws {
            let references = Self.copied([
                ("F_A", PBX.fileReference("F_A", path: "a.caf")),
                ("F_B", PBX.fileReference("F_B", path: "b.caf", tree: "SOURCE_ROOT")),
            ])
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: references.objects + [
                    PBX.group("MAIN", ["F_A", "F_B"]),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", references.buildFiles),
                ], projectDirPath: "Source")
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Source/a.caf")
            try fixture.sound("Source/b.caf")
            #expect(
                try fixture.read().items.map(\.path) == [
                    fixture.root + "/Source/a.caf", fixture.root + "/Source/b.caf",
                ])
        }

        @Test("paths join from the project path as given, with . and folder/.. taken out")
        func displayPaths() throws {
            let references = Self.copied([("F_A", PBX.fileReference("F_A", path: "./Sounds/../Sounds/a.caf"))])
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: references.objects + [
                    PBX.group("MAIN", ["F_A"]),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", references.buildFiles),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Sounds/a.caf")
            try fixture.sound("Sounds/b.caf")
            let shipped = try XcodeProjectSounds.read(fixture.root + "/./Sounds/../App.xcodeproj/", targets: [])
            #expect(shipped.items.map(\.path) == [fixture.root + "/Sounds/a.caf"])
            #expect(shipped.unshipped == [fixture.root + "/Sounds/b.caf"])
        }

        @Test(
            "normalising paths",
            arguments: [
                ("samples/XcodeApp/./Sounds/../Sounds/x.caf", "samples/XcodeApp/Sounds/x.caf"),
                ("./x.caf", "x.caf"),
                ("../a/../../b.caf", "../../b.caf"),
                ("/../x.caf", "/x.caf"),
                ("a//b/", "a/b"),
                ("a/..", "."),
                ("Mes Sons/./Clochette é.caf", "Mes Sons/Clochette é.caf"),
            ])
        func normalising(path: String, expected: String) {
            #expect(ProjectPath.normalized(path) == expected)
        }
    }
}
