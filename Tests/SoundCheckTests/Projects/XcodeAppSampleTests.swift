import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// samples/XcodeApp: the conformance sample of the shipping rules and of asset catalogs.
    @Suite("Projects: the XcodeApp sample")
    struct XcodeAppSampleTests {
        /// The project as a user in the current folder would name it (relative to it), so the
        /// expected paths are relative too.
        static let project = PathText.relative(
            TestPaths.sample("XcodeApp/XcodeApp.xcodeproj"), to: PathText.currentDirectory)
        static let folder = PathText.directory(of: project)

        @Test(
            """
            the app target's facts: at the root, in a folder reference, in an asset catalog, missing, in no target \
            checked
            """
        )
        func appTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.folder, targets: [])
            let app = { BundlePlacement(bundle: "XcodeApp", kind: .application, location: $0) }
            #expect(shipped.bundles == ["XcodeApp"])
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeApp/Assets.xcassets/xa-ping.dataset/xa-ping.caf", placements: [],
                        assetCatalog: Self.folder + "/XcodeApp/Assets.xcassets"),
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeApp/Sounds/xa-chime.caf", placements: [app("xa-chime.caf")]),
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeApp/Tones/xa-tone.caf", placements: [app("Tones/xa-tone.caf")]),
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: Self.folder + "/XcodeApp/Sounds/xa-gone.caf", placements: [app("xa-gone.caf")])
                ])
            // xa-widget.caf is the extension's, which is not checked by default.
            #expect(
                shipped.unshipped == [
                    Self.folder + "/XcodeApp/Widget/xa-widget.caf", Self.folder + "/XcodeApp/xa-orphan.caf",
                ])
            #expect(shipped.notices.isEmpty)
            #expect(shipped.problems.isEmpty)
        }

        @Test("with both targets, the sound they share is one item with two placements")
        func bothTargets() throws {
            let shipped = try XcodeProjectSounds.read(Self.project, targets: ["XcodeAppWidget", "XcodeApp"])
            #expect(shipped.bundles == ["XcodeApp", "XcodeAppWidget"])
            #expect(
                shipped.items.first { $0.path.hasSuffix("/xa-chime.caf") }?.placements == [
                    BundlePlacement(bundle: "XcodeApp", kind: .application, location: "xa-chime.caf"),
                    BundlePlacement(bundle: "XcodeAppWidget", kind: .appExtension, location: "xa-chime.caf"),
                ])
        }

        @Test(
            """
            checked, it gives the asset-catalog, bundle-location, missing-file and not-in-target findings, and \
            nothing else
            """
        )
        func findings() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.project, targets: []))
            let found = report.files.flatMap { file in
                file.findings.map { "\(PathText.lastComponent(of: file.path)) \($0.rule)" }
            }
            #expect(
                found == [
                    "xa-ping.caf asset-catalog", "xa-gone.caf missing-file", "xa-tone.caf bundle-location",
                    "xa-widget.caf not-in-target", "xa-orphan.caf not-in-target",
                ])
            #expect(report.problems.isEmpty)
            // The extension's own sound is copied, by a target not checked: the finding says so.
            let message = { (name: String) in
                report.files.first { $0.path.hasSuffix("/" + name) }?.findings.first?.message ?? ""
            }
            #expect(
                message("xa-widget.caf").hasPrefix(
                    "no target checked copies xa-widget.caf (targets checked: XcodeApp); "
                        + "only XcodeAppWidget, not checked, does, and a payload's name is looked up in the app's bundle: "
                ), "\(message("xa-widget.caf"))")
            #expect(message("xa-orphan.caf").hasPrefix("no target copies xa-orphan.caf (targets checked: XcodeApp): "))
        }

        @Test("--target XcodeAppWidget: what the extension copies, with the app that embeds it as facts")
        func extensionTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.project, targets: ["XcodeAppWidget"])
            let widget = { BundlePlacement(bundle: "XcodeAppWidget", kind: .appExtension, location: $0) }
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeApp/Sounds/xa-chime.caf", placements: [widget("xa-chime.caf")],
                        containingAppPlacements: [
                            BundlePlacement(bundle: "XcodeApp", kind: .application, location: "xa-chime.caf")
                        ]),
                    ShippedSounds.Item(
                        path: Self.folder + "/XcodeApp/Widget/xa-widget.caf", placements: [widget("xa-widget.caf")]),
                ])
            #expect(shipped.unshipped == [Self.folder + "/XcodeApp/xa-orphan.caf"])
            #expect(
                shipped.notices == [
                    "XcodeAppWidget is an app extension: its sounds are listed as it copies them, "
                        + """
                        but a payload's sound name is looked up in the bundle of the app containing it (XcodeApp), \
                        not in the extension's
                        """
                ])
            let report = Checker().check(shipped)
            let found = report.files.flatMap { file in
                file.findings.map { "\(PathText.lastComponent(of: file.path)) \($0.rule)" }
            }
            #expect(found == ["xa-widget.caf bundle-location", "xa-orphan.caf not-in-target"])
            #expect(ManifestBuilder().manifest(for: report).sounds.map(\.name) == ["xa-chime.caf", "xa-widget.caf"])
        }

        @Test("soundcheck manifest … --target XcodeAppWidget: the extension's names, the notice once, exit 0")
        func extensionManifestCommand() throws {
            let result = try ExternalTool.run(
                TestPaths.executable.path,
                ["manifest", "samples/XcodeApp/XcodeApp.xcodeproj", "--target", "XcodeAppWidget"],
                currentDirectory: TestPaths.packageRoot)
            #expect(result.status == 0, "\(result.standardError)")
            let manifest = try SoundManifest(json: [UInt8](result.standardOutput))
            #expect(manifest.sounds.map(\.name) == ["xa-chime.caf", "xa-widget.caf"])
            let notice = "soundcheck: XcodeAppWidget is an app extension: "
            #expect(result.standardError.components(separatedBy: notice).count == 2, "\(result.standardError)")
            #expect(result.standardError.contains("xa-widget.caf: warning: only XcodeAppWidget ships it"))
        }
    }
}
