import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

/// `.app` folders and `.xcarchive`s: every sound file in the bundle, by the bundle it lands in.
@Suite("Bundle folders: .app and .xcarchive")
struct BundleFolderTests {
    /// Inside path (from the app's folder) → where it lands: every sound of `BuiltProducts`.
    static let expected: [String: BundlePlacement] = [
        "chime.caf": BundlePlacement(bundle: "MyApp.app", kind: .application, location: "chime.caf"),
        // An MP3 a bundle holds is a sound iOS may play, judged like any other.
        "theme.mp3": BundlePlacement(bundle: "MyApp.app", kind: .application, location: "theme.mp3"),
        "Sounds/knock.aiff": BundlePlacement(bundle: "MyApp.app", kind: .application, location: "Sounds/knock.aiff"),
        "en.lproj/ping.wav": BundlePlacement(bundle: "MyApp.app", kind: .application, location: "en.lproj/ping.wav"),
        "bad.caf": BundlePlacement(bundle: "MyApp.app", kind: .application, location: "bad.caf"),
        ".hidden.wav": BundlePlacement(bundle: "MyApp.app", kind: .application, location: ".hidden.wav"),
        "PlugIns/Widget.appex/chime.caf": BundlePlacement(
            bundle: "MyApp.app/PlugIns/Widget.appex", kind: .appExtension, location: "chime.caf"),
        "Frameworks/K.framework/alert.aifc": BundlePlacement(
            bundle: "MyApp.app/Frameworks/K.framework", kind: .other, location: "alert.aifc"),
        "Frameworks/K.framework/Res.bundle/tone.caf": BundlePlacement(
            bundle: "MyApp.app/Frameworks/K.framework/Res.bundle", kind: .other, location: "tone.caf"),
        "Watch/W.app/ring.wav": BundlePlacement(bundle: "MyApp.app/Watch/W.app", kind: .other, location: "ring.wav"),
    ]

    static let expectedBundles = [
        "MyApp.app", "MyApp.app/Frameworks/K.framework", "MyApp.app/Frameworks/K.framework/Res.bundle",
        "MyApp.app/PlugIns/Widget.appex", "MyApp.app/Watch/W.app",
    ]

    /// The items as inside path → placements, checking that each path is `prefix` + inside path.
    static func placements(_ shipped: ShippedSounds, prefix: String) -> [String: [BundlePlacement]] {
        var result: [String: [BundlePlacement]] = [:]
        for item in shipped.items {
            #expect(item.path.hasPrefix(prefix + "/"), "\(item.path)")
            result[String(item.path.dropFirst(prefix.count + 1))] = item.placements
        }
        return result
    }

