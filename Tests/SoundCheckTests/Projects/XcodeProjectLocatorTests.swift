import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// What path names an Xcode project: `X.xcodeproj`, or a folder directly holding one.
    @Suite("Projects: finding the .xcodeproj")
    struct XcodeProjectLocatorTests {
        static func folder(holding projects: [String], files: [String] = []) throws -> String {
            let folder = try TestPaths.temporaryDirectory().path
            for project in projects {
                try FileManager.default.createDirectory(
                    atPath: folder + "/" + project, withIntermediateDirectories: true)
                try Data(PBX.file(targets: [], objects: [PBX.group("MAIN", [])]).utf8)
                    .write(to: URL(fileURLWithPath: folder + "/" + project + "/project.pbxproj"))
            }
            for file in files { try Data().write(to: URL(fileURLWithPath: folder + "/" + file)) }
            return folder
        }

        @Test("X.xcodeproj itself, with or without a trailing slash")
        func projectItself() throws {
            let folder = try Self.folder(holding: ["App.xcodeproj"])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for path in [folder + "/App.xcodeproj", folder + "/App.xcodeproj/"] {
                #expect(XcodeProjectLocator.isProject(path))
                #expect(try XcodeProjectLocator.projectPath(for: path) == folder + "/App.xcodeproj")
            }
            #expect(ProjectSoundsReader().reads(folder + "/App.xcodeproj"))
            #expect(try ProjectSoundsReader().shippedSounds(at: folder + "/App.xcodeproj", targets: []).bundles.isEmpty)
        }

        @Test("a folder holding one .xcodeproj (hidden ones and files named so do not count)")
        func folderWithOne() throws {
            let folder = try Self.folder(holding: ["App.xcodeproj", ".Old.xcodeproj"], files: ["Notes.xcodeproj"])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(XcodeProjectLocator.isProject(folder))
            #expect(try XcodeProjectLocator.projectPath(for: folder) == folder + "/App.xcodeproj")
        }

        @Test(
            "a folder holding several: name one",
            arguments: [
                (["B.xcodeproj", "A.xcodeproj"], "holds A.xcodeproj and B.xcodeproj: name one"),
                (
                    ["C.xcodeproj", "A.xcodeproj", "B.xcodeproj"],
                    "holds A.xcodeproj, B.xcodeproj and C.xcodeproj: name one"
                ),
            ])
        func folderWithSeveral(projects: [String], reason: String) throws {
            let folder = try Self.folder(holding: projects)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(XcodeProjectLocator.isProject(folder))
            #expect(throws: SoundDiscovery.Problem(path: folder, reason: reason)) {
                try XcodeProjectLocator.projectPath(for: folder)
            }
        }

        @Test("not a project: a folder without one, a file named .xcodeproj, a path that does not exist")
        func notProjects() throws {
            let folder = try Self.folder(holding: [], files: ["Notes.xcodeproj", "chime.caf"])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(!XcodeProjectLocator.isProject(folder))
            #expect(!XcodeProjectLocator.isProject(folder + "/Notes.xcodeproj"))
            #expect(!XcodeProjectLocator.isProject(folder + "/chime.caf"))
            #expect(!XcodeProjectLocator.isProject(folder + "/Nothing.xcodeproj"))
            #expect(!ProjectSoundsReader().reads(folder))
            #expect(throws: SoundDiscovery.Problem(path: folder, reason: "holds no .xcodeproj")) {
                try XcodeProjectLocator.projectPath(for: folder)
            }
        }
    }
}
