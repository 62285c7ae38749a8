import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// A sound file under an `.xcassets` folder, checked as a file or a folder (and by the build
/// plugin's tool, which is given files): the `asset-catalog` warning, no manifest entry, no
/// Swift constant, no name shared with bundle sounds, and `fix` leaves it to a person.
@Suite("Asset catalogs: sounds checked as files and folders")
struct AssetCatalogTests {
    @Test(
        "the outermost catalog among a path's folders, never the file itself",
        arguments: [
            ("App/Assets.xcassets/ping.dataset/ping.caf", "App/Assets.xcassets"),
            ("/abs/Media.XCASSETS/a/b/c/d/e/x.caf", "/abs/Media.XCASSETS"),
            ("Assets.xcassets/Inner.xcassets/x.dataset/x.caf", "Assets.xcassets"),
            ("Stickers.xcstickers/s.stickerpack/s.caf", "Stickers.xcstickers"),
            ("Assets.xcassets/x.caf", "Assets.xcassets"),
        ])
    func enclosing(path: String, catalog: String) {
        #expect(AssetCatalog.enclosing(path) == catalog)
    }

    @Test(
        "no catalog: plain paths, a file named like one, a hidden .xcassets, other compiled folders",
        arguments: [
            "ping.caf", "Sounds/ping.caf", "Sounds/x.xcassets", "x.xcassets", ".xcassets/h.caf", "App/.xcassets/h.caf",
            "Model.xcdatamodeld/p.caf", "xcassets/p.caf", "App/Assets.xcassetsX/p.caf", "", "/", "//",
        ])
    func notInCatalog(path: String) {
        #expect(AssetCatalog.enclosing(path) == nil)
    }

    /// `Sounds/ping.caf` and a sound of the same name deep in a catalog, with a link looping
    /// back into the catalog and a hidden `.xcassets`.
    func folder() throws -> URL {
        let root = try TestPaths.temporaryDirectory()
        let files = FileManager.default
        let dataset = root.appendingPathComponent("App/Assets.xcassets/Alerts/Deep/ping.dataset")
        for folder in [
            dataset, root.appendingPathComponent("App/Sounds"), root.appendingPathComponent("App/.xcassets"),
        ] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try files.copyItem(
            atPath: TestPaths.sample("valid/tone-alaw.caf"), toPath: dataset.appendingPathComponent("ping.caf").path)
        try files.copyItem(
            atPath: TestPaths.sample("valid/beep-ulaw.caf"),
            toPath: root.appendingPathComponent("App/Sounds/ping.caf").path)
        try files.copyItem(
            atPath: TestPaths.sample("valid/beep-ulaw.caf"),
            toPath: root.appendingPathComponent("App/.xcassets/h.caf").path)
        try files.createSymbolicLink(atPath: dataset.appendingPathComponent("loop").path, withDestinationPath: "../..")
        return root
    }

    @Test("check FOLDER: a warning on the catalog's sound, no name collision with the bundle's, no manifest entry")
    func folderCheck() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Checker().check(paths: [root.path + "/App"])
        let findings = Dictionary(
            uniqueKeysWithValues: report.files.map {
                (String($0.path.dropFirst(root.path.count + 5)), $0.findings)
            })
        #expect(findings.keys.sorted() == ["Assets.xcassets/Alerts/Deep/ping.dataset/ping.caf", "Sounds/ping.caf"])
        #expect(findings["Sounds/ping.caf"] == [])
        let warning = try #require(findings["Assets.xcassets/Alerts/Deep/ping.dataset/ping.caf"]?.first)
        #expect(warning.rule == "asset-catalog" && warning.severity == .warning)
        #expect(findings["Assets.xcassets/Alerts/Deep/ping.dataset/ping.caf"]?.count == 1)
        // Its content is judged as any sound's: it would play once moved out.
        #expect(report.files.allSatisfy { $0.valid })
        let manifest = ManifestBuilder(root: root.path).manifest(for: report)
        #expect(manifest.sounds.map(\.path) == ["App/Sounds/ping.caf"])
    }

    @Test("info: the rule's warning, and a verdict that says where the sound stands")
    func info() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/App/Assets.xcassets/Alerts/Deep/ping.dataset/ping.caf"
        let text = InfoReporter().render(try Checker().check(paths: [path]))
        #expect(text.contains("Verdict:      would play, once out of its asset catalog\n"))
        let line = text.split(separator: "\n").first { $0.hasPrefix("  asset-catalog ") }
        #expect(
            line?.dropFirst("  asset-catalog ".count).drop { $0 == " " }
                .hasPrefix("warning: it lies in the asset catalog Assets.xcassets, ") == true, "\(text)")
    }

    @Test("fix: a failing sound in a catalog is skipped with the reason; one with warnings only is left as it is")
    func fix() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dataset = root.appendingPathComponent("Assets.xcassets/long.dataset")
        try FileManager.default.createDirectory(at: dataset, withIntermediateDirectories: true)
        let long = dataset.appendingPathComponent("long.caf").path
        let doorbell = dataset.appendingPathComponent("doorbell.wav").path
        try FileManager.default.copyItem(atPath: TestPaths.sample("invalid/too-long.caf"), toPath: long)
        try FileManager.default.copyItem(atPath: TestPaths.sample("warnings/doorbell.wav"), toPath: doorbell)
        let before = try Data(contentsOf: URL(fileURLWithPath: long))

        let result = try ExternalTool.run(
            TestPaths.executable.path, ["fix", "Assets.xcassets"], currentDirectory: root)
        #expect(result.status == 1)
        #expect(result.text.contains("asset-catalog: it lies in Assets.xcassets, whose Contents.json names it"))
        #expect(result.text.contains("Left to you"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: long)) == before)
        // Not renamed to doorbell.caf: the catalog's Contents.json names doorbell.wav.
        #expect(FileManager.default.fileExists(atPath: doorbell))
        #expect(!FileManager.default.fileExists(atPath: dataset.appendingPathComponent("doorbell.caf").path))
    }

    @Test("the build plugin's tool: a catalog's sound warns and becomes no Swift constant")
    func buildTool() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = root.appendingPathComponent("Sources/Kit/Resources")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("Assets.xcassets/ping.dataset"),
            withIntermediateDirectories: true)
        let chime = resources.appendingPathComponent("chime.caf").path
        let ping = resources.appendingPathComponent("Assets.xcassets/ping.dataset/ping.caf").path
        try FileManager.default.copyItem(atPath: TestPaths.sample("valid/beep-ulaw.caf"), toPath: chime)
        try FileManager.default.copyItem(atPath: TestPaths.sample("valid/tone-alaw.caf"), toPath: ping)
        let swift = root.appendingPathComponent("Generated.swift").path
        let tool = TestPaths.executable.deletingLastPathComponent().appendingPathComponent("soundcheck-build-tool")
        // The arguments the plugin gives (SoundCheckInvocation.arguments), minus settings tracking.
        let result = try ExternalTool.run(
            tool.path,
            [
                "manifest", "--format", "xcode", "--force-exclude", "--allow-empty", "--context", "build-plugin",
                "--root", root.path, "--output", root.appendingPathComponent("m.json").path, "--swift", swift,
                "--", chime, ping,
            ], currentDirectory: root)
        #expect(result.status == 0)
        #expect(result.text.contains("\(ping): warning: it lies in the asset catalog Assets.xcassets"))
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(source.contains("\"chime.caf\""))
        #expect(!source.contains("ping"))
    }
}
