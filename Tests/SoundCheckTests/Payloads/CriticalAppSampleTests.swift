import Foundation
import SoundCheckProjects
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// samples/payloads/critical-app and samples/XcodeApp/XcodeApp/CriticalAlarm.swift against the
/// XcodeApp sample, whose app target's XcodeApp.entitlements lacks the critical-alerts
/// entitlement. The human report is a golden file (`SOUNDCHECK_UPDATE_GOLDEN=1`).
@Suite("Payloads: the critical-app sample against samples/XcodeApp")
struct CriticalAppSampleTests {
    static let project = "samples/XcodeApp/XcodeApp.xcodeproj"

    /// The XcodeApp sample's manifest as `payloads --sounds` builds it, paths from the package root.
    static func manifest() throws -> SoundManifest {
        let report = try Checker().check(
            paths: [TestPaths.sample("XcodeApp/XcodeApp.xcodeproj")], targets: [],
            projects: ProjectSoundsReader())
        return ManifestBuilder(root: TestPaths.packageRoot.path).manifest(for: report)
    }

    func run(_ arguments: [String]) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: TestPaths.packageRoot)
    }

    @Test("the manifest of samples/XcodeApp records that the app lacks the entitlement, and where")
    func manifestFact() throws {
        #expect(
            try Self.manifest().criticalAlerts
                == CriticalAlertsEntitlement(
                    app: "XcodeApp", status: .notGranted, source: "samples/XcodeApp/XcodeApp/XcodeApp.entitlements"))
    }

    @Test(
        """
        payloads --sounds samples/XcodeApp: the golden report, exit 1; the same payloads pass against \
        samples/manifest.json
        """
    )
    func payloads() throws {
        let result = try run([
            "payloads", "samples/payloads/critical-app", "--sounds", Self.project, "--format", "human", "--verbose",
        ])
        #expect(result.status == 1, "\(result.standardError)")
        try ReporterGoldenTests().compare(result.text, golden: "payloads-critical-app.txt")
        #expect(
            result.text.contains(
                "samples/payloads/critical-app/critical.json:5:7: error: [critical-alert-entitlement] "))
        #expect(
            result.text.contains(
                "samples/payloads/critical-app/expo-critical.json:5:5: error: [critical-alert-entitlement] "))
        #expect(
            try run(["payloads", "samples/payloads/valid/critical.json", "--manifest", "samples/manifest.json"]).status
                == 0)
    }

    @Test("a manifest written from the project carries the fact to payloads --manifest")
    func throughManifestFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("manifest.json").path
        let written = try run(["manifest", Self.project, "--allow-invalid", "-o", manifest])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(
            try String(contentsOfFile: manifest, encoding: .utf8).contains(
                "\"criticalAlerts\": {\n    \"app\": \"XcodeApp\",\n    \"granted\": false,"))
        let checked = try run(["payloads", "samples/payloads/critical-app/critical.json", "--manifest", manifest])
        #expect(checked.status == 1)
        #expect(checked.text.contains("[critical-alert-entitlement]"))
    }

    @Test("refs --sounds samples/XcodeApp: criticalSoundNamed in CriticalAlarm.swift, at its name")
    func references() throws {
        let result = try run(["refs", "samples/XcodeApp", "--sounds", Self.project])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.text.hasPrefix(
                """
                samples/XcodeApp/XcodeApp/CriticalAlarm.swift:9:22: error: criticalSoundNamed makes a \
                critical-alert sound, but XcodeApp's entitlements lack
                """
            ))
    }
}
