import SoundCheckCore
import Testing

@testable import SoundCheckProjects

/// Which bundle a path inside a product lies in, from its components alone: the same answer for a
/// folder on disk and for a zip's entry names.
@Suite("Bundle layout: the innermost bundle and the path inside it")
struct BundleLayoutTests {
    static func placement(_ path: String, noting others: [String] = []) -> BundlePlacement {
        var layout = BundleLayout()
        for other in others + [path] { layout.note(other.split(separator: "/").map(String.init), isDirectory: false) }
        return layout.placement(of: path.split(separator: "/").map(String.init))
    }

    @Test(
        "the app, its extensions, frameworks, resource bundles and nested apps",
        arguments: [
            ("A.app/chime.caf", "A.app", BundlePlacement.BundleKind.application, "chime.caf"),
            ("A.app/Sounds/chime.caf", "A.app", .application, "Sounds/chime.caf"),
            ("A.app/en.lproj/chime.caf", "A.app", .application, "en.lproj/chime.caf"),
            ("A.app/PlugIns/W.appex/chime.caf", "A.app/PlugIns/W.appex", .appExtension, "chime.caf"),
            ("A.app/PlugIns/W.appex/Sounds/chime.caf", "A.app/PlugIns/W.appex", .appExtension, "Sounds/chime.caf"),
            ("A.app/Frameworks/K.framework/chime.caf", "A.app/Frameworks/K.framework", .other, "chime.caf"),
            ("A.app/R.bundle/chime.caf", "A.app/R.bundle", .other, "chime.caf"),
            ("A.app/Watch/W.app/chime.caf", "A.app/Watch/W.app", .other, "chime.caf"),
            (
                "A.app/Watch/W.app/PlugIns/E.appex/chime.caf", "A.app/Watch/W.app/PlugIns/E.appex", .appExtension,
                "chime.caf"
            ),
            ("A.app/PlugIns/W.APPEX/chime.caf", "A.app/PlugIns/W.APPEX", .appExtension, "chime.caf"),
            // A folder named like a bundle only counts as a folder, never as the file's own name.
            ("A.app/x.bundle", "A.app", .application, "x.bundle"),
        ])
    func placements(path: String, bundle: String, kind: BundlePlacement.BundleKind, location: String) {
        #expect(Self.placement(path) == BundlePlacement(bundle: bundle, kind: kind, location: location))
    }

    @Test("a macOS bundle's resource root is Contents/Resources, seen before or after the sound")
    func macOSLayout() {
        let marker = "Mac.app/Contents/Info.plist"
        #expect(Self.placement("Mac.app/Contents/Resources/chime.caf", noting: [marker]).location == "chime.caf")
        var layout = BundleLayout()
        let sound = ["Mac.app", "Contents", "Resources", "en.lproj", "chime.caf"]
        layout.note(sound, isDirectory: false)
        #expect(
            layout.placement(of: sound).location == "en.lproj/chime.caf", "Contents/Resources alone marks the layout")
        #expect(
            Self.placement("Mac.app/Contents/MacOS/chime.caf", noting: [marker]).location == "Contents/MacOS/chime.caf")
        #expect(
            Self.placement("A.app/Contents/chime.caf").location == "Contents/chime.caf", "an iOS folder named Contents")
        #expect(
            Self.placement("Mac.app/Contents/PlugIns/W.appex/Contents/Resources/x.caf", noting: [marker])
                == BundlePlacement(bundle: "Mac.app/Contents/PlugIns/W.appex", kind: .appExtension, location: "x.caf"))
    }

    @Test("bundles: the apps first, in the order given, then the others sorted")
    func bundleOrder() {
        var layout = BundleLayout()
        for path in [
            "B.app/PlugIns/W.appex/x.caf", "B.app/Frameworks/K.framework/", "A.app/R.bundle/y.caf", "B.app/z.caf",
        ] {
            layout.note(path.split(separator: "/").map(String.init), isDirectory: path.hasSuffix("/"))
        }
        #expect(
            layout.orderedBundles == [
                "B.app", "A.app", "A.app/R.bundle", "B.app/Frameworks/K.framework", "B.app/PlugIns/W.appex",
            ])
    }
}
