import Foundation
import Testing

@testable import SoundCheckCore

/// `soundcheck report` as users run it: the page it writes, its exit statuses, and the options
/// and settings that shape it.
@Suite("soundcheck report")
struct ReportCommandTests {
    func run(_ arguments: [String], in directory: URL = TestPaths.packageRoot) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, ["report"] + arguments, currentDirectory: directory)
    }

    @Test("writes the page and says so; 0 when every sound plays, 1 when one does not (as check)")
    func exitStatuses() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("valid.html")
        let valid = try run(["samples/valid", "-o", page.path])
        #expect(valid.status == 0, "\(valid.standardError)")
        #expect(valid.text.hasPrefix("Wrote \(page.path) ("))
        #expect(valid.text.contains("13 sounds: 13 will play"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<audio "))
        let invalid = try run(["samples/invalid", "-o", page.path])
        #expect(invalid.status == 1)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("too-long.caf"), "the page was replaced")
    }

    @Test("usage problems exit 2 and write nothing")
    func usage() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html").path
        #expect(try run(["samples/valid"]).status == 2, "-o is required")
        #expect(try run(["samples/does-not-exist", "-o", page]).status == 2)
        #expect(try run(["samples/valid", "-o", page, "--preview-rate", "4000"]).status == 2)
        #expect(try run(["samples/valid", "-o", page, "--loudness-tolerance", "-1"]).status == 2)
        let folder = try run(["samples/valid", "-o", directory.appendingPathComponent("no/such/folder/page.html").path])
        #expect(folder.status == 2 && folder.standardError.hasPrefix("soundcheck: "))
        #expect(!FileManager.default.fileExists(atPath: page))
    }

    @Test("--no-previews leaves the players out; --preview-rate sets their rate")
    func previews() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let small = directory.appendingPathComponent("small.html")
        let slow = directory.appendingPathComponent("slow.html")
        #expect(try run(["samples/valid", "--no-previews", "-o", small.path]).status == 0)
        #expect(try run(["samples/valid", "--preview-rate", "11025", "-o", slow.path]).status == 0)
        let smallPage = try String(contentsOf: small, encoding: .utf8)
        let slowPage = try String(contentsOf: slow, encoding: .utf8)
        #expect(!smallPage.contains("<audio"))
        #expect(slowPage.contains("11025 Hz 16-bit mono WAV") && !slowPage.contains("22050 Hz 16-bit"))
    }

    @Test("the loudness tolerance: --loudness-tolerance, else loudness_tolerance in .soundcheck.yml, else 6 LU")
    func tolerance() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sounds = TestPaths.sample("valid")
        let page = directory.appendingPathComponent("page.html")
        func outliers(_ arguments: [String]) throws -> Int {
            let result = try run([sounds, "--no-previews", "-o", page.path] + arguments, in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let html = try String(contentsOf: page, encoding: .utf8)
            return html.components(separatedBy: "[loudness-outlier]").count - 1
        }
        let byDefault = try outliers([])
        #expect(byDefault > 0, "samples/valid has µLaw and aLaw tones far louder than the rest")
        #expect(try outliers(["--loudness-tolerance", "30"]) == 0)
        try "loudness_tolerance: 30\n".write(
            to: directory.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        #expect(try outliers([]) == 0)
        #expect(try outliers(["--loudness-tolerance", "6"]) == byDefault, "the command line wins")
    }

    @Test(
        """
        an Xcode project: the sounds its targets copy and the one no target copies; a missing file gets a row, no \
        picture
        """
    )
    func project() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let result = try run(["samples/XcodeApp/XcodeApp.xcodeproj", "--no-previews", "-o", page.path])
        #expect(result.status == 1, "xa-gone.caf is missing: \(result.standardError)")
        let html = try String(contentsOf: page, encoding: .utf8)
        for name in ["xa-chime.caf", "xa-tone.caf", "xa-orphan.caf", "xa-gone.caf", "xa-ping.caf", "xa-widget.caf"] {
            #expect(html.contains("data-name=\"\(name)\""), "\(name)")
        }
        #expect(html.components(separatedBy: "<svg class=\"waveform\"").count - 1 == 5)
        #expect(html.contains("No picture or preview: the file is missing."))
        #expect(html.contains("[missing-file]"))
    }

    @Test("an .ipa: each sound is decoded from the copy soundcheck extracts, and shown by its path in the app")
    func ipa() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .deflated, folderEntries: false)
        let page = products.folder.appendingPathComponent("page.html")
        let result = try run([ipa.path, "--no-previews", "-o", page.path])
        #expect(result.status == 1, "bad.caf will not play: \(result.standardError)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains(ipa.path + "/Payload/MyApp.app/chime.caf"))
        // The sounds of the app (its hidden one and its MP3 too), its extension and its frameworks,
        // but not bad.caf (no audio).
        let audible = BuiltProducts.appFiles.filter { !$0.inside.hasSuffix("bad.caf") }
        #expect(html.components(separatedBy: "<svg class=\"waveform\"").count - 1 == audible.count, "\(html.count)")
        #expect(!html.contains("soundcheck-extracted-"), "no temporary path of the extracted copies shows")
    }

    @Test("a sound that stops the worker gets a row saying so, and the others their pictures")
    func isolation() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let result = try ExternalTool.run(
            TestPaths.executable.path, ["report", "samples/valid", "--no-previews", "-o", page.path],
            currentDirectory: TestPaths.packageRoot,
            environment: ["SOUNDCHECK_TEST_CRASH_ON": "chime-ima4.caf"])
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(html.components(separatedBy: "<svg class=\"waveform\"").count - 1 == 12)
        #expect(html.contains("No picture or preview: soundcheck stopped while reading this file"))
    }
}
