import Foundation
import SoundCheckChecking
import SoundCheckCore
import Testing

@testable import SoundCheckProjects

/// The whole check on built products, through the library: each sound read (from its extracted
/// copy for an `.ipa`), judged, and reported by its path inside the product.
@Suite("Bundle checks: the report on a built product")
struct BundleCheckTests {
    /// Rule → paths inside the app (after `prefix`) it found something about, and the findings.
    static func findings(_ report: CheckReport, prefix: String) -> [String: [Finding]] {
        var result: [String: [Finding]] = [:]
        for file in report.files where !file.findings.isEmpty {
            result[String(file.path.dropFirst(prefix.count + 1)), default: []] += file.findings
        }
        return result
    }

    static func rules(_ findings: [String: [Finding]]) -> [String: [String]] {
        findings.mapValues { $0.map(\.rule).sorted() }
    }

    @Test("an .ipa: bundle-location for sounds a payload cannot reach, errors for bad sounds, collisions per bundle")
    func ipaReport() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        // One name twice in one bundle but for case; chime.caf is also in the widget, another bundle.
        try products.copy("valid/chime-ima4.caf", to: products.app.appendingPathComponent("Chime.caf"))
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .deflated, folderEntries: false)
        let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: []))
        let prefix = ipa.path + "/Payload/MyApp.app"
        let findings = Self.findings(report, prefix: prefix)
        #expect(
            Self.rules(findings) == [
                "Sounds/knock.aiff": ["bundle-location"],
                "en.lproj/ping.wav": ["bundle-location"],
                "PlugIns/Widget.appex/chime.caf": ["bundle-location"],
                "Frameworks/K.framework/alert.aifc": ["bundle-location"],
                "Frameworks/K.framework/Res.bundle/tone.caf": ["bundle-location"],
                "Watch/W.app/ring.wav": ["bundle-location"],
                "bad.caf": ["container", "extension"],
                "chime.caf": ["name-collision"],
                "Chime.caf": ["name-collision"],
                "theme.mp3": ["undocumented-format"],
            ])
        #expect(
            findings["bad.caf"]?.contains { $0.severity == .error } == true,
            "an unreadable sound in the ipa is an error")
        // The messages name the bundle and the place as the placements give them (the wording is the rule's).
        let says = { (inside: String, words: [String]) in
            findings[inside]?.first.map { finding in words.allSatisfy { finding.message.contains($0) } } == true
        }
        #expect(says("Sounds/knock.aiff", ["MyApp.app", "Sounds/knock.aiff"]))
        #expect(
            says("PlugIns/Widget.appex/chime.caf", ["only MyApp.app/PlugIns/Widget.appex ships it", "app extension"]))
        #expect(says("Watch/W.app/ring.wav", ["only MyApp.app/Watch/W.app ships it", "not an app"]))
        let collision = try #require(findings["chime.caf"]?.first)
        #expect(
            collision.severity == .warning
                && collision.message.hasPrefix("chime.caf differs only by case from Chime.caf"),
            "the widget's chime.caf is in another bundle: \(collision.message)")
        #expect(report.problems.isEmpty)
        #expect(report.files.allSatisfy { $0.sound.readPath?.hasPrefix("/") == true }, "read from the extracted copies")
        // The app's manifest: the widget's own chime.caf, at its bundle's root, is no name of the app.
        let manifest = ManifestBuilder().manifest(for: report)
        let names = manifest.sounds.map { $0.path.components(separatedBy: "MyApp.app/").last ?? "" }
        #expect(names == [".hidden.wav", "Chime.caf", "bad.caf", "chime.caf", "theme.mp3"])
    }

    @Test("the .app, the .ipa made from it and the .xcarchive around it get the same findings")
    func sameFindingsEverywhere() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .stored, folderEntries: true)
        let archive = try products.xcarchive(named: "MyApp.xcarchive")
        let reader = ProjectSoundsReader()
        let app = Self.findings(
            Checker().check(try reader.shippedSounds(at: products.app.path, targets: [])), prefix: products.app.path)
        let fromIPA = Self.findings(
            Checker().check(try reader.shippedSounds(at: ipa.path, targets: [])),
            prefix: ipa.path + "/Payload/MyApp.app")
        let fromArchive = Self.findings(
            Checker().check(try reader.shippedSounds(at: archive.path, targets: [])),
            prefix: archive.path + "/Products/Applications/MyApp.app")
        let messages = { (findings: [String: [Finding]]) in
            findings.mapValues { $0.map { "\($0.rule) \($0.severity) \($0.message)" } }
        }
        #expect(!app.isEmpty)
        #expect(messages(fromIPA) == messages(app))
        #expect(messages(fromArchive) == messages(app))
    }

    @Test("a damaged entry is a problem of the report, beside the findings of the entries read")
    func problemsInReport() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.pythonZip(
            named: "Damaged.ipa",
            """
            sound = open('\(TestPaths.sample("valid/chime-ima4.caf"))', "rb").read()
            with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
                z.writestr("Payload/A.app/good.caf", sound)
                z.writestr("Payload/A.app/Sounds/nested.caf", sound)
                z.writestr("Payload/A.app/damaged.caf", sound)
            # Flip one byte of the last entry's content: its CRC-32 no longer matches.
            data = bytearray(open(path, "rb").read())
            data[data.rindex(b"caff")] ^= 0xFF
            open(path, "wb").write(bytes(data))
            """)
        let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: []))
        #expect(
            report.files.map(\.path) == [
                ipa.path + "/Payload/A.app/Sounds/nested.caf", ipa.path + "/Payload/A.app/good.caf",
            ])
        #expect(report.files.first?.findings.map(\.rule) == ["bundle-location"])
        #expect(report.problems.map(\.path) == [ipa.path + "/Payload/A.app/damaged.caf"])
    }
}
