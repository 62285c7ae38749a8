import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// An app target's critical-alerts fact from `CODE_SIGN_ENTITLEMENTS`, per build
    /// configuration, inherited from the project's configurations, and its `.entitlements` file.
    @Suite("Projects: the critical-alerts entitlement of an Xcode target")
    struct TargetEntitlementsTests {
        /// A project with app target `App` (`T_APP`) whose configurations carry `target`'s settings
        /// (name → CODE_SIGN_ENTITLEMENTS, nil: not set), and project configurations `project`'s.
        func fixture(
            target: [(String, String?)], project: [(String, String?)] = [],
            extra: String = ""
        ) throws -> XcodeFixture {
            func configuration(_ id: String, _ name: String, _ value: String?) -> String {
                let setting = value.map { "CODE_SIGN_ENTITLEMENTS = \(PBX.quoted($0)); " } ?? ""
                return "\(id) = {isa = XCBuildConfiguration; buildSettings = {\(setting)\(extra)}; name = \(name); };"
            }
            let targetConfigurations = target.enumerated().map {
                configuration("TC\($0.offset)", $0.element.0, $0.element.1)
            }
            let projectConfigurations = project.enumerated().map {
                configuration("PC\($0.offset)", $0.element.0, $0.element.1)
            }
            let lists = [
                """
                TLIST = {isa = XCConfigurationList; buildConfigurations = \
                (\(target.indices.map { "TC\($0), " }.joined())); };
                """,
                """
                PLIST = {isa = XCConfigurationList; buildConfigurations = \
                (\(project.indices.map { "PC\($0), " }.joined())); };
                """,
            ]
            let objects =
                [PBX.group("MAIN", []), PBX.target("T_APP", "App")] + lists + targetConfigurations
                + projectConfigurations
            let text = PBX.file(targets: ["T_APP"], objects: objects)
                .replacingOccurrences(
                    of: "isa = PBXProject;", with: "isa = PBXProject; buildConfigurationList = PLIST;"
                )
                .replacingOccurrences(
                    of: "isa = PBXNativeTarget;", with: "isa = PBXNativeTarget; buildConfigurationList = TLIST;")
            return try XcodeFixture(pbxproj: text)
        }

        func write(_ fixture: XcodeFixture, _ relative: String, critical: String?) throws {
            let url = URL(fileURLWithPath: fixture.root + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(MachOBuilder.entitlements(critical: critical)).write(to: url)
        }

        @Test("the target's file, under $(SRCROOT), $(PROJECT_DIR), $(TARGET_NAME), quoted or not: granted")
        func expansions() throws {
            for value in [
                "App/App.entitlements", "$(SRCROOT)/App/App.entitlements",
                "${PROJECT_DIR}/App/$(TARGET_NAME).entitlements",
                "\"App/App.entitlements\"", "./App/../App/App.entitlements",
            ] {
                let fixture = try self.fixture(target: [("Release", value)])
                defer { fixture.remove() }
                try write(fixture, "App/App.entitlements", critical: "<true/>")
                let shipped = try fixture.read()
                #expect(
                    shipped.criticalAlerts == [
                        CriticalAlertsEntitlement(
                            app: "App", status: .granted, source: fixture.root + "/App/App.entitlements")
                    ],
                    "\(value)")
                #expect(shipped.problems.isEmpty)
            }
        }

        @Test("granted only when every configuration grants it; the others are named")
        func perConfiguration() throws {
            let fixture = try self.fixture(target: [
                ("Debug", "Debug.entitlements"), ("Release", "Release.entitlements"),
            ])
            defer { fixture.remove() }
            try write(fixture, "Debug.entitlements", critical: "<true/>")
            try write(fixture, "Release.entitlements", critical: nil)
            #expect(
                try fixture.read().criticalAlerts == [
                    CriticalAlertsEntitlement(
                        app: "App", status: .notGranted, source: fixture.root + "/Release.entitlements",
                        detail: "lacking in Release")
                ])
        }

        @Test("a configuration naming no file lacks it; the project's configuration of the same name is inherited")
        func inherited() throws {
            let fixture = try self.fixture(
                target: [("Debug", nil), ("Release", nil)], project: [("Release", "Shared.entitlements")])
            defer { fixture.remove() }
            try write(fixture, "Shared.entitlements", critical: "<true/>")
            #expect(
                try fixture.read().criticalAlerts == [
                    CriticalAlertsEntitlement(
                        app: "App", status: .notGranted, source: fixture.projectPath + "/project.pbxproj",
                        detail: "no CODE_SIGN_ENTITLEMENTS in Debug")
                ])
        }

        @Test("a missing entitlements file: a problem naming it, and unknown")
        func missingFile() throws {
            let fixture = try self.fixture(target: [("Release", "Gone.entitlements")])
            defer { fixture.remove() }
            let shipped = try fixture.read()
            #expect(shipped.criticalAlerts.map(\.status) == [.unknown])
            #expect(shipped.problems.map(\.path) == [fixture.root + "/Gone.entitlements"])
            #expect(
                shipped.problems.first?.reason.hasPrefix(
                    "the entitlements file CODE_SIGN_ENTITLEMENTS names cannot be read: cannot open") == true)
            try Data("not a plist <<<".utf8).write(to: URL(fileURLWithPath: fixture.root + "/Gone.entitlements"))
            #expect(
                try fixture.read().problems.first?.reason
                    == "the entitlements file CODE_SIGN_ENTITLEMENTS names cannot be read: not a property list")
        }

        @Test(
            """
            what soundcheck cannot see is unknown: other build settings, per-SDK values, .xcconfig files, no \
            configurations
            """
        )
        func unknown() throws {
            let other = try fixture(target: [("Release", "$(PRODUCT_NAME)/App.entitlements")])
            defer { other.remove() }
            #expect(
                try other.read().criticalAlerts.first?.detail
                    == """
                    Release: CODE_SIGN_ENTITLEMENTS \"$(PRODUCT_NAME)/App.entitlements\" uses a build setting \
                    soundcheck does not expand
                    """
            )
            let conditional = try fixture(
                target: [("Release", nil)], extra: "\"CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]\" = A.entitlements; ")
            defer { conditional.remove() }
            #expect(try conditional.read().criticalAlerts.map(\.status) == [.unknown])
            let none = try XcodeFixture(
                pbxproj: PBX.file(targets: ["T_APP"], objects: [PBX.group("MAIN", []), PBX.target("T_APP", "App")]))
            defer { none.remove() }
            #expect(try none.read().criticalAlerts.map(\.status) == [.unknown])
        }

        @Test("only application targets have the fact")
        func applicationsOnly() throws {
            let fixture = try self.fixture(target: [("Release", nil)])
            defer { fixture.remove() }
            let text = try String(contentsOfFile: fixture.projectPath + "/project.pbxproj", encoding: .utf8)
                .replacingOccurrences(of: PBX.application, with: PBX.framework)
            try Data(text.utf8).write(to: URL(fileURLWithPath: fixture.projectPath + "/project.pbxproj"))
            #expect(try fixture.read().criticalAlerts.isEmpty)
        }

        @Test("samples/XcodeApp: the app target's XcodeApp.entitlements lacks it")
        func sample() throws {
            let project = Projects.XcodeAppSampleTests.project
            let shipped = try ProjectSoundsReader().shippedSounds(at: project, targets: [])
            #expect(
                shipped.criticalAlerts == [
                    CriticalAlertsEntitlement(
                        app: "XcodeApp", status: .notGranted,
                        source: Projects.XcodeAppSampleTests.folder + "/XcodeApp/XcodeApp.entitlements")
                ])
            #expect(shipped.problems.isEmpty)
        }
    }
}
