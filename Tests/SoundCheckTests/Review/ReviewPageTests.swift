import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The report page: self-contained, one row and one picture per sound, names escaped, and valid
/// HTML by the Nu Html Checker (`scripts/validate-html.sh`).
@Suite("Review page")
struct ReviewPageTests {
    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("every sound has a row, every decoded sound a picture and (with previews) a player")
    func structure() throws {
        let review = try ReporterGoldenTests.samplesReview(previews: true, columns: 600)
        let page = ReviewHTMLReporter().render(review)
        let pictured = review.entries.filter { ($0.review?.signal.frames ?? 0) > 0 }
        #expect(review.entries.count == 64)
        #expect(Self.occurrences(of: "<tbody class=\"sound\"", in: page) == review.entries.count)
        #expect(Self.occurrences(of: "<svg class=\"waveform\"", in: page) == pictured.count)
        #expect(Self.occurrences(of: "<audio ", in: page) == pictured.count)
        #expect(Self.occurrences(of: "src=\"data:audio/wav;base64,", in: page) == pictured.count)
        for entry in review.entries {
            #expect(page.contains("data-name=\"\(entry.file.sound.name)\""), "\(entry.path)")
        }
        let silent = ReviewHTMLReporter().render(try ReporterGoldenTests.samplesReview(previews: false, columns: 600))
        #expect(!silent.contains("<audio"))
        #expect(silent.utf8.count * 3 < page.utf8.count, "the previews are most of the page")
    }

    @Test("nothing outside the page: no URL but data: and in-page anchors, no external script, style or font")
    func selfContained() throws {
        let page = ReviewHTMLReporter().render(try ReporterGoldenTests.samplesReview(previews: true))
        let references = try NSRegularExpression(pattern: #"\b(?:src|href|action|data|poster|srcset)\s*=\s*"([^"]*)""#)
        let range = NSRange(page.startIndex..., in: page)
        var checked = 0
        for match in references.matches(in: page, range: range) {
            guard let value = Range(match.range(at: 1), in: page).map({ String(page[$0]) }) else { continue }
            checked += 1
            #expect(
                value.hasPrefix("#") || value.hasPrefix("data:audio/wav;base64,"),
                "external reference: \(value.prefix(80))")
        }
        #expect(checked > 29)
        for forbidden in ["http:", "https:", "<link", "@import", "url(http", "<iframe", "<img"] {
            #expect(!page.contains(forbidden), "the page contains \(forbidden)")
        }
    }

    /// A one-sound review of a file named `name`, with a finding whose message holds markup.
    static func hostileReview(name: String) -> SoundSetReview {
        let path = "Sounds/" + name
        let signal = SignalFacts(
            frames: 4, clippedSamples: 1, leadingSilentFrames: 0, trailingSilentFrames: 0, endPeak: 1)
        let column = WaveformEnvelope.Column(minimum: -1, maximum: 1, clipped: true)
        var sound = SoundReview(
            sampleRate: 8000, channels: 1, signal: signal,
            envelope: WaveformEnvelope(channels: [[column, column]]))
        sound.levels = SoundLevels(samplePeak: 1, truePeak: 1.1, integratedLoudness: nil)
        sound.loudness = SoundLoudness(lufs: -3, method: .wholeSound)
        let finding = Finding(rule: "extension", severity: .warning, message: "named <b>\"x\"</b> & 'y'", path: path)
        let file = FileReport(sound: InspectedSound(path: path, description: nil), findings: [finding])
        var options = ReviewOptions()
        options.previews = false
        return SoundSetReview(
            report: CheckReport(files: [file]), outcomes: [.reviewed(sound)], options: options,
            maximumDuration: 30)
    }

    @Test("names and messages are escaped, controls and noncharacters shown, never markup")
    func escaping() {
        let page = ReviewHTMLReporter().render(Self.hostileReview(name: "<script>&\"'\n\u{FFFE}.wav"))
        #expect(!page.contains("<script>&"))
        #expect(page.contains("&lt;script&gt;&amp;&quot;&#39;\\x0A\\u{FFFE}.wav"))
        #expect(page.contains("named &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; &#39;y&#39;"))
        #expect(Self.occurrences(of: "<script>", in: page) == 1, "only the page's own script")
    }

    @Test("the pages are valid HTML: the golden page, a page with previews, and one of hostile names")
    func valid() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = [
            (
                "previews.html",
                ReviewHTMLReporter().render(try ReporterGoldenTests.samplesReview(previews: true, columns: 600))
            ),
            ("hostile.html", ReviewHTMLReporter().render(Self.hostileReview(name: "<script>&\"'\n\u{FFFE}\u{7F}.wav"))),
        ]
        var files = [TestPaths.golden.appendingPathComponent("report-samples.html")]
        for (name, text) in pages {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        try HTMLValidator.expectValid(files)
    }
}
