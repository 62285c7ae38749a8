import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Which targets are checked, and what kind of bundle each builds.
    @Suite("Projects: target selection")
    struct TargetSelectionTests {
        /// Six targets, each copying its own sound `NAME.caf` from the project folder.
        static let targets: [(id: String, name: String, type: String)] = [
            ("T_APP", "App", PBX.application),
            ("T_CLIP", "Clip", "com.apple.product-type.application.on-demand-install-capable"),
            ("T_WATCH", "Watch", "com.apple.product-type.application.watchapp2"),
            ("T_WIDGET", "Widget", PBX.appExtension),
            ("T_KIT", "Kit", PBX.framework),
            ("T_TESTS", "Tests", PBX.unitTests),
        ]

        static func fixture(_ chosen: [(id: String, name: String, type: String)] = targets) throws -> XcodeFixture {
            var objects = [
                PBX.group("MAIN", chosen.map { "F_" + $0.name }),
                // Not a native target: never offered, never selected.
                "T_AGGREGATE = {isa = PBXAggregateTarget; buildPhases = (); name = Everything; };",
            ]
            for target in chosen {
                objects += [
                    PBX.target(target.id, target.name, type: target.type, phases: ["P_" + target.name]),
                    PBX.resources("P_" + target.name, ["B_" + target.name]),
                    PBX.buildFile("B_" + target.name, "F_" + target.name),
                    PBX.fileReference("F_" + target.name, path: target.name + ".caf"),
                ]
            }
            let fixture = try XcodeFixture(
                pbxproj: PBX.file(targets: chosen.map(\.id) + ["T_AGGREGATE"], objects: objects))
            for target in chosen { try fixture.sound(target.name + ".caf") }
            return fixture
        }

        @Test(
            "product types: apps, App Clips and watch apps are applications; extensions; everything else",
            arguments: [
                ("com.apple.product-type.application", BundlePlacement.BundleKind.application),
                ("com.apple.product-type.application.watchapp2", .application),
                ("com.apple.product-type.application.watchapp2-container", .application),
                ("com.apple.product-type.application.on-demand-install-capable", .application),
                ("com.apple.product-type.application.messages", .application),
                ("com.apple.product-type.app-extension", .appExtension),
                ("com.apple.product-type.app-extension.messages", .appExtension),
                ("com.apple.product-type.tv-app-extension", .appExtension),
                ("com.apple.product-type.watchkit2-extension", .appExtension),
                ("com.apple.product-type.framework", .other),
                ("com.apple.product-type.bundle", .other),
                ("com.apple.product-type.bundle.unit-test", .other),
                ("com.apple.product-type.kernel-extension", .other),
                ("", .other),
            ])
        func kinds(type: String, kind: BundlePlacement.BundleKind) {
            #expect(PBXProject.Target.kind(ofProductType: type) == kind)
        }

        @Test(
            "by default every application target, in the project's order; the others' sounds are in no target checked")
        func applicationsByDefault() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let shipped = try fixture.read()
            #expect(shipped.bundles == ["App", "Clip", "Watch"])
            #expect(
                shipped.items.map(\.placements) == [
                    [BundlePlacement(bundle: "App", kind: .application, location: "App.caf")],
                    [BundlePlacement(bundle: "Clip", kind: .application, location: "Clip.caf")],
                    [BundlePlacement(bundle: "Watch", kind: .application, location: "Watch.caf")],
                ])
            #expect(shipped.unshipped == ["Kit.caf", "Tests.caf", "Widget.caf"].map { fixture.root + "/" + $0 })
        }

        @Test("a project without an app: every native target")
        func noApplication() throws {
            let fixture = try Self.fixture(Self.targets.filter { $0.name == "Widget" || $0.name == "Kit" })
            defer { fixture.remove() }
            let shipped = try fixture.read()
            #expect(shipped.bundles == ["Widget", "Kit"])
            #expect(
                shipped.items.flatMap(\.placements) == [
                    BundlePlacement(bundle: "Kit", kind: .other, location: "Kit.caf"),
                    BundlePlacement(bundle: "Widget", kind: .appExtension, location: "Widget.caf"),
                ])
        }

        @Test("named targets only, in the project's order")
        func named() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            let shipped = try fixture.read(targets: ["Tests", "Widget"])
            #expect(shipped.bundles == ["Widget", "Tests"])
            #expect(shipped.items.map(\.path) == [fixture.root + "/Tests.caf", fixture.root + "/Widget.caf"])
            // The apps, read because no app embeds the widget in this project, ship their own
            // sounds: only the framework's is in no target read.
            #expect(shipped.unshipped == [fixture.root + "/Kit.caf"])
        }

        @Test("an unknown name throws, listing the project's targets")
        func unknown() throws {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            #expect(
                throws: SoundDiscovery.Problem(
                    path: fixture.projectPath,
                    reason: "no target named \"Everything\" (its targets: App, Clip, Watch, Widget, Kit, Tests)")
            ) {
                try fixture.read(targets: ["App", "Everything"])
            }
        }
    }
}
