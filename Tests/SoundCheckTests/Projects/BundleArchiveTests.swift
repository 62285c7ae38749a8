import Foundation
import SoundCheckCore
import Testing

@testable import SoundCheckProjects

/// `.ipa`s made by Python's `zipfile`: the same sounds and bundles as the `.app` they were zipped
/// from, extracted byte for byte into a private folder that goes with the result.
@Suite("Bundle archives: .ipa")
struct BundleArchiveTests {
    static let variants: [(BuiltProducts.Compression, Bool)] = [
        (.stored, true), (.deflated, true), (.deflated, false), (.stored, false),
    ]

    @Test("an .ipa holds what its app holds: placements, bundles, and the exact bytes", arguments: variants)
    func ipa(compression: BuiltProducts.Compression, folderEntries: Bool) throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "MyApp.ipa", compression: compression, folderEntries: folderEntries)
        let shipped = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
        let prefix = ipa.path + "/Payload/MyApp.app"
        #expect(BundleFolderTests.placements(shipped, prefix: prefix) == BundleFolderTests.expected.mapValues { [$0] })
        #expect(shipped.bundles == BundleFolderTests.expectedBundles)
        #expect(shipped.problems.isEmpty)
        let folder = try #require((shipped.storage as? ExtractedFiles)?.folder)
        for item in shipped.items {
            let inside = String(item.path.dropFirst(prefix.count + 1))
            #expect(item.readPath.hasPrefix(folder + "/"), "extracted into the private folder: \(item.readPath)")
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: item.readPath)) == BuiltProducts.original(of: inside),
                "\(inside)")
        }
    }

    @Test("the extracted copies and their folder are removed when the result goes")
    func cleanup() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .deflated, folderEntries: true)
        var shipped: ShippedSounds? = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
        let folder = try #require((shipped?.storage as? ExtractedFiles)?.folder)
        let copies = shipped?.items.map(\.readPath) ?? []
        #expect(copies.count == BundleFolderTests.expected.count)
        var info = stat()
        #expect(
            stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o777 == 0o700,
            "private while in use")
        var copy = shipped
        shipped = nil
        #expect(copies.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "a copy of the value keeps them")
        copy = nil
        _ = copy
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(copies.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }

    @Test("an .ipa without sounds makes no temporary folder")
    func noSounds() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.pythonZip(
            named: "Quiet.ipa",
            """
            with zipfile.ZipFile(path, "w") as z:
                z.writestr("Payload/Quiet.app/Info.plist", "<plist/>")
                z.writestr("Payload/Quiet.app/theme.ogg", "OggS")
                z.writestr("iTunesMetadata.plist", "<plist/>")
            """)
        let shipped = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
        #expect(shipped.items.isEmpty && shipped.problems.isEmpty && shipped.storage == nil)
        #expect(shipped.bundles == ["Quiet.app"])
    }

    @Test("entries outside Payload/NAME.app are not the app's; names need not be UTF-8")
    func outsideTheApp() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.pythonZip(
            named: "Mixed.ipa",
            """
            sound = open('\(TestPaths.sample("valid/chime-ima4.caf"))', "rb").read()
            with zipfile.ZipFile(path, "w") as z:
                z.writestr("Payload/A.app/a.caf", sound)
                z.writestr("Payload/stray.caf", sound)
                z.writestr("Symbols/x.caf", sound)
                z.writestr("../../evil.caf", sound)
                z.writestr("Payload/A.app/cafX.caf", sound)
            # A name that is not UTF-8, as old archivers write: the byte 0xFF, in both headers.
            data = open(path, "rb").read().replace(b"cafX.caf", b"caf\\xff.caf")
            open(path, "wb").write(data)
            """)
        let shipped = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
        #expect(
            shipped.items.map(\.path).sorted() == [
                ipa.path + "/Payload/A.app/a.caf", ipa.path + "/Payload/A.app/caf\\xFF.caf",
            ])
        #expect(shipped.problems.isEmpty)
        #expect(shipped.bundles == ["A.app"])
    }

    @Test("an archive of more than 65,535 entries (ZIP64 end records) is read")
    func zip64() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.pythonZip(
            named: "Many.ipa",
            """
            sound = open('\(TestPaths.sample("valid/chime-ima4.caf"))', "rb").read()
            with zipfile.ZipFile(path, "w") as z:
                for i in range(70000):
                    z.writestr("Payload/Many.app/f/%d.txt" % i, "")
                with z.open("Payload/Many.app/last.caf", "w", force_zip64=True) as f:
                    f.write(sound)
            """)
        let shipped = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
        #expect(shipped.items.map(\.path) == [ipa.path + "/Payload/Many.app/last.caf"])
        #expect(shipped.problems.isEmpty)
        let copy = try #require(shipped.items.first?.readPath)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: copy))
                == Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("valid/chime-ima4.caf"))))
    }
}
