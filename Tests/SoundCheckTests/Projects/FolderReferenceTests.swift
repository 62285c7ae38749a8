import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Folder references ("blue folders") and other folders a Resources phase copies whole.
    @Suite("Projects: folder references")
    struct FolderReferenceTests {
        static let pbxproj = PBX.file(
            targets: ["T_APP"],
            objects: [
                PBX.group("MAIN", ["F_TONES", "F_BUNDLE", "F_ASSETS", "F_GONE"]),
                PBX.fileReference("F_TONES", path: "Tones", type: "folder"),
                // A directory on disk copies as one whatever its type says.
                PBX.fileReference("F_BUNDLE", path: "Extra.bundle", type: "wrapper.plug-in"),
                PBX.fileReference("F_ASSETS", path: "Assets.xcassets", type: "folder.assetcatalog"),
                PBX.fileReference("F_GONE", path: "Gone", type: "folder"),
                PBX.target("T_APP", "App", phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_TONES", "B_BUNDLE", "B_ASSETS", "B_GONE"]),
                PBX.buildFile("B_TONES", "F_TONES"),
                PBX.buildFile("B_BUNDLE", "F_BUNDLE"),
                PBX.buildFile("B_ASSETS", "F_ASSETS"),
                PBX.buildFile("B_GONE", "F_GONE"),
            ])

        @Test("every sound under the folder lands under the folder's name; hidden files and other files are not sounds")
        func folderCopies() throws {
            let fixture = try XcodeFixture(pbxproj: Self.pbxproj)
            defer { fixture.remove() }
            for file in [
                "Tones/a.caf", "Tones/Sub/Deeper/b.WAV", "Tones/.hidden.caf", "Tones/.git/c.caf", "Extra.bundle/d.aiff",
                "Assets.xcassets/ding.dataset/ding.caf",
            ] {
                try fixture.sound(file)
            }
            try Data("notes".utf8).write(to: URL(fileURLWithPath: fixture.root + "/Tones/readme.txt"))

            let shipped = try fixture.read()
            let app = { BundlePlacement(bundle: "App", kind: .application, location: $0) }
            #expect(
                shipped.items == [
                    // An asset catalog is compiled, not copied: its sound is a fact, in no bundle.
                    ShippedSounds.Item(
                        path: fixture.root + "/Assets.xcassets/ding.dataset/ding.caf", placements: [],
                        assetCatalog: fixture.root + "/Assets.xcassets"),
                    ShippedSounds.Item(
                        path: fixture.root + "/Extra.bundle/d.aiff", placements: [app("Extra.bundle/d.aiff")]),
                    ShippedSounds.Item(
                        path: fixture.root + "/Tones/Sub/Deeper/b.WAV", placements: [app("Tones/Sub/Deeper/b.WAV")]),
                    ShippedSounds.Item(path: fixture.root + "/Tones/a.caf", placements: [app("Tones/a.caf")]),
                ])
            #expect(shipped.unshipped.isEmpty)
            #expect(shipped.missing.isEmpty)
            // An absent folder is no reason to stop: a fact the missing-folder rule warns about.
            #expect(shipped.problems.isEmpty)
            #expect(
                shipped.missingFolders == [
                    ShippedSounds.MissingFile(
                        path: fixture.root + "/Gone",
                        placements: [BundlePlacement(bundle: "App", kind: .application, location: "Gone")])
                ])
        }

        static func absentFolderProject(_ path: String) -> String {
            PBX.file(
                targets: ["T_APP"],
                objects: [
                    PBX.group("MAIN", ["F_GEN"]),
                    PBX.fileReference("F_GEN", path: path, type: "folder"),
                    PBX.target("T_APP", "App", phases: ["P_RES"]),
                    PBX.resources("P_RES", ["B_GEN"]),
                    PBX.buildFile("B_GEN", "F_GEN"),
                ])
        }

        /// Capacitor's template copies App/public, which `npx cap sync` makes and ios/.gitignore
        /// lists: a fresh checkout lacks it, and that says nothing about its sounds.
        @Test(
            "a copied folder a tool makes is noted as skipped, not a problem",
            arguments: [
                ("App/public", "App/.gitignore", "public\n"),
                ("App/public", ".gitignore", "# made by cap sync\nApp/public/\n"),
                ("Web/dist", ".gitignore", "*/dist\n"),
                ("Pods/Resources", nil, ""),
                ("App/App/public", nil, ""),
            ] as [(String, String?, String)])
        func generatedFolder(folder: String, ignoreFile: String?, ignoreText: String) throws {
            let fixture = try XcodeFixture(pbxproj: Self.absentFolderProject(folder))
            defer { fixture.remove() }
            if let ignoreFile {
                let path = fixture.root + "/" + ignoreFile
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(ignoreText.utf8).write(to: URL(fileURLWithPath: path))
            }
            let shipped = try fixture.read()
            #expect(shipped.problems.isEmpty)
            #expect(shipped.missingFolders.isEmpty)
            let skipped = try #require(shipped.skipped.first)
            #expect(skipped.path == fixture.root + "/" + folder)
            #expect(skipped.files == 0)
            #expect(skipped.reason.hasPrefix("target App copies this folder, which a tool makes ("))
            if ignoreFile != nil { #expect(skipped.reason.contains(".gitignore lists it")) }
        }

        @Test(
            "a .gitignore that un-ignores the folder, or ignores another, leaves it a missing folder",
            arguments: [
                "public\n!public\n", "publicity\n", "other/public\n",
            ])
        func notIgnored(ignoreText: String) throws {
            let fixture = try XcodeFixture(pbxproj: Self.absentFolderProject("App/public"))
            defer { fixture.remove() }
            try FileManager.default.createDirectory(atPath: fixture.root + "/App", withIntermediateDirectories: true)
            try Data(ignoreText.utf8).write(to: URL(fileURLWithPath: fixture.root + "/App/.gitignore"))
            let shipped = try fixture.read()
            #expect(shipped.skipped.isEmpty)
            #expect(shipped.missingFolders.map(\.path) == [fixture.root + "/App/public"])
        }
    }
}