    @Test("an .app folder: every sound with its bundle and place, an MP3 among them, other files left out")
    func appFolder() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let shipped = try ProjectSoundsReader().shippedSounds(at: products.app.path, targets: [])
        #expect(Self.placements(shipped, prefix: products.app.path) == Self.expected.mapValues { [$0] })
        #expect(shipped.items.allSatisfy { $0.readPath == $0.path }, "read where they are")
        #expect(shipped.bundles == Self.expectedBundles)
        #expect(shipped.problems.isEmpty)
        #expect(shipped.storage == nil)
    }

    @Test("a relative path stays relative, and a trailing slash is not doubled")
    func relativePath() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        // Relative to the current folder, which tests running alongside share: never changed.
        let relative = PathText.relative(products.app.path, to: FileManager.default.currentDirectoryPath)
        #expect(!relative.hasPrefix("/"))
        let shipped = try ProjectSoundsReader().shippedSounds(at: relative + "/", targets: [])
        #expect(shipped.items.contains { $0.path == relative + "/chime.caf" })
        #expect(shipped.items.contains { $0.path == relative + "/PlugIns/Widget.appex/chime.caf" })
        #expect(shipped.bundles.first == "MyApp.app")
    }

    @Test("a macOS app: resources under Contents/Resources are at the bundle's root")
    func macApp() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let mac = try products.macApp()
        let shipped = try ProjectSoundsReader().shippedSounds(at: mac.path, targets: [])
        #expect(
            Self.placements(shipped, prefix: mac.path) == [
                "Contents/Resources/chime.caf": [
                    BundlePlacement(bundle: "Mac.app", kind: .application, location: "chime.caf")
                ],
                "Contents/Resources/en.lproj/ping.wav": [
                    BundlePlacement(bundle: "Mac.app", kind: .application, location: "en.lproj/ping.wav")
                ],
                "Contents/MacOS/knock.aiff": [
                    BundlePlacement(bundle: "Mac.app", kind: .application, location: "Contents/MacOS/knock.aiff")
                ],
            ])
        #expect(shipped.bundles == ["Mac.app"])
    }

    @Test("symbolic links: followed inside the app, once per folder; a loop ends; a link out is not followed")
    func links() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let files = FileManager.default
        let framework = products.app.appendingPathComponent("Frameworks/K.framework")
        // The macOS framework layout: Resources -> Versions/Current/Resources, Current -> A.
        try products.copy("valid/pop-float32.caf", to: framework.appendingPathComponent("Versions/A/Resources/pop.caf"))
        try files.createSymbolicLink(
            atPath: framework.appendingPathComponent("Versions/Current").path, withDestinationPath: "A")
        try files.createSymbolicLink(
            atPath: framework.appendingPathComponent("Resources").path,
            withDestinationPath: "Versions/Current/Resources")
        try files.createSymbolicLink(
            atPath: products.app.appendingPathComponent("Sounds/loop").path, withDestinationPath: "..")
        let outside = products.folder.appendingPathComponent("outside")
        try products.copy("valid/chime-ima4.caf", to: outside.appendingPathComponent("far.caf"))
        try files.createSymbolicLink(
            atPath: products.app.appendingPathComponent("out").path, withDestinationPath: outside.path)

        let shipped = try ProjectSoundsReader().shippedSounds(at: products.app.path, targets: [])
        let placements = Self.placements(shipped, prefix: products.app.path)
        var expected = Self.expected.mapValues { [$0] }
        expected["Frameworks/K.framework/Resources/pop.caf"] = [
            BundlePlacement(bundle: "MyApp.app/Frameworks/K.framework", kind: .other, location: "Resources/pop.caf")
        ]
        #expect(placements == expected, "each file once, the loop ended")
        let real = try #require(realpath(outside.path, nil))
        defer { free(real) }
        #expect(
            shipped.problems == [
                SoundDiscovery.Problem(
                    path: products.app.appendingPathComponent("out").path,
                    reason: "a symbolic link out of the app (to \(String(cString: real))): not followed")
            ])
    }

    @Test("reads: .app and .xcarchive folders, .ipa files, any case; nothing else")
    func reads() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let reader = ProjectSoundsReader()
        let upper = products.folder.appendingPathComponent("Upper.APP")
        try FileManager.default.createDirectory(at: upper, withIntermediateDirectories: true)
        let archive = try products.xcarchive(named: "X.xcarchive")
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .deflated, folderEntries: true)
        let fileNamedApp = products.folder.appendingPathComponent("file.app")
        try Data().write(to: fileNamedApp)
        let folderNamedIPA = products.folder.appendingPathComponent("folder.ipa")
        try FileManager.default.createDirectory(at: folderNamedIPA, withIntermediateDirectories: true)
        for path in [products.app.path, products.app.path + "/", upper.path, archive.path, ipa.path] {
            #expect(reader.reads(path), "\(path)")
        }
        for path in [
            fileNamedApp.path, folderNamedIPA.path, products.folder.appendingPathComponent("missing.ipa").path,
            products.app.appendingPathComponent("chime.caf").path, products.folder.path,
        ] {
            #expect(!reader.reads(path), "\(path)")
        }
    }

    @Test("an .xcarchive: the apps in Products/Applications, shown inside the archive")
    func xcarchive() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let archive = try products.xcarchive(named: "X.xcarchive")
        let shipped = try ProjectSoundsReader().shippedSounds(at: archive.path, targets: [])
        let prefix = archive.path + "/Products/Applications/MyApp.app"
        #expect(Self.placements(shipped, prefix: prefix) == Self.expected.mapValues { [$0] })
        #expect(shipped.bundles == Self.expectedBundles)
    }

    @Test("an .xcarchive with no app is a problem, naming the archive")
    func xcarchiveWithoutApp() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let empty = products.folder.appendingPathComponent("Empty.xcarchive")
        try FileManager.default.createDirectory(
            at: empty.appendingPathComponent("Products/Applications"), withIntermediateDirectories: true)
        let noProducts = products.folder.appendingPathComponent("Framework.xcarchive")
        try FileManager.default.createDirectory(
            at: noProducts.appendingPathComponent("Products/Library"), withIntermediateDirectories: true)
        for archive in [empty, noProducts] {
            #expect {
                _ = try ProjectSoundsReader().shippedSounds(at: archive.path, targets: [])
            } throws: { error in
                let problem = error as? SoundDiscovery.Problem
                return problem?.path == archive.path && problem?.reason.contains("Products/Applications/") == true
            }
        }
    }
}
