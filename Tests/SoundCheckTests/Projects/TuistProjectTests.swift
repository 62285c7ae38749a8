import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    @Suite("Projects: Tuist Project.swift")
    struct TuistProjectTests {
        static let manifest = PathText.relative(
            TestPaths.sample("TuistApp/Project.swift"), to: PathText.currentDirectory)
        static let folder = PathText.directory(of: manifest)

        @Test(
            """
            samples/TuistApp: globs to the root, .lproj, .bundle and folder reference in sub-folders, an \
            exclusion, a missing file
            """
        )
        func sample() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.manifest, targets: [])
            #expect(shipped.kind == .tuistProject)
            #expect(shipped.bundles == ["TuistApp"])
            let placements = shipped.items.flatMap { item in
                item.placements.map { "\(PathText.relative(item.path, to: Self.folder)) → \($0.location)" }
            }
            #expect(
                placements == [
                    "App/Resources/Alerts.bundle/tu-pop.caf → Alerts.bundle/tu-pop.caf",
                    "App/Resources/en.lproj/tu-hello.wav → en.lproj/tu-hello.wav",
                    "App/Resources/tu-click.aifc → tu-click.aifc",
                    "App/Resources/tu-cut.wav → tu-cut.wav",
                    "Shared/tu-swoosh.aifc → tu-swoosh.aifc",
                    "Tones/tu-bell.aifc → Tones/tu-bell.aifc",
                ])
            // Each file points at the resource entry that copies it.
            let listed = shipped.items.first { $0.path.hasSuffix("tu-swoosh.aifc") }?.listedAt.map(\.text)
            #expect(listed == [Self.manifest + ":17:32"])
            #expect(shipped.missing.map(\.path) == [Self.folder + "/App/Sounds/tu-gone.caf"])
            #expect(shipped.missing.first?.listedAt.map(\.text) == [Self.manifest + ":16:17"])
            #expect(
                shipped.unshipped == [Self.folder + "/Shared/tu-draft.aifc", Self.folder + "/Widget/tu-widget.caf"])
            #expect(
                shipped.notices == [
                    Self.manifest + ":27:25: a resource of target TuistWidget is not a literal path or glob: not read"
                ])
        }

        @Test("the sample's manifest lists what lands at the bundle root, and its findings point at the entries")
        func sampleFindings() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.manifest, targets: []))
            let rules = report.files.flatMap { file in
                file.findings.map { "\(PathText.lastComponent(of: file.path)): \($0.rule)" }
            }
            #expect(
                rules == [
                    "tu-pop.caf: bundle-location", "tu-hello.wav: bundle-location", "tu-cut.wav: integrity",
                    "tu-gone.caf: missing-file", "tu-draft.aifc: not-in-target", "tu-bell.aifc: bundle-location",
                    "tu-widget.caf: not-in-target",
                ])
            let missing = report.files.first { $0.path.hasSuffix("tu-gone.caf") }?.findings.first
            #expect(missing.map { "\($0.path):\($0.line ?? 0):\($0.column ?? 0)" } == Self.manifest + ":16:17")
            #expect(missing?.message.contains("Project.swift's resources list") == true)
        }

        @Test("--target of the widget: its sounds, and the app that depends on it is read for where they land")
        func extensionTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.manifest, targets: ["TuistWidget"])
            #expect(shipped.bundles == ["TuistWidget"])
            #expect(
                shipped.notices.contains { $0.contains("TuistWidget is an app extension") && $0.contains("(TuistApp)") }
            )
            #expect(
                throws: SoundDiscovery.Problem(
                    path: Self.manifest, reason: "no target named \"Nope\" (its targets: TuistApp, TuistWidget)")
            ) {
                try ProjectSoundsReader().shippedSounds(at: Self.manifest, targets: ["Nope"])
            }
        }

        @Test("Project.swift and a folder holding one are read as the project")
        func dispatch() throws {
            let reader = ProjectSoundsReader()
            #expect(reader.reads(Self.manifest))
            #expect(reader.reads(Self.folder))
            #expect(!reader.reads(Self.folder + "/Tuist.swift"))
            #expect(AppRoot.isReadAsApp(Self.folder, by: reader))
        }

        @Test("the Target(…) initializer, .resources([…]), relativeToRoot and brace globs are read")
        func olderAndNewerSyntax() throws {
            let fixture = try DescriptionFixture(named: "App/Project.swift")
            defer { fixture.remove() }
            try fixture.write("Tuist/Config.swift", "import ProjectDescription\n")
            try fixture.sounds(
                "App/Sounds/a.caf", "App/Sounds/b.wav", "App/Sounds/c.aiff", "Shared/s.caf", "App/Deep/x/d.caf")
            try fixture.write(
                "App/Project.swift",
                """
                import ProjectDescription
                // Target(name: "Commented", product: .app, resources: ["Deep/**"])
                let project = Project(name: "App", targets: [
                    Target(name: "App", platform: .iOS, product: .app, bundleId: "a",
                           resources: .resources([
                               "Sounds/*.{caf,wav}",
                               .glob(pattern: .relativeToRoot("Shared/**")),
                           ], privacyManifest: nil)),
                    Target(name: "Tests", platform: .iOS, product: .unitTests, bundleId: "t", resources: ["Deep/**"]),
                ])
                """)
            let shipped = try fixture.read()
            #expect(
                fixture.placements(shipped) == [
                    "App/Sounds/a.caf → App:a.caf", "App/Sounds/b.wav → App:b.wav", "Shared/s.caf → App:s.caf",
                ])
            #expect(
                shipped.unshipped.map { PathText.relative($0, to: fixture.root) } == [
                    "App/Deep/x/d.caf", "App/Sounds/c.aiff",
                ])
            #expect(shipped.unshippedCopiers.mapValues { $0 } == [fixture.root + "/App/Deep/x/d.caf": ["Tests"]])
        }

        @Test("an opaque folder ships whole when a glob matches it or anything in it; a bare folder copies nothing")
        func opaqueFoldersAndBareFolders() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds(
                "R/A.bundle/in.caf", "R/A.bundle/other.wav", "R/top.caf", "R/Cat.xcassets/s.dataset/c.caf",
                "Bare/b.caf", "X/B.bundle/y.caf", "X/B.bundle/z.caf", "Deep/C.bundle/d.caf", "I/Icon.icon/i.caf")
            try fixture.write(
                "Project.swift",
                """
                let project = Project(name: "P", targets: [
                    .target(name: "P", destinations: .iOS, product: .app, bundleId: "p",
                            resources: ["R/*", "Bare", "X/B.bundle/y.caf", "Deep/**/*.caf", "I/Icon.icon"]),
                ])
                """)
            let shipped = try fixture.read()
            #expect(
                fixture.placements(shipped) == [
                    "Deep/C.bundle/d.caf → P:C.bundle/d.caf", "R/A.bundle/in.caf → P:A.bundle/in.caf",
                    "R/A.bundle/other.wav → P:A.bundle/other.wav", "R/top.caf → P:top.caf",
                    "X/B.bundle/y.caf → P:B.bundle/y.caf", "X/B.bundle/z.caf → P:B.bundle/z.caf",
                ])
            #expect(shipped.items.contains { $0.assetCatalog == fixture.root + "/R/Cat.xcassets" })
            // A .icon folder is opaque (Tuist copies it whole), so it gets no "bare folder" notice.
            #expect(
                shipped.notices == [
                    fixture.path + ":3:32: target P's resources list the folder Bare, of which Tuist copies nothing "
                        + "(it warns: write Bare/** to copy its files)"
                ])
            #expect(shipped.unshipped.map { PathText.relative($0, to: fixture.root) } == ["Bare/b.caf"])
        }

        @Test(
            "excluding takes out exactly the paths it matches; a glob from a folder that is not there matches nothing")
        func exclusionsAndMissingFolders() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("S/keep.caf", "S/drop.caf", "S/Sub/deep.caf")
            try fixture.write(
                "Project.swift",
                """
                let project = Project(name: "P", targets: [
                    .target(name: "P", destinations: .iOS, product: .app, bundleId: "p", resources: [
                        .glob(pattern: "S/**", excluding: ["S/drop.caf", "S/Sub"]),
                        "Gone/**",
                        .folderReference(path: .relativeToManifest("Nowhere")),
                    ]),
                ])
                """)
            let shipped = try fixture.read()
            #expect(fixture.placements(shipped) == ["S/Sub/deep.caf → P:deep.caf", "S/keep.caf → P:keep.caf"])
            #expect(shipped.problems.isEmpty)
            #expect(
                shipped.notices == [
                    fixture.path
                        + ":4:9: target P's resource glob Gone/** matches nothing: \(fixture.root)/Gone is not there",
                    fixture.path
                        + ":5:52: target P's folder reference \(fixture.root)/Nowhere is not a folder: Tuist copies "
                        + "nothing for it",
                ])
        }

        @Test("a target kept in a constant the project does not list is not read; one it lists is")
        func targetsOutsideTheProject() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("Old/o.caf", "New/n.caf")
            try fixture.write(
                "Project.swift",
                """
                let legacy = Target.target(name: "Legacy", destinations: .iOS, product: .app, bundleId: "l", resources: ["Old/**"])
                let app: Target = .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", resources: ["New/**"])
                let project = Project(name: "P", targets: [app])
                """)
            let shipped = try fixture.read()
            #expect(shipped.bundles == ["App"])
            #expect(fixture.placements(shipped) == ["New/n.caf → App:n.caf"])
        }

        /// Seen in a public app: targets bound to constants, collected in an array the project takes.
        @Test("targets collected in arrays the project names (let targets = [app, widget]) are read")
        func targetsInArrays() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("Old/o.caf", "New/n.caf", "Ext/e.caf")
            try fixture.write(
                "Project.swift",
                """
                let legacy = Target.target(name: "Legacy", destinations: .iOS, product: .app, bundleId: "l", resources: ["Old/**"])
                let app: Target = .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", resources: ["New/**"])
                let widget: Target = .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w", resources: ["Ext/**"])
                let extensions: [Target] = [widget]
                let targets = extensions + [app]
                let project = Project(name: "P", targets: targets)
                """)
            let shipped = try fixture.read(targets: ["App", "Widget"])
            #expect(shipped.bundles == ["App", "Widget"])
            #expect(fixture.placements(shipped) == ["Ext/e.caf → Widget:e.caf", "New/n.caf → App:n.caf"])
        }

        /// Seen in a public app: an enum of targets whose names are its raw values.
        @Test("a target whose name is computed but whose product is literal is read, under its place, said so")
        func computedName() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("App/Resources/ring.caf")
            try fixture.write(
                "Project.swift",
                """
                enum AppTarget: String, CaseIterable {
                    case app = "App"
                    var target: Target {
                        .target(name: rawValue, destinations: .iOS, product: .app, bundleId: "a", resources: ["App/Resources/**"])
                    }
                }
                let project = Project(name: "P", targets: AppTarget.allCases.map(\\.target))
                """)
            let shipped = try fixture.read()
            #expect(shipped.items.map { PathText.lastComponent(of: $0.path) } == ["ring.caf"])
            #expect(shipped.bundles == ["the target at \(fixture.root)/Project.swift:4:9"])
            #expect(
                shipped.notices.contains {
                    $0.hasSuffix(
                        "a target whose name is not a string literal: read as \"the target at \(fixture.root)/Project.swift:4:9\""
                    )
                })
        }

        /// Seen in public apps: a plugin's template called with the target's product and resources.
        @Test("a template call that gives a literal product: and resources: is read as a target, said so")
        func templateCall() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("Resources/ring.caf")
            try fixture.write(
                "Project.swift",
                """
                import ProjectTemplatePlugin
                let project = Project.makeAppModule(name: Environment.appName, product: .app, resources: ["Resources/**"])
                """)
            let shipped = try fixture.read()
            #expect(shipped.items.map { PathText.lastComponent(of: $0.path) } == ["ring.caf"])
            #expect(
                shipped.notices.contains {
                    $0.hasSuffix("makeAppModule(…) is not run; its product: and resources: are read as a target's")
                })
        }

        /// Seen in public apps: Project.swift calls a helper of Tuist/ProjectDescriptionHelpers.
        @Test("a manifest that only calls helpers: the helpers' targets are read, paths relative to the manifest")
        func helpers() throws {
            let fixture = try DescriptionFixture(named: "Modules/App/Project.swift")
            defer { fixture.remove() }
            try fixture.sounds("Modules/App/Resources/ring.caf")
            try fixture.write("Modules/App/Project.swift", "let project = Project.app(name: \"App\", platform: .iOS)\n")
            try fixture.write(
                "Tuist/ProjectDescriptionHelpers/Project+Templates.swift",
                """
                extension Project {
                    public static func app(name: String, platform: Platform) -> Project {
                        Project(name: name, targets: [makeAppTarget(name: name)])
                    }
                    private static func makeAppTarget(name: String) -> Target {
                        let mainTarget = Target(name: name, platform: .iOS, product: .app, bundleId: "a", resources: ["Resources/**"])
                        return mainTarget
                    }
                }
                """)
            let shipped = try fixture.read()
            #expect(shipped.items.map(\.path) == [fixture.root + "/Modules/App/Resources/ring.caf"])
            #expect(shipped.notices.contains { $0.contains("makes its targets with helpers") })
        }

        @Test("targets made by helper functions are not guessed: the manifest says to generate the project")
        func helperMadeTargets() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            try fixture.write(
                "Project.swift",
                """
                import ProjectDescriptionHelpers
                let project = Project.app(name: "App", resources: ["Resources/**"], dependencies: [.target(name: "Core")])
                """)
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.path,
                    reason: "no target is written in it as Target(…) or "
                        + ".target(…) with a literal name and product (helper functions make them, and soundcheck does not run "
                        + "Swift): run tuist generate and check the .xcodeproj it makes")
            ) {
                try fixture.read()
            }
        }

        @Test("hostile manifests end: unclosed calls, deep nesting, many targets, interpolated names")
        func hostileManifests() throws {
            let fixture = try DescriptionFixture(named: "Project.swift")
            defer { fixture.remove() }
            let nested = String(repeating: ".target(", count: 50_000) + "product: .app"
            let many = (0..<5_000).map { ".target(name: \"T\($0)\", product: .framework, resources: [\"x/**\"])" }
                .joined(separator: ",")
            // A label with nothing after it, at the end of the text and before a comma (FuzzAppConfigs).
            let cases = [
                nested, String(repeating: "Target([{(", count: 100_000), many,
                ".target(name: \"A\", product: .app, resources:",
                ".target(name: \"A\", product: .app, resources: [x:, y:],",
                ".target(name: \"\\(x)\", product: .app)",
                ".target(name: \"A\", product: .app, resources: [\"a/**/**/**/**/**/b\"])",
            ]
            for text in cases {
                try fixture.write("Project.swift", text)
                _ = try? fixture.read()
            }
            try fixture.write("Project.swift", many)
            let shipped = try fixture.read()
            #expect(shipped.bundles.count == 5_000)
        }
    }
}
