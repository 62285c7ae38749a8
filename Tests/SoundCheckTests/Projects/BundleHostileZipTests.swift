import Foundation
import SoundCheckCore
import Testing

@testable import SoundCheckProjects

/// Archives that are damaged or forged: each is refused, or its bad entries reported, in words
/// naming the path, and never crashes, hangs, writes outside the private folder or fills the disk.
@Suite("Bundle archives that are damaged or hostile", .timeLimit(.minutes(1)))
struct BundleHostileZipTests {
    static let sound = Array(
        (try? Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("valid/chime-ima4.caf")))) ?? Data())

    /// Reads `zip` (written as `name`) and returns the result, or the problem it throws.
    static func read(_ zip: RawZip, named name: String = "App.ipa", in products: BuiltProducts) throws
        -> (ipa: String, result: Result<ShippedSounds, SoundDiscovery.Problem>)
    {
        let url = products.folder.appendingPathComponent(name)
        try zip.write(to: url)
        return (url.path, read(url.path))
    }

    static func read(_ path: String) -> Result<ShippedSounds, SoundDiscovery.Problem> {
        Result { () throws(SoundDiscovery.Problem) in try ProjectSoundsReader().shippedSounds(at: path, targets: []) }
    }

    static func thrownReason(_ result: Result<ShippedSounds, SoundDiscovery.Problem>) -> String? {
        if case .failure(let problem) = result { return problem.reason }
        return nil
    }

    @Test("not a zip: refused at once, even when large")
    func notAZip() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let text = products.folder.appendingPathComponent("Text.ipa")
        try Data("not a zip at all".utf8).write(to: text)
        let zeros = products.folder.appendingPathComponent("Zeros.ipa")
        try Data(count: 64 << 20).write(to: zeros)
        for path in [text.path, zeros.path] {
            let started = ContinuousClock.now
            let result = Self.read(path)
            #expect(ContinuousClock.now - started < .seconds(2), "only the tail is searched")
            guard case .failure(let problem) = result else {
                Issue.record("read \(path)")
                continue
            }
            #expect(
                problem
                    == SoundDiscovery.Problem(
                        path: path,
                        reason:
                            """
                            not a zip archive (no end of central directory record): an .ipa is a zip holding \
                            Payload/NAME.app/
                            """
                    ))
        }
    }

    @Test("a truncated archive is refused")
    func truncated() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "Full.ipa", compression: .deflated, folderEntries: true)
        let bytes = try Data(contentsOf: ipa)
        for (name, kept) in [("Half.ipa", bytes.prefix(bytes.count / 2)), ("Short.ipa", bytes.dropLast(10))] {
            let url = products.folder.appendingPathComponent(name)
            try Data(kept).write(to: url)
            #expect(Self.thrownReason(Self.read(url.path))?.hasPrefix("not a zip archive") == true, "\(name)")
        }
        // The end record intact, the entries before it gone: the directory points past the file.
        let url = products.folder.appendingPathComponent("Tail.ipa")
        try Data(bytes.suffix(200)).write(to: url)
        #expect(
            Self.thrownReason(Self.read(url.path))
                == "its central directory lies beyond the end of the file: the archive is truncated or damaged")
    }

    @Test(
        "no app in Payload/, or no Payload/ at all",
        arguments: [
            ["Payload/"], ["Payload/readme.txt"], ["Other/App.app/chime.caf"], ["Payload/App.app"],
        ])
    func noApp(names: [String]) throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let zip = RawZip(entries: names.map { RawZip.Entry(name: $0, data: $0.hasSuffix("/") ? [] : Self.sound) })
        let (ipa, result) = try Self.read(zip, in: products)
        guard case .failure(let problem) = result else {
            Issue.record("read")
            return
        }
        #expect(
            problem
                == SoundDiscovery.Problem(
                    path: ipa, reason: "no Payload/NAME.app/ in the archive: not an iOS app archive"))
    }

    @Test("names that step out of the app are reported, not read; nothing is written outside the private folder")
    func pathTraversal() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/chime.caf", data: Self.sound),
            RawZip.Entry(name: "Payload/App.app/../../evil.caf", data: Self.sound),
            RawZip.Entry(name: "Payload/App.app//evil.caf", data: Self.sound),
            RawZip.Entry(name: "../../evil.caf", data: Self.sound),
            RawZip.Entry(name: "/tmp/evil.caf", data: Self.sound),
            // Backslashes are part of a name on Unix: read, but still into the private folder.
            RawZip.Entry(name: "Payload/App.app/..\\..\\evil.caf", data: Self.sound),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(
            shipped.items.map(\.path) == [
                ipa + "/Payload/App.app/chime.caf", ipa + "/Payload/App.app/..\\..\\evil.caf",
            ])
        let folder = try #require((shipped.storage as? ExtractedFiles)?.folder)
        #expect(shipped.items.allSatisfy { PathText.directory(of: $0.readPath) == folder })
        let reason = "its name steps out of its folder (an empty, . or .. component): not a file of the app, not read"
        #expect(
            shipped.problems == [
                SoundDiscovery.Problem(path: ipa + "/Payload/App.app/../../evil.caf", reason: reason),
                SoundDiscovery.Problem(path: ipa + "/Payload/App.app//evil.caf", reason: reason),
            ])
        let temporary = PathText.directory(of: folder)
        for place in [temporary, PathText.directory(of: temporary), products.folder.path, "/tmp"] {
            #expect(!FileManager.default.fileExists(atPath: place + "/evil.caf"), "\(place)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["0.caf", "1.caf"])
    }

    @Test("sizes that lie: more content than declared, a size past the limit, fewer bytes, two stored sizes")
    func lyingSizes() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let crc = RawZip.crc32(Self.sound)
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/good.caf", data: Self.sound),
            RawZip.Entry(
                name: "Payload/App.app/more.caf", data: RawZip.deflateStored(Self.sound), method: 8, crc: crc,
                uncompressedSize: 100),
            RawZip.Entry(
                name: "Payload/App.app/huge.caf", data: RawZip.deflateStored(Self.sound), method: 8, crc: crc,
                uncompressedSize: 600 << 20),
            RawZip.Entry(
                name: "Payload/App.app/fewer.caf", data: RawZip.deflateStored(Self.sound), method: 8, crc: crc,
                uncompressedSize: UInt32(Self.sound.count + 10)),
            RawZip.Entry(
                name: "Payload/App.app/stored.caf", data: Self.sound, crc: crc,
                uncompressedSize: UInt32(Self.sound.count - 1)),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(shipped.items.map(\.path) == [ipa + "/Payload/App.app/good.caf"])
        let count = Self.sound.count
        #expect(
            shipped.problems == [
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/more.caf",
                    reason: "it holds more than the 100 bytes its header declares: the entry is damaged or forged"),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/huge.caf",
                    reason:
                        "it declares 629145600 bytes, more than the 536870912 a sound is extracted up to: not extracted"
                ),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/fewer.caf",
                    reason:
                        """
                        it holds \(count) bytes, fewer than the \(count + 10) its header declares: the entry is \
                        damaged
                        """
                ),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/stored.caf",
                    reason:
                        """
                        it is stored uncompressed, yet declares \(count) bytes stored and \(count - 1) bytes of \
                        content: the archive is damaged
                        """
                ),
            ])
        let folder = try #require((shipped.storage as? ExtractedFiles)?.folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["0.caf"], "partial copies are removed")
    }

    @Test("the sounds together may take so much disk at most; the ones beyond are reported")
    func totalLimit() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let zip = RawZip(entries: (1...3).map { RawZip.Entry(name: "Payload/App.app/\($0).caf", data: Self.sound) })
        let url = products.folder.appendingPathComponent("Three.ipa")
        try zip.write(to: url)
        var contents = ProductContents()
        let limits = ZipArchiveSounds.Limits(entry: 1 << 20, total: UInt64(2 * Self.sound.count + 1))
        try ZipArchiveSounds.read(url.path, into: &contents, limits: limits)
        #expect(
            contents.sounds.map(\.path) == [url.path + "/Payload/App.app/1.caf", url.path + "/Payload/App.app/2.caf"])
        #expect(
            contents.problems == [
                SoundDiscovery.Problem(
                    path: url.path + "/Payload/App.app/3.caf",
                    reason: "not extracted: the archive's sounds would take more than \(limits.total) bytes on disk")
            ])
    }

    @Test("a CRC-32 mismatch in one entry: that entry is a problem, the others are read")
    func crcMismatch() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        var damaged = Self.sound
        damaged[damaged.count / 2] ^= 0xFF
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/damaged.caf", data: damaged, crc: RawZip.crc32(Self.sound)),
            RawZip.Entry(name: "Payload/App.app/good.caf", data: Self.sound),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(shipped.items.map(\.path) == [ipa + "/Payload/App.app/good.caf"])
        #expect(shipped.problems.map(\.path) == [ipa + "/Payload/App.app/damaged.caf"])
        #expect(shipped.problems.first?.reason.hasPrefix("its CRC-32 is 0x") == true)
        #expect(shipped.problems.first?.reason.hasSuffix("its header declares: the entry is damaged") == true)
    }

    @Test("a deflate stream that runs past its entry to the end of the file ends in a problem, not a hang")
    func endlessDeflate() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        // A stored block that is not the last, announcing 65,535 bytes: the stream wants more
        // than the entry and the rest of the file hold. ZIPFoundation's Archive.extract spins here.
        let endless: [UInt8] = [0x00, 0xFF, 0xFF, 0x00, 0x00] + Array(repeating: 0x41, count: 16)
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/good.caf", data: Self.sound),
            RawZip.Entry(
                name: "Payload/App.app/endless.caf", data: endless, method: 8, crc: 0, uncompressedSize: 70_000),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(shipped.items.map(\.path) == [ipa + "/Payload/App.app/good.caf"])
        #expect(shipped.problems.map(\.path) == [ipa + "/Payload/App.app/endless.caf"])
        // Linux's inflater reads the zeros after the entry as a bad block; Apple's is told the input ended.
        let reasons = [
            "its compressed data is damaged: not a valid deflate stream",
            "its compressed data ends before its deflate stream does: the entry is damaged",
        ]
        #expect(shipped.problems.first.map { reasons.contains($0.reason) } == true, "\(shipped.problems)")
    }

    @Test("offsets and counts past the file: an offset beyond 2^63, a local header that is not one, a count that lies")
    func forgedDirectory() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/far.caf", data: Self.sound, zip64Offset: 1 << 63),
            RawZip.Entry(name: "Payload/App.app/good.caf", data: Self.sound),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(shipped.items.map(\.path) == [ipa + "/Payload/App.app/good.caf"])
        #expect(
            shipped.problems == [
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/far.caf", reason: "its local header is missing or damaged")
            ])

        let name = "Payload/App.app/" + String(repeating: "n", count: 40) + ".caf"
        var counted = RawZip(entries: [
            RawZip.Entry(name: name, data: Self.sound), RawZip.Entry(name: name + "2.caf", data: Self.sound),
        ])
        counted.declaredCount = 3
        let (countedIPA, countedResult) = try Self.read(counted, named: "Counted.ipa", in: products)
        let partial = try countedResult.get()
        #expect(partial.items.count == 2, "the entries before the damage are read")
        #expect(
            partial.problems == [
                SoundDiscovery.Problem(
                    path: countedIPA,
                    reason: "its central directory is damaged at entry 3 of 3: the entries after it are not read")
            ])

        counted.declaredCount = 60_000
        let (_, absurd) = try Self.read(counted, named: "Absurd.ipa", in: products)
        #expect(Self.thrownReason(absurd)?.hasPrefix("its central directory declares 60000 entries in ") == true)
    }

    @Test("encrypted entries, unknown compression, symbolic links and a name given twice are reported, not read")
    func unreadableEntries() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let zip = RawZip(entries: [
            RawZip.Entry(name: "Payload/App.app/secret.caf", data: Self.sound, flags: 0x0801),
            RawZip.Entry(name: "Payload/App.app/lzma.caf", data: Self.sound, method: 14),
            RawZip.Entry(name: "Payload/App.app/link.caf", data: Array("/etc/passwd".utf8), mode: 0o120777),
            RawZip.Entry(name: "Payload/App.app/empty.caf", data: []),
            RawZip.Entry(name: "Payload/App.app/empty.caf", data: Self.sound),
        ])
        let (ipa, result) = try Self.read(zip, in: products)
        let shipped = try result.get()
        #expect(
            shipped.items.map(\.path) == [ipa + "/Payload/App.app/empty.caf"],
            "an empty file is read (and judged) as it is")
        #expect(
            Set(shipped.problems) == [
                SoundDiscovery.Problem(path: ipa + "/Payload/App.app/secret.caf", reason: "it is encrypted"),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/lzma.caf",
                    reason: "it is compressed with method 14, which soundcheck does not read (only stored and deflated)"
                ),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/link.caf",
                    reason: "a symbolic link in the archive: links inside an archive are not followed"),
                SoundDiscovery.Problem(
                    path: ipa + "/Payload/App.app/empty.caf",
                    reason:
                        """
                        a second entry of this name in the archive: which one an unzipper keeps is up to it; only \
                        the first is read
                        """
                ),
            ])
    }
}
