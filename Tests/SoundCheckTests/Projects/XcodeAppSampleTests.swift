import Testing
@testable import SoundCheckCore
@testable import SoundCheckChecking
@testable import SoundCheckProjects

extension Projects {
    /// samples/XcodeApp: the conformance sample of the three shipping rules.
    @Suite("Projects: the XcodeApp sample")
    struct XcodeAppSampleTests {
        /// The project as a user in the current folder would name it (relative to it), so the
        /// expected paths are relative too.
        static let project = FilePath.relative(TestPaths.sample("XcodeApp/XcodeApp.xcodeproj"), to: FilePath.currentDirectory)
        static let folder = FilePath.directory(of: project)

        @Test("the app target's facts: a sound at the root, one in a folder reference, a missing one, one in no target")
        func appTarget() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.folder, targets: [])
            let app = { BundlePlacement(bundle: "XcodeApp", kind: .application, location: $0) }
            #expect(shipped.bundles == ["XcodeApp"])
            #expect(shipped.items == [
                ShippedSounds.Item(path: Self.folder + "/XcodeApp/Sounds/xa-chime.caf", placements: [app("xa-chime.caf")]),
                ShippedSounds.Item(path: Self.folder + "/XcodeApp/Tones/xa-tone.caf", placements: [app("Tones/xa-tone.caf")]),
            ])
            #expect(shipped.missing == [ShippedSounds.MissingFile(path: Self.folder + "/XcodeApp/Sounds/xa-gone.caf", placements: [app("xa-gone.caf")])])
            #expect(shipped.unshipped == [Self.folder + "/XcodeApp/xa-orphan.caf"])
            #expect(shipped.problems.isEmpty)
        }

        @Test("with both targets, the sound they share is one item with two placements")
        func bothTargets() throws {
            let shipped = try XcodeProjectSounds.read(Self.project, targets: ["XcodeAppWidget", "XcodeApp"])
            #expect(shipped.bundles == ["XcodeApp", "XcodeAppWidget"])
            #expect(shipped.items.first?.placements == [
                BundlePlacement(bundle: "XcodeApp", kind: .application, location: "xa-chime.caf"),
                BundlePlacement(bundle: "XcodeAppWidget", kind: .appExtension, location: "xa-chime.caf"),
            ])
        }

        @Test("checked, it gives the bundle-location, missing-file and not-in-target findings, and nothing else")
        func findings() throws {
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.project, targets: []))
            let found = report.files.flatMap { file in file.findings.map { "\(FilePath.lastComponent(of: file.path)) \($0.rule)" } }
            #expect(found == ["xa-gone.caf missing-file", "xa-tone.caf bundle-location", "xa-orphan.caf not-in-target"])
            #expect(report.problems.isEmpty)
        }
    }
}
