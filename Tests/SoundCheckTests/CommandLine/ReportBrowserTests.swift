import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `soundcheck report samples` opened in a real browser: headless Chromium loads the page, its
/// script writes each preview's duration as the browser reads it into the DOM, and the dumped DOM
/// must show every sound, every picture and every preview as long as the sound. The same run
/// takes the screenshot shown in docs/ (`SOUNDCHECK_UPDATE_SCREENSHOT=1` copies it to
/// docs/report-screenshot.png, to be looked at before committing).
@Suite("soundcheck report in a browser")
struct ReportBrowserTests {
    /// Chromium on PATH (Debian's `chromium`), else the macOS apps where Homebrew's casks put them.
    static let chromium =
        ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(ExternalTool.path(of:)).first
        ?? [
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        ]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs headless Chromium on `page` with `arguments`; its own profile, so parallel runs never meet.
    static func chromium(_ arguments: [String], page: URL, in directory: URL) throws -> ExternalTool.Result {
        let browser = try #require(chromium)
        let profile = directory.appendingPathComponent("profile-\(UUID().uuidString)").path
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
            "--hide-scrollbars",
        ]
        let result = try ExternalTool.run(browser, common + arguments + [page.absoluteString])
        #expect(result.status == 0, "chromium: \(result.standardError.suffix(2000))")
        return result
    }

    /// `name="value"` of the attributes of each `<tag …>` in `html`, in order.
    static func elements(_ tag: String, in html: String) throws -> [[String: String]] {
        let element = try NSRegularExpression(pattern: "<\(tag)\\b([^>]*)>")
        let attribute = try NSRegularExpression(pattern: #"([a-z-]+)="([^"]*)""#)
        return element.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            guard let range = Range(match.range(at: 1), in: html) else { return nil }
            let text = String(html[range])
            var values: [String: String] = [:]
            for found in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(found.range(at: 1), in: text), let value = Range(found.range(at: 2), in: text) {
                    values[String(text[name])] = String(text[value])
                }
            }
            return values
        }
    }

    /// What soundcheck itself knows of each sound of samples/, by its number on the page.
    static func decodedDurations() throws -> [Int: Double] {
        let report = try Checker().check(paths: [TestPaths.samples.path]).reviewedPart
        let outcomes = SoundReviewer().review(report, workers: 2)
        var durations: [Int: Double] = [:]
        for (index, outcome) in outcomes.enumerated() {
            if let review = outcome.review, review.signal.frames > 0 { durations[index + 1] = review.duration }
        }
        return durations
    }

    @Test(
        "every sound, every waveform, and every preview's duration within 1 % of the sound's",
        .enabled(if: chromium != nil, "Chromium is not installed: scripts/setup.sh installs it"))
    func samplesInChromium() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        let made = try ExternalTool.run(
            TestPaths.executable.path, ["report", "samples", "-o", page.path],
            currentDirectory: TestPaths.packageRoot)
        #expect(made.status == 1, "samples/ holds sounds that will not play: \(made.standardError)")

        // The virtual time lets the page's script run once every preview's metadata has loaded.
        let dom = try Self.chromium(["--virtual-time-budget=10000", "--dump-dom"], page: page, in: directory).text
        let durations = try Self.decodedDurations()
        #expect(durations.count == 59, "samples/ has 59 sounds with audio")
        #expect(try Self.elements("tbody", in: dom).filter { $0["class"] == "sound" }.count == 64)
        #expect(try Self.elements("svg", in: dom).filter { $0["class"] == "waveform" }.count == durations.count)
        let players = try Self.elements("audio", in: dom)
        #expect(players.count == durations.count)
        for player in players {
            let id = try #require(player["id"])
            let number = try #require(Int(id.dropFirst("preview-".count)))
            let expected = try #require(durations[number], "\(id) is not a decoded sound")
            #expect(player["data-load-error"] == nil, "\(id): the browser could not play it")
            let loaded = try #require(player["data-loaded-duration"].flatMap(Double.init), "\(id): no duration loaded")
            #expect(
                abs(loaded - expected) <= expected / 100,
                "\(id): the browser plays \(loaded) s of a \(expected) s sound")
        }

        try Self.screenshot(page, size: "1100,1500", in: directory, committedAs: "report-screenshot.png")
    }

    /// Takes a screenshot of the top of `page`; with `SOUNDCHECK_UPDATE_SCREENSHOT` set, copies it
    /// to docs/ as `name`, to be looked at before it is committed.
    static func screenshot(_ page: URL, size: String, in directory: URL, committedAs name: String) throws {
        let screenshot = directory.appendingPathComponent(name)
        _ = try chromium(["--window-size=\(size)", "--screenshot=\(screenshot.path)"], page: page, in: directory)
        let png = try Data(contentsOf: screenshot)
        #expect(png.count > 50_000 && png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(name) is no picture")
        if ProcessInfo.processInfo.environment["SOUNDCHECK_UPDATE_SCREENSHOT"] != nil {
            let committed = TestPaths.packageRoot.appendingPathComponent("docs/\(name)")
            try? FileManager.default.removeItem(at: committed)
            try FileManager.default.copyItem(at: screenshot, to: committed)
        }
    }

    /// The marks of a picture on three sounds: one plain, one that starts late, clips and ends
    /// in silence (a stereo pluck made louder than full scale by sox, padded with silence), and
    /// one past the limit.
    @Test(
        "the marks: clipping, silence at both ends, the limit and the part past it",
        .enabled(if: chromium != nil, "Chromium is not installed: scripts/setup.sh installs it"))
    func marksInChromium() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sounds = directory.appendingPathComponent("Sounds")
        try FileManager.default.createDirectory(at: sounds, withIntermediateDirectories: true)
        for sample in ["valid/chime-ima4.caf", "invalid/too-long.caf"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.sample(sample),
                toPath: sounds.appendingPathComponent(PathText.lastComponent(of: sample)).path)
        }
        let sox = try ExternalTool.run(
            "sox",
            [
                "-R", "-D", "-n", "-r", "22050", "-c", "2", "-b", "16",
                sounds.appendingPathComponent("late-alarm.wav").path,
                "synth", "1.0", "pluck", "440", "pluck", "660", "gain", "+6", "pad", "0.4", "0.3",
            ])
        #expect(sox.status == 0, "\(sox.standardError)")
        let page = directory.appendingPathComponent("report.html")
        let made = try ExternalTool.run(
            TestPaths.executable.path, ["report", "Sounds", "-o", page.path], currentDirectory: directory)
        #expect(made.status == 1, "too-long.caf will not play: \(made.standardError)")

        let dom = try Self.chromium(["--virtual-time-budget=10000", "--dump-dom"], page: page, in: directory).text
        let bodies = dom.components(separatedBy: "<tbody ").dropFirst()
        let alarm = try #require(bodies.first { $0.contains("data-name=\"late-alarm.wav\"") })
        #expect(alarm.contains("<rect class=\"clip\""), "the clipped attack is marked")
        #expect(alarm.components(separatedBy: "<rect class=\"silence\"").count - 1 == 2, "silence at both ends")
        #expect(alarm.components(separatedBy: "<path class=\"wave\"").count - 1 == 2, "both channels")
        #expect(alarm.contains("[late-start]") && alarm.contains("[clipping]"))
        let long = try #require(bodies.first { $0.contains("data-name=\"too-long.caf\"") })
        // The waveform's limit line (the duration bar has a tick of the same class in every row).
        let limitLine = "<line class=\"limit\" vector-effect"
        #expect(long.contains(limitLine) && long.contains("<rect class=\"over\""))
        #expect(long.contains("data-loaded-duration=\"30.5\""), "the whole 30.5 s, past the limit too")
        let plain = try #require(bodies.first { $0.contains("data-name=\"chime-ima4.caf\"") })
        #expect(!plain.contains("class=\"clip\"") && !plain.contains("class=\"silence\"") && !plain.contains(limitLine))
        try Self.screenshot(page, size: "1100,1720", in: directory, committedAs: "report-marks.png")
    }

    @Test(
        "soundcheck's durations agree with ffprobe's for the sounds ffprobe times",
        .enabled(if: ExternalTool.hasFFmpeg, "ffprobe is not installed"))
    func durationsAgreeWithFFprobe() throws {
        let report = try Checker().check(paths: [TestPaths.sample("valid")])
        let outcomes = SoundReviewer().review(report, workers: 2)
        var compared = 0
        for (file, outcome) in zip(report.files, outcomes) {
            let review = try #require(outcome.review, "\(file.path)")
            // ffprobe gives no duration for Apple's IMA4 CAFs (their pakt says 0 packets).
            guard let text = try ExternalTool.ffprobe(file.path, entries: "format=duration")["duration"],
                let probed = Double(text)
            else { continue }
            compared += 1
            #expect(
                abs(review.duration - probed) <= review.duration / 100,
                "\(file.path): \(review.duration) s, ffprobe \(probed) s")
            #expect(
                abs((review.preview?.duration ?? 0) - probed) <= probed / 100, "\(file.path): preview against ffprobe")
        }
        #expect(compared >= 9)
    }
}
