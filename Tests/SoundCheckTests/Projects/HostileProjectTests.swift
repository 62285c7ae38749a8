import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// A project file is input like any other: broken, truncated or crafted, it gives a problem
    /// naming it, or its odd objects are skipped; never a crash or a hang.
    @Suite("Projects: hostile project files")
    struct HostileProjectTests {
        static func problem(reading pbxproj: String) throws -> SoundDiscovery.Problem? {
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            do {
                _ = try fixture.read()
                return nil
            } catch {
                #expect(error.path == fixture.projectPath + "/project.pbxproj")
                return error
            }
        }

        @Test(
            "what is not a project throws, saying why",
            arguments: [
                ("", "not a property list ("),
                ("not a plist {{{", "not a property list ("),
                ("// !$*UTF8*$!\n{ archiveVersion = 1; objects = { A = {isa = PBXGroup;}; ", "not a property list ("),
                (
                    String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000),
                    "not a property list ("
                ),
                ("(a, b)", "not an Xcode project: the property list is not a dictionary"),
                ("{ archiveVersion = 1; }", "not an Xcode project: no objects dictionary"),
                ("{ objects = (); rootObject = R; }", "not an Xcode project: no objects dictionary"),
                ("{ objects = {}; }", "not an Xcode project: no rootObject"),
                (
                    "{ objects = { R = {isa = PBXGroup;}; }; rootObject = R; }",
                    "not an Xcode project: the root object is not a PBXProject"
                ),
                (
                    "{ objects = { R = (PBXProject); }; rootObject = R; }",
                    "not an Xcode project: the root object is not a PBXProject"
                ),
                (
                    "{ objects = { R = {isa = PBXProject;}; }; rootObject = (R); }",
                    "not an Xcode project: no rootObject"
                ),
                (
                    "{ objects = { R = {isa = PBXProject; mainGroup = (M);}; }; rootObject = R; }",
                    "not an Xcode project: the project has no mainGroup"
                ),
            ])
        func notProjects(text: String, reason: String) throws {
            let problem = try Self.problem(reading: text)
            #expect(problem?.reason.hasPrefix(reason) == true, "\(String(describing: problem))")
        }

        @Test("a project without project.pbxproj, or with a folder of that name")
        func unreadable() throws {
            let fixture = try XcodeFixture(pbxproj: "")
            defer { fixture.remove() }
            let file = fixture.projectPath + "/project.pbxproj"
            try FileManager.default.removeItem(atPath: file)
            #expect(
                throws: SoundDiscovery.Problem(
                    path: file, reason: "cannot read the project: cannot open: No such file or directory")
            ) {
                try fixture.read()
            }
            try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
            #expect(
                throws: SoundDiscovery.Problem(path: file, reason: "cannot read the project: is a folder, not a file")
            ) {
                try fixture.read()
            }
        }

        @Test("values of the wrong type are skipped, the rest is read")
        func wrongTypes() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP", "T_NAMELESS", "G_NOT_A_TARGET"],
                objects: [
                    "MAIN = {isa = PBXGroup; children = (G_SOUNDS, {x = y;}, (F_A), F_B); sourceTree = \"<group>\"; };",
                    "G_SOUNDS = {isa = PBXGroup; children = F_A; path = Sounds; sourceTree = \"<group>\"; };",
                    "G_NOT_A_TARGET = {isa = PBXGroup; children = (); };",
                    "F_A = {isa = PBXFileReference; path = (a.caf); name = {}; sourceTree = \"<group>\"; };",
                    """
                    F_B = {isa = PBXFileReference; path = b.caf; sourceTree = (\"<group>\"); lastKnownFileType = \
                    <0a0b>; };
                    """,
                    """
                    T_APP = {isa = PBXNativeTarget; buildPhases = (P_RES, <00>, {a = b;}); name = App; productType \
                    = (x); fileSystemSynchronizedGroups = S; };
                    """,
                    """
                    T_NAMELESS = {isa = PBXNativeTarget; buildPhases = (P_RES); name = (App); productType = \
                    \"com.apple.product-type.application\"; };
                    """,
                    """
                    P_RES = {isa = PBXResourcesBuildPhase; files = (B_A, B_B, B_GROUP, B_NOTHING, B_PACKAGE, \
                    B_ARRAY); };
                    """,
                    "P_BAD = {isa = PBXResourcesBuildPhase; files = B_A; };",
                    PBX.buildFile("B_A", "F_A"),
                    PBX.buildFile("B_B", "F_B"),
                    PBX.buildFile("B_GROUP", "G_SOUNDS"),
                    PBX.buildFile("B_NOTHING", "NOWHERE"),
                    "B_PACKAGE = {isa = PBXBuildFile; productRef = R_PACKAGE; };",
                    "B_ARRAY = {isa = PBXBuildFile; fileRef = (F_A, F_B); };",
                    "JUNK = 42;",
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("b.caf")
            let shipped = try fixture.read()
            // T_NAMELESS has no name and is no target; App's product type is not one: no application,
            // so every target is checked.
            #expect(shipped.bundles == ["App"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: fixture.root + "/b.caf",
                        placements: [
                            BundlePlacement(bundle: "App", kind: .other, location: "b.caf")
                        ])
                ])
            #expect(
                shipped.problems == [
                    SoundDiscovery.Problem(
                        path: fixture.projectPath,
                        reason: "target App copies object NOWHERE, which the project does not define")
                ])
        }

        @Test("a cycle in the group tree ends: each group is entered once")
        func cycle() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", ["G_ONE"]),
                    PBX.group("G_ONE", ["G_TWO"], path: "one"),
                    PBX.group("G_TWO", ["G_ONE", "MAIN", "G_TWO", "F_X"], path: "two"),
                    PBX.fileReference("F_X", path: "x.caf"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", ["B_X"]),
                    PBX.buildFile("B_X", "F_X"),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            try fixture.sound("one/two/x.caf")
            #expect(try fixture.read().items.map(\.path) == [fixture.root + "/one/two/x.caf"])
        }

        @Test("a file in no group: its folder is unknown, a problem")
        func orphan() throws {
            let pbxproj = PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", []),
                    PBX.fileReference("F_X", path: "x.caf"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", ["B_X"]),
                    PBX.buildFile("B_X", "F_X"),
                ])
            let fixture = try XcodeFixture(pbxproj: pbxproj)
            defer { fixture.remove() }
            let shipped = try fixture.read()
            #expect(shipped.items.isEmpty && shipped.missing.isEmpty)
            #expect(
                shipped.problems.map(\.reason) == [
                    """
                    target App copies x.caf, but it is in no group of the project, so its folder is unknown: not \
                    checked
                    """
                ])
        }

        @Test("groups nested deeper than any real project: cut there, with a problem, without exhausting the stack")
        func deepNesting() throws {
            let depth = 5_000
            var objects = (0..<depth).map {
                PBX.group("G\($0)", $0 + 1 < depth ? ["G\($0 + 1)"] : ["F_DEEP"], path: "d")
            }
            objects += [
                PBX.group("MAIN", ["G0", "F_TOP"]),
                PBX.fileReference("F_DEEP", path: "deep.caf"),
                PBX.fileReference("F_TOP", path: "top.caf"),
                PBX.target("T_APP", "App", phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_DEEP", "B_TOP"]),
                PBX.buildFile("B_DEEP", "F_DEEP"),
                PBX.buildFile("B_TOP", "F_TOP"),
            ]
            let fixture = try XcodeFixture(pbxproj: PBX.file(targets: ["T_APP"], objects: objects))
            defer { fixture.remove() }
            try fixture.sound("top.caf")
            let shipped = try fixture.read()
            #expect(shipped.items.map(\.path) == [fixture.root + "/top.caf"])
            #expect(
                shipped.problems.map(\.reason) == [
                    "groups nested more than 256 deep: what lies deeper is not checked",
                    """
                    target App copies deep.caf, but it is in no group of the project, so its folder is unknown: \
                    not checked
                    """,
                ])
        }
    }
}
