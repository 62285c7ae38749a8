import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Names with spaces, accents and bytes that are not UTF-8, in the project's path and its files.
    @Suite("Projects: file names")
    struct ProjectNameTests {
        static let pbxproj = PBX.file(
            targets: ["T_APP"],
            objects: [
                PBX.group("MAIN", ["G_SOUNDS"]),
                PBX.group("G_SOUNDS", ["F_BELL", "F_DECOMPOSED"], path: "Mes Sons"),
                PBX.fileReference("F_BELL", path: "Clochette \u{E9}.caf"),
                PBX.fileReference("F_DECOMPOSED", path: "Cloche\u{301}.caf"),
                PBX.target("T_APP", "Mon Appli \u{E9}", phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_BELL", "B_DECOMPOSED"]),
                PBX.buildFile("B_BELL", "F_BELL"),
                PBX.buildFile("B_DECOMPOSED", "F_DECOMPOSED"),
            ])

        @Test("a project path with spaces and accents, files as written in the project (composed or not)")
        func accents() throws {
            let fixture = try XcodeFixture(
                projectName: "Projet d\u{E9}mo", in: "Mes Apps \u{E9}t\u{E9}", pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            try fixture.sound("Mes Sons/Clochette \u{E9}.caf")
            try fixture.sound("Mes Sons/Cloche\u{301}.caf")
            #if os(Linux)
            // Composed: another file by its bytes (though equal as a Swift String); on macOS the
            // file system takes it for the decomposed one.
            try fixture.sound("Mes Sons/Cloch\u{E9}.caf")
            let unshipped = [Array((fixture.root + "/Mes Sons/Cloch\u{E9}.caf").utf8)]
            #else
            let unshipped: [[UInt8]] = []
            #endif

            let shipped = try XcodeProjectSounds.read(fixture.projectPath, targets: ["Mon Appli \u{E9}"])
            let placement = { BundlePlacement(bundle: "Mon Appli \u{E9}", kind: .application, location: $0) }
            #expect(
                shipped.items.map { Array($0.path.utf8) }
                    == [
                        fixture.root + "/Mes Sons/Clochette \u{E9}.caf", fixture.root + "/Mes Sons/Cloche\u{301}.caf",
                    ].map { Array($0.utf8) })
            #expect(
                shipped.items.map(\.placements) == [
                    [placement("Clochette \u{E9}.caf")], [placement("Cloche\u{301}.caf")],
                ])
            #expect(shipped.unshipped.map { Array($0.utf8) } == unshipped)
            #expect(try XcodeProjectLocator.projectPath(for: fixture.root) == fixture.projectPath)
        }

        #if os(Linux)
        @Test("a sound whose name is not UTF-8, in no target, is reported by its escaped name")
        func notUTF8() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            let name: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array(".caf".utf8)
            let path = Array(fixture.root.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
            let shipped = try fixture.read()
            #expect(shipped.unshipped == [fixture.root + "/bad\\xFF\\xFE.caf"])
        }
        #endif
    }
}
