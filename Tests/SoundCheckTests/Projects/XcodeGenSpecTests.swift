import Foundation
import Testing
@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// A spec folder in a temporary directory: `project.yml`, other specs and sounds beside it.
private struct SpecFixture {
    let root: String

    init() throws {
        root = try TestPaths.temporaryDirectory().path
    }

    var spec: String { root + "/project.yml" }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func sounds(_ relatives: String...) throws {
        for relative in relatives { try write(relative, bytes: XcodeFixture.soundBytes) }
    }

    func read(targets: [String] = []) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try ProjectSoundsReader().shippedSounds(at: spec, targets: targets)
    }

    /// `location` per file name, for every item of `bundle`.
    func placements(_ shipped: ShippedSounds) -> [String] {
        shipped.items.flatMap { item in
            item.placements.map { "\(FilePath.relative(item.path, to: root)) → \($0.bundle):\($0.location)" }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension Projects {
    @Suite("Projects: XcodeGen specs")
    struct XcodeGenSpecTests {
        static let spec = FilePath.relative(TestPaths.sample("XcodeGenApp/project.yml"), to: FilePath.currentDirectory)
        static let folder = FilePath.directory(of: spec)

        @Test("samples/XcodeGenApp: a group's sound at the root, a folder and a .bundle in sub-folders, excluded, missing")
        func sample() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: [])
            let app = { BundlePlacement(bundle: "XcodeGenApp", kind: .application, location: $0) }
            #expect(shipped.bundles == ["XcodeGenApp"])
            #expect(shipped.items == [
                ShippedSounds.Item(path: Self.folder + "/Alerts.bundle/xg-alert.caf", placements: [app("Alerts.bundle/xg-alert.caf")]),
                ShippedSounds.Item(path: Self.folder + "/Tones/xg-tone.caf", placements: [app("Tones/xg-tone.caf")]),
                ShippedSounds.Item(path: Self.folder + "/XcodeGenApp/Sounds/xg-chime.caf", placements: [app("xg-chime.caf")]),
            ])
            #expect(shipped.missing == [ShippedSounds.MissingFile(path: Self.folder + "/xg-gone.caf", placements: [app("xg-gone.caf")])])
            #expect(shipped.unshipped == [Self.folder + "/XcodeGenApp/Sounds/xg-draft.caf", Self.folder + "/specs/Widget/xg-widget.caf"])
            #expect(shipped.problems.isEmpty)
            #expect(shipped.notices.isEmpty)
        }

        @Test("samples/XcodeGenApp checked: bundle-location, missing-file, not-in-target, and nothing about the MP3")
        func sampleFindings() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: []))
            let found = report.files.flatMap { file in file.findings.map { "\(FilePath.lastComponent(of: file.path)) \($0.rule)" } }
            #expect(found == ["xg-alert.caf bundle-location", "xg-tone.caf bundle-location", "xg-draft.caf not-in-target",
                              "xg-widget.caf not-in-target", "xg-gone.caf missing-file"])
        }

        @Test("--target XcodeGenWidget: the included spec's target, its path relative to the included file")
        func includedTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: ["XcodeGenWidget"])
            #expect(shipped.items == [ShippedSounds.Item(path: Self.folder + "/specs/Widget/xg-widget.caf", placements: [
                BundlePlacement(bundle: "XcodeGenWidget", kind: .appExtension, location: "xg-widget.caf"),
            ])])
            #expect(shipped.notices == [XcodeProjectSounds.extensionNotice("XcodeGenWidget", apps: ["XcodeGenApp"])])
        }

        @Test("a target the spec does not generate is named with the ones it does")
        func unknownTarget() throws {
            #expect(throws: SoundDiscovery.Problem(path: Self.spec, reason: "no target named \"Nope\" (its targets: XcodeGenApp, XcodeGenWidget)")) {
                try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: ["Nope"])
            }
        }

        @Test("only project.yml and project.yaml files are read as specs")
        func dispatch() throws {
            let reader = ProjectSoundsReader()
            #expect(reader.reads(Self.spec))
            #expect(!reader.reads(Self.folder + "/specs/widget.yml"))
            #expect(!reader.reads(Self.folder + "/project.yaml"))
        }

        @Test(".lproj files keep their localization; buildPhase none, copyFiles and fileTypes are followed")
        func phasesAndLocalization() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.sounds("App/en.lproj/hello.caf", "App/fr.lproj/hello.caf", "App/Sounds/a.caf", "Raw/b.caf",
                               "Copied/c.caf", "Typed/d.wav", "Typed/e.caf")
            try fixture.write("project.yml", """
                options:
                  fileTypes:
                    wav: {buildPhase: none}
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - App
                      - path: Raw
                        buildPhase: none
                      - path: Copied
                        buildPhase:
                          copyFiles: {destination: resources, subpath: Tones}
                      - Typed
                """)
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == [
                "App/Sounds/a.caf → App:a.caf", "App/en.lproj/hello.caf → App:en.lproj/hello.caf",
                "App/fr.lproj/hello.caf → App:fr.lproj/hello.caf", "Copied/c.caf → App:Tones/c.caf", "Typed/e.caf → App:e.caf",
            ])
            #expect(shipped.unshipped.map { FilePath.relative($0, to: fixture.root) } == ["Raw/b.caf", "Typed/d.wav"])
        }

        @Test("templates, template attributes, platform lists and :REPLACE merge as XcodeGen merges them")
        func templatesAndPlatforms() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.sounds("Shared/iOS/s.caf", "Shared/tvOS/s.caf", "Old/o.caf", "New/n.caf")
            try fixture.write("base.yml", """
                targets:
                  Tool:
                    type: framework
                    platform: iOS
                    sources: [Old]
                """)
            try fixture.write("project.yml", """
                include: [base.yml]
                targetTemplates:
                  Base:
                    type: application
                    sources: ["${folder}/${platform}"]
                targets:
                  Multi:
                    templates: [Base]
                    templateAttributes: {folder: Shared}
                    platform: [iOS, tvOS]
                  Tool:
                    sources:REPLACE: [New]
                """)
            let shipped = try fixture.read(targets: ["Multi_iOS", "Multi_tvOS", "Tool"])
            #expect(shipped.bundles == ["Multi_iOS", "Multi_tvOS", "Tool"])
            #expect(fixture.placements(shipped) == [
                "New/n.caf → Tool:n.caf", "Shared/iOS/s.caf → Multi_iOS:s.caf", "Shared/tvOS/s.caf → Multi_tvOS:s.caf",
            ])
            #expect(shipped.unshipped.map { FilePath.relative($0, to: fixture.root) } == ["Old/o.caf"])
            // By default, the applications only: the framework is not checked.
            #expect(try fixture.read().bundles == ["Multi_iOS", "Multi_tvOS"])
        }

        @Test("includes and excludes globs are relative to the source; a synced folder copies flat")
        func globsAndSyncedFolders() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.sounds("A/keep/k.caf", "A/skip/s.caf", "A/top.caf", "B/x/deep.caf", "B/Assets.xcassets/p.dataset/p.caf",
                               "B/Tones/t.caf")
            try fixture.write("project.yml", """
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - path: A
                        includes: ["keep/**", "*.caf"]
                        excludes: ["top.caf"]
                      - path: B
                        type: syncedFolder
                        explicitFolders: [Tones]
                """)
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == [
                "A/keep/k.caf → App:k.caf", "B/Tones/t.caf → App:Tones/t.caf", "B/x/deep.caf → App:deep.caf",
            ])
            #expect(shipped.items.first { $0.path.hasSuffix("p.caf") }?.assetCatalog == fixture.root + "/B/Assets.xcassets")
            #expect(shipped.unshipped.map { FilePath.relative($0, to: fixture.root) } == ["A/skip/s.caf", "A/top.caf"])
        }

        @Test("a listed folder that is not there is a problem; optional sources are skipped")
        func missingFolder() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.write("project.yml", """
                targets:
                  App: {type: application, platform: iOS, sources: [Gone, {path: Maybe, optional: true}]}
                """)
            let shipped = try fixture.read()
            #expect(shipped.problems.map(\.path) == [fixture.root + "/Gone"])
            #expect(shipped.problems.first?.reason.hasPrefix("target App lists this source, which is not there") == true)
        }
    }

    @Suite("Projects: hostile XcodeGen specs")
    struct XcodeGenHostileSpecTests {
        @Test("an include cycle is cut where it closes, named, and the rest is read")
        func includeCycle() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            try fixture.write("project.yml", "include: [specs/a.yml]\ntargets:\n  App: {type: application, platform: iOS, sources: [S]}\n")
            try fixture.write("specs/a.yml", "include: [b.yml]\n")
            try fixture.write("specs/b.yml", "include: [a.yml, ../project.yml]\n")
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == ["S/a.caf → App:a.caf"])
            #expect(shipped.problems.map(\.reason) == [
                "includes a.yml, which includes this spec again (project.yml → a.yml → b.yml → a.yml): that include is not read",
                "includes ../project.yml, which includes this spec again (project.yml → a.yml → b.yml → project.yml): that include is not read",
            ])
        }

        @Test("aliases that expand to billions of values are refused, quickly")
        func aliasBomb() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
            for level in 1...9 {
                let previous = "*a\(level - 1)"
                lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
            }
            lines.append("targets: {App: {type: application, sources: *a9}}")
            try fixture.write("project.yml", lines.joined(separator: "\n") + "\n")
            let started = Date()
            #expect(throws: SoundDiscovery.Problem(path: fixture.spec, reason: "its aliases expand to more than 2000000 values: not an XcodeGen spec")) {
                try fixture.read()
            }
            #expect(Date().timeIntervalSince(started) < 30)
        }

        @Test("nesting beyond any spec, text that is not UTF-8, a file too large, and not YAML are refused by name")
        func refused() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.write("project.yml", String(repeating: "[", count: 50_000))
            #expect(throws: SoundDiscovery.Problem(path: fixture.spec, reason: "nested more than 1000 levels deep: not an XcodeGen spec")) {
                try fixture.read()
            }
            try fixture.write("project.yml", bytes: Array("targets: {App: {sources: [\"".utf8) + [0xFF, 0xFE] + Array("\"]}}".utf8))
            #expect(throws: SoundDiscovery.Problem(path: fixture.spec, reason: "not UTF-8 text: not an XcodeGen spec")) {
                try fixture.read()
            }
            try fixture.write("project.yml", "targets: [unclosed\n")
            #expect(throws: (any Error).self) { try fixture.read() }
            do {
                _ = try fixture.read()
            } catch {
                #expect(error.reason.hasPrefix("invalid YAML at 2:1"))
            }
            try fixture.write("project.yml", "- a list\n")
            #expect(throws: SoundDiscovery.Problem(path: fixture.spec, reason: "not an XcodeGen spec: the top level is not a mapping")) {
                try fixture.read()
            }
            try fixture.write("project.yml", bytes: [UInt8](repeating: UInt8(ascii: " "), count: (16 << 20) + 1))
            #expect(throws: SoundDiscovery.Problem(path: fixture.spec, reason: "cannot read the spec: \(16 << 20 + 1) bytes, more than an XcodeGen spec holds (at most 16 MB)")) {
                try fixture.read()
            }
        }

        /// Seconds alone in a debug build; the bound leaves room for a loaded machine, and a
        /// quadratic merge of 20,000 targets would take far longer.
        @Test("a spec of a few megabytes (20,000 targets) is read in linear time")
        func largeSpec() throws {
            let fixture = try SpecFixture()
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            var text = "targetTemplates:\n  T: {type: framework, platform: iOS}\ntargets:\n"
            for index in 0..<20_000 {
                text += "  Target\(index):\n    templates: [T]\n    sources:\n      - path: Missing\(index)\n        optional: true\n"
                text += "    settings: {base: {PRODUCT_BUNDLE_IDENTIFIER: com.example.target\(index)}}\n"
            }
            text += "  App: {type: application, platform: iOS, sources: [S]}\n"
            try fixture.write("project.yml", text)
            #expect(text.utf8.count > 2_000_000)
            let started = Date()
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == ["S/a.caf → App:a.caf"])
            #expect(Date().timeIntervalSince(started) < 300)
        }
    }
}
