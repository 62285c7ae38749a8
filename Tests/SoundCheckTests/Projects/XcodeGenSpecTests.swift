import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    @Suite("Projects: XcodeGen specs")
    struct XcodeGenSpecTests {
        static let spec = PathText.relative(TestPaths.sample("XcodeGenApp/project.yml"), to: PathText.currentDirectory)
        static let folder = PathText.directory(of: spec)

        @Test(
            "samples/XcodeGenApp: a group's sound at the root, a folder and a .bundle in sub-folders, excluded, missing"
        )
        func sample() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: [])
            let app = { BundlePlacement(bundle: "XcodeGenApp", kind: .application, location: $0) }
            #expect(shipped.bundles == ["XcodeGenApp"])
            // Each file names the source that copies it, where the spec writes it.
            let listed = { (line: Int, column: Int) in [ListedPosition(path: Self.spec, line: line, column: column)] }
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/Alerts.bundle/xg-alert.caf",
                        placements: [app("Alerts.bundle/xg-alert.caf")],
                        listedAt: listed(21, 9)),
                    ShippedSounds.Item(
                        path: Self.folder + "/Tones/xg-tone.caf", placements: [app("Tones/xg-tone.caf")],
                        listedAt: listed(19, 15)),
                    // An MP3 a target copies ships like any sound (and is judged by every rule).
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeGenApp/Sounds/xg-call.mp3", placements: [app("xg-call.mp3")],
                        listedAt: listed(12, 15)),
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeGenApp/Sounds/xg-chime.caf", placements: [app("xg-chime.caf")],
                        listedAt: listed(12, 15)),
                    ShippedSounds.Item(
                        path: Self.folder + "/xg-empty.wav", placements: [app("xg-empty.wav")], listedAt: listed(23, 9)),
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: Self.folder + "/xg-gone.caf", placements: [app("xg-gone.caf")],
                        listedAt: listed(22, 9))
                ])
            #expect(
                shipped.unshipped == [
                    Self.folder + "/XcodeGenApp/Sounds/xg-draft.caf", Self.folder + "/specs/Widget/xg-widget.caf",
                ])
            #expect(shipped.problems.isEmpty)
            #expect(shipped.notices.isEmpty)
        }

        @Test(
            "samples/XcodeGenApp checked: bundle-location, missing-file, not-in-target, and the MP3's undocumented-format"
        )
        func sampleFindings() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: []))
            let found = report.files.flatMap { file in
                file.findings.map { "\(PathText.lastComponent(of: file.path)) \($0.rule)" }
            }
            #expect(
                found == [
                    "xg-alert.caf bundle-location", "xg-tone.caf bundle-location", "xg-call.mp3 undocumented-format",
                    "xg-draft.caf not-in-target",
                    "xg-widget.caf not-in-target", "xg-empty.wav integrity", "xg-gone.caf missing-file",
                ])
            let missing = report.files.first { $0.path.hasSuffix("xg-gone.caf") }?.findings.first
            #expect(missing.map { "\($0.path):\($0.line ?? 0):\($0.column ?? 0)" } == Self.spec + ":22:9")
        }

        @Test("--target XcodeGenWidget: the included spec's target, its path relative to the included file")
        func includedTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: ["XcodeGenWidget"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/specs/Widget/xg-widget.caf",
                        placements: [
                            BundlePlacement(bundle: "XcodeGenWidget", kind: .appExtension, location: "xg-widget.caf")
                        ], listedAt: [ListedPosition(path: Self.folder + "/specs/widget.yml", line: 7, column: 9)])
                ])
            #expect(shipped.notices == [XcodeProjectSounds.extensionNotice("XcodeGenWidget", apps: ["XcodeGenApp"])])
        }

        @Test("a target the spec does not generate is named with the ones it does")
        func unknownTarget() throws {
            #expect(
                throws: SoundDiscovery.Problem(
                    path: Self.spec, reason: "no target named \"Nope\" (its targets: XcodeGenApp, XcodeGenWidget)")
            ) {
                try ProjectSoundsReader().shippedSounds(at: Self.spec, targets: ["Nope"])
            }
        }

        @Test("project.yml, and YAML files with top-level targets, are read as specs")
        func dispatch() throws {
            let reader = ProjectSoundsReader()
            #expect(reader.reads(Self.spec))
            #expect(reader.reads(Self.folder + "/specs/widget.yml"))
            #expect(!reader.reads(Self.folder + "/project.yaml"))
        }

        @Test(".lproj files keep their localization; buildPhase none, copyFiles and fileTypes are followed")
        func phasesAndLocalization() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds(
                "App/en.lproj/hello.caf", "App/fr.lproj/hello.caf", "App/Sounds/a.caf", "Raw/b.caf",
                "Copied/c.caf", "Typed/d.wav", "Typed/e.caf")
            try fixture.write(
                "project.yml",
                """
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
            #expect(
                fixture.placements(shipped) == [
                    "App/Sounds/a.caf → App:a.caf", "App/en.lproj/hello.caf → App:en.lproj/hello.caf",
                    "App/fr.lproj/hello.caf → App:fr.lproj/hello.caf", "Copied/c.caf → App:Tones/c.caf",
                    "Typed/e.caf → App:e.caf",
                ])
            #expect(shipped.unshipped.map { PathText.relative($0, to: fixture.root) } == ["Raw/b.caf", "Typed/d.wav"])
        }

        @Test("templates, template attributes, platform lists and :REPLACE merge as XcodeGen merges them")
        func templatesAndPlatforms() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("Shared/iOS/s.caf", "Shared/tvOS/s.caf", "Old/o.caf", "New/n.caf")
            try fixture.write(
                "base.yml",
                """
                targets:
                  Tool:
                    type: framework
                    platform: iOS
                    sources: [Old]
                """)
            try fixture.write(
                "project.yml",
                """
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
            #expect(
                fixture.placements(shipped) == [
                    "New/n.caf → Tool:n.caf", "Shared/iOS/s.caf → Multi_iOS:s.caf",
                    "Shared/tvOS/s.caf → Multi_tvOS:s.caf",
                ])
            #expect(shipped.unshipped.map { PathText.relative($0, to: fixture.root) } == ["Old/o.caf"])
            // By default, the applications only: the framework is not checked.
            #expect(try fixture.read().bundles == ["Multi_iOS", "Multi_tvOS"])
        }

        @Test("includes and excludes globs are relative to the source; a synced folder copies flat")
        func globsAndSyncedFolders() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds(
                "A/keep/k.caf", "A/skip/s.caf", "A/top.caf", "B/x/deep.caf", "B/Assets.xcassets/p.dataset/p.caf",
                "B/Tones/t.caf")
            try fixture.write(
                "project.yml",
                """
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
            #expect(
                fixture.placements(shipped) == [
                    "A/keep/k.caf → App:k.caf", "B/Tones/t.caf → App:Tones/t.caf", "B/x/deep.caf → App:deep.caf",
                ])
            #expect(
                shipped.items.first { $0.path.hasSuffix("p.caf") }?.assetCatalog == fixture.root + "/B/Assets.xcassets")
            #expect(shipped.unshipped.map { PathText.relative($0, to: fixture.root) } == ["A/skip/s.caf", "A/top.caf"])
        }

        @Test("a listed folder that is not there is a problem; optional sources are skipped")
        func missingFolder() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.write(
                "project.yml",
                """
                targets:
                  App: {type: application, platform: iOS, sources: [Gone, {path: Maybe, optional: true}]}
                """)
            let shipped = try fixture.read()
            #expect(shipped.problems.map(\.path) == [fixture.root + "/Gone"])
            #expect(
                shipped.problems.first?.reason.hasPrefix("target App lists this source, which is not there") == true)
        }
    }

    @Suite("Projects: hostile XcodeGen specs")
    struct XcodeGenHostileSpecTests {
        @Test("an include cycle is cut where it closes, named, and the rest is read")
        func includeCycle() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            try fixture.write(
                "project.yml",
                "include: [specs/a.yml]\ntargets:\n  App: {type: application, platform: iOS, sources: [S]}\n")
            try fixture.write("specs/a.yml", "include: [b.yml]\n")
            try fixture.write("specs/b.yml", "include: [a.yml, ../project.yml]\n")
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == ["S/a.caf → App:a.caf"])
            #expect(
                shipped.problems.map(\.reason) == [
                    """
                    includes a.yml, which includes this spec again (project.yml → a.yml → b.yml → a.yml): that \
                    include is not read
                    """,
                    """
                    includes ../project.yml, which includes this spec again (project.yml → a.yml → b.yml → \
                    project.yml): that include is not read
                    """,
                ])
        }

        @Test("aliases that expand to billions of values are refused, quickly")
        func aliasBomb() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
            for level in 1...9 {
                let previous = "*a\(level - 1)"
                lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
            }
            lines.append("targets: {App: {type: application, sources: *a9}}")
            try fixture.write("project.yml", lines.joined(separator: "\n") + "\n")
            let started = Date()
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.path, reason: "its aliases expand to more than 2000000 values: not an XcodeGen spec")
            ) {
                try fixture.read()
            }
            #expect(Date().timeIntervalSince(started) < 30)
        }

        @Test("nesting beyond any spec, text that is not UTF-8, a file too large, and not YAML are refused by name")
        func refused() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.write("project.yml", String(repeating: "[", count: 50_000))
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.path, reason: "nested more than 1000 levels deep: not an XcodeGen spec")
            ) {
                try fixture.read()
            }
            try fixture.write(
                "project.yml", bytes: Array("targets: {App: {sources: [\"".utf8) + [0xFF, 0xFE] + Array("\"]}}".utf8))
            #expect(throws: SoundDiscovery.Problem(path: fixture.path, reason: "not UTF-8 text: not an XcodeGen spec"))
            {
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
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.path, reason: "not an XcodeGen spec: the top level is not a mapping")
            ) {
                try fixture.read()
            }
            try fixture.write("project.yml", bytes: [UInt8](repeating: UInt8(ascii: " "), count: (16 << 20) + 1))
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.path,
                    reason:
                        "cannot read the spec: \(16 << 20 + 1) bytes, more than an XcodeGen spec holds (at most 16 MB)")
            ) {
                try fixture.read()
            }
        }

        /// Seconds alone in a debug build; the bound leaves room for a loaded machine, and a
        /// quadratic merge of 20,000 targets would take far longer.
        @Test("a spec of a few megabytes (20,000 targets) is read in linear time")
        func largeSpec() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("S/a.caf")
            var text = "targetTemplates:\n  T: {type: framework, platform: iOS}\ntargets:\n"
            for index in 0..<20_000 {
                text +=
                    "  Target\(index):\n    templates: [T]\n    sources:\n      - path: Missing\(index)\n        optional: true\n"
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

        /// Every machine's root holds more than 50,000 entries (/usr alone does), so the group
        /// walk meets its bound: the disk's sounds are not listed (FuzzXcodeGen's inputs naming
        /// `- /` checked 610 of them, half a minute each under the sanitizers).
        @Test("a group source `- /` stops at the walk's bound: one problem, nothing shipped from the disk")
        func groupAtTheRoot() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.write(
                "project.yml",
                """
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - /
                """)
            let shipped = try fixture.read()
            #expect(shipped.items.isEmpty)
            #expect(
                shipped.problems.contains {
                    $0.path == "/" && $0.reason.hasPrefix("holds more than 50000 files and folders")
                })
        }

        /// `count` targets named App01…, each from the template `Base` whose sources are `sources`.
        private func templatedSpec(targets count: Int, sources: String) -> String {
            let targets = (1...count).map { "  App\($0 < 10 ? "0" : "")\($0):\n    templates: [Base]\n" }.joined()
            return "targetTemplates:\n  Base:\n    type: application\n    platform: iOS\n    sources: \(sources)\n"
                + "targets:\n" + targets
        }

        /// Every target of the spec copied, as `XcodeGenSpecSounds.read` copies them.
        private func copyAll(
            _ fixture: DescriptionFixture, groupEntryBudget: Int = XcodeGenSources.maximumGroupEntries
        ) throws -> (sources: XcodeGenSources, shipped: ShippedSounds) {
            let spec = try XcodeGenSpec.load(fixture.path)
            var sources = XcodeGenSources(spec: spec.value, specPath: fixture.path, groupEntryBudget: groupEntryBudget)
            var shipped = ShippedSoundsBuilder()
            for target in XcodeGenTarget.targets(of: spec.value) { sources.copy(target, into: &shipped) }
            return (sources, shipped.result(unshipped: [], bundles: []))
        }

        // A fuzzed spec of 4 KB (Fuzz/Regressions/FuzzXcodeGen/templates-copy-one-folder-*) took a
        // second: its targets × sources listed the same folders 60,000 times.
        @Test("a folder that many targets copy as a group is read from disk once, and ships into each")
        func groupListedOnce() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("Sounds/a.caf", "Sounds/Nested/b.caf")
            try fixture.write("project.yml", templatedSpec(targets: 40, sources: "[Sounds, Sounds]"))
            let (sources, shipped) = try copyAll(fixture)
            #expect(sources.foldersListed == 2)
            #expect(shipped.items.map { PathText.lastComponent(of: $0.path) }.sorted() == ["a.caf", "b.caf"])
            for item in shipped.items {
                #expect(Set(item.placements.map(\.bundle)).count == 40)
            }
        }

        @Test("group copies of one spec share one bound: past it, one problem and no more copies")
        func groupEntryBudget() throws {
            let fixture = try DescriptionFixture(named: "project.yml")
            defer { fixture.remove() }
            try fixture.sounds("Sounds/a.caf", "Sounds/b.caf", "Sounds/c.caf", "Sounds/d.caf", "Sounds/e.caf")
            try fixture.write("project.yml", templatedSpec(targets: 10, sources: "[Sounds]"))
            // Five entries a copy: four copies fit in 22, the fifth does not.
            let (_, shipped) = try copyAll(fixture, groupEntryBudget: 22)
            let bundles = Set(shipped.items.flatMap { $0.placements.map(\.bundle) })
            #expect(bundles == ["App01", "App02", "App03", "App04"])
            let spent = shipped.problems.filter { $0.reason.hasPrefix("its targets' sources hold more than 22 files") }
            #expect(spent.count == 1)
            #expect(spent.first?.path == fixture.path)
        }

        @Test("sources are resolved alike for `project.yml` and `/abs/project.yml`: `path: \"\"` is the spec's folder")
        func sourcePathsResolvedInTheCurrentFolder() {
            let spec = SpecValue.map([
                ("targets", .map([("App", .map([("sources", .list([.scalar(""), .scalar("./Sounds/../Sounds/")]))]))]))
            ])
            let resolved = XcodeGenSpec.resolvingSourcePaths(in: spec, against: ".")
            #expect(resolved["targets"]?["App"]?["sources"]?.listed.compactMap(\.string) == [".", "Sounds"])
            let absolute = XcodeGenSpec.resolvingSourcePaths(in: spec, against: "/work/app")
            #expect(
                absolute["targets"]?["App"]?["sources"]?.listed.compactMap(\.string) == [
                    "/work/app", "/work/app/Sounds",
                ])
        }
    }
}
