import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// The other names a user gives an Xcode app by: its workspace (CocoaPods makes one beside
    /// every project) and the project.pbxproj inside the project.
    @Suite("Projects: workspaces and project.pbxproj paths")
    struct WorkspaceAndProjectFileTests {
        static let appProject = PBX.file(
            targets: ["T_APP"],
            objects: [
                PBX.group("MAIN", ["F_DING"]),
                PBX.fileReference("F_DING", path: "ding.caf"),
                PBX.target("T_APP", "App", phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_DING"]),
                PBX.buildFile("B_DING", "F_DING"),
            ])
        static let podsProject = PBX.file(
            targets: ["T_POD"],
            objects: [
                PBX.group("MAIN", ["F_POD"]),
                PBX.fileReference("F_POD", path: "pod.caf"),
                PBX.target("T_POD", "SDK", type: PBX.framework, phases: ["P_RES"]),
                PBX.resources("P_RES", ["B_POD"]),
                PBX.buildFile("B_POD", "F_POD"),
            ])

        /// An app project, CocoaPods' project under Pods/, and a workspace listing both as
        /// CocoaPods writes it.
        static func workspaceFixture() throws -> XcodeFixture {
            let fixture = try XcodeFixture(pbxproj: appProject)
            try fixture.sound("ding.caf")
            try FileManager.default.createDirectory(
                atPath: fixture.root + "/Pods/Pods.xcodeproj", withIntermediateDirectories: true)
            try Data(podsProject.utf8).write(
                to: URL(fileURLWithPath: fixture.root + "/Pods/Pods.xcodeproj/project.pbxproj"))
            try fixture.sound("Pods/pod.caf")
            let workspace = fixture.root + "/App.xcworkspace"
            try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
            let data = """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace
                   version = "1.0">
                   <FileRef
                      location = "group:App.xcodeproj">
                   </FileRef>
                   <Group location = "container:" name = "Deps">
                      <FileRef
                         location = "group:Pods/Pods.xcodeproj">
                      </FileRef>
                   </Group>
                </Workspace>
                """
            try Data(data.utf8).write(to: URL(fileURLWithPath: workspace + "/contents.xcworkspacedata"))
            return fixture
        }

        @Test("a workspace reads the app's projects it lists, not CocoaPods', and says which")
        func workspace() throws {
            let fixture = try Self.workspaceFixture()
            defer { fixture.remove() }
            let workspace = fixture.root + "/App.xcworkspace"
            let reader = ProjectSoundsReader()
            #expect(reader.reads(workspace))
            let shipped = try reader.shippedSounds(at: workspace, targets: [])
            #expect(shipped.items.map(\.path) == [fixture.root + "/ding.caf"])
            #expect(shipped.bundles == ["App"])
            #expect(
                shipped.notices.first
                    == "\(workspace): a workspace; read App.xcodeproj (not Pods.xcodeproj: dependencies)")
            #expect(throws: SoundDiscovery.Problem.self) { try reader.shippedSounds(at: workspace, targets: ["Nope"]) }
            #expect(try reader.shippedSounds(at: workspace, targets: ["App"]).bundles == ["App"])
        }

        @Test("check App.xcworkspace checks the app, exit 0, never 'no sound files found'")
        func workspaceCommand() throws {
            let fixture = try Self.workspaceFixture()
            defer { fixture.remove() }
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: fixture.root + "/ding.caf"))
            let result = try ExternalTool.run(
                TestPaths.executable.path, ["check", "App.xcworkspace", "-f", "human"],
                currentDirectory: URL(fileURLWithPath: fixture.root))
            #expect(result.text.contains("Checked 1 file"), "\(result.text)\(result.standardError)")
            #expect(result.status != 2)
        }

        @Test("a project.pbxproj path reads its project; it is never checked as a sound")
        func projectFile() throws {
            let fixture = try XcodeFixture(pbxproj: Self.appProject)
            defer { fixture.remove() }
            try fixture.sound("ding.caf")
            let reader = ProjectSoundsReader()
            let file = fixture.projectPath + "/project.pbxproj"
            #expect(reader.reads(file))
            #expect(try reader.shippedSounds(at: file, targets: []).items.map(\.path) == [fixture.root + "/ding.caf"])
            let report = try Checker().check(paths: [file], targets: [], projects: reader)
            #expect(report.files.map(\.sound.name) == ["ding.caf"])
            #expect(!report.files.contains { $0.findings.contains { $0.rule == "container" } })
        }
    }
}
