import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// One decoding pass per sound: the facts the report shows, and a preview that holds the whole
/// sound (or its bounded beginning) as a WAV file a browser plays.
@Suite("Review: decoding sounds for the report")
struct SoundReviewerTests {
    /// The fields of a canonical 44-byte PCM WAV header.
    struct WAVFields {
        var channels: Int, rate: Int, bits: Int, dataBytes: Int, riffSize: Int
        init(_ bytes: [UInt8]) {
            func le(_ offset: Int, _ count: Int) -> Int {
                (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
            }
            channels = le(22, 2)
            rate = le(24, 4)
            bits = le(34, 2)
            riffSize = le(4, 4)
            dataBytes = le(40, 4)
        }
    }

    @Test("an IMA4 CAF: the exact frames, the picture's width, and a preview of every frame at its own rate")
    func imaCAF() throws {
        let review = try SoundReviewer().review(TestPaths.sample("valid/chime-ima4.caf"))
        #expect(review.signal.frames == 26460)
        #expect(review.duration == 1.2)
        #expect(review.envelope.columnCount == 600 && review.envelope.channels.count == 1)
        let preview = try #require(review.preview)
        #expect(preview.sampleRate == 22050 && preview.channels == 1 && preview.frames == 26460 && !preview.truncated)
        let fields = WAVFields(preview.wav)
        #expect(fields.channels == 1 && fields.rate == 22050 && fields.bits == 16)
        #expect(fields.dataBytes == 26460 * 2 && fields.riffSize == preview.wav.count - 8)
        #expect(Array(preview.wav[0..<4]) == Array("RIFF".utf8) && Array(preview.wav[36..<40]) == Array("data".utf8))
        #expect(review.loudness?.method == .integrated)
    }

    @Test("the preview's samples are the decoded samples, to 16 bits")
    func previewSamples() throws {
        let path = TestPaths.sample("valid/ping-pcm16.wav")
        let preview = try #require(try SoundReviewer().review(path).preview)
        let decoded = try ConversionFixture.decode(path).samples
        let stored = stride(from: 44, to: preview.wav.count, by: 2).map {
            Int16(bitPattern: UInt16(preview.wav[$0]) | UInt16(preview.wav[$0 + 1]) << 8)
        }
        #expect(stored == decoded.map { Int16((min(max($0 * 32768, -32768), 32767)).rounded()) })
    }

    @Test("a stereo AIFF-C IMA4 keeps both channels in the picture and the preview")
    func stereo() throws {
        let review = try SoundReviewer().review(TestPaths.sample("valid/bell-ima4-stereo.aifc"))
        #expect(review.envelope.channels.count == 2)
        #expect(review.preview?.channels == 2 && review.preview?.frames == 17664)
    }

    @Test("a 44.1 kHz sound is previewed at 22.05 kHz, the same length to the frame")
    func reducedRate() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let path = try fixture.source("tone.wav", rate: 44100, channels: 2, ["0.77", "sine", "440"])
        let review = try SoundReviewer().review(path)
        let preview = try #require(review.preview)
        #expect(review.signal.frames == 33957)
        #expect(preview.sampleRate == 22050 && preview.channels == 2)
        #expect(abs(preview.frames - 16978) <= 1, "33957 × 22050 / 44100 = 16978.5, rounded")
        #expect(abs(preview.duration - review.duration) < 0.0001)
    }

    @Test("8 kHz sounds keep their rate; a slower one is taken up to 8 kHz; more than stereo is mixed to mono")
    func rates() throws {
        #expect(PreviewEncoder.rate(forInput: 8000, maximum: 22050) == 8000)
        #expect(PreviewEncoder.rate(forInput: 4000, maximum: 22050) == 8000)
        #expect(PreviewEncoder.rate(forInput: 48000, maximum: 22050) == 22050)
        #expect(PreviewEncoder.rate(forInput: 22050.5, maximum: 22050) == 22050)
        #expect(PreviewEncoder.rate(forInput: 16000, maximum: 44100) == 16000)
        let review = try SoundReviewer().review(TestPaths.sample("valid/beep-ulaw.caf"))
        #expect(review.preview?.sampleRate == 8000 && review.preview?.frames == 4000)
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let path = try fixture.source("six.wav", rate: 22050, channels: 6, ["0.1", "sine", "440"])
        let six = try SoundReviewer().review(path)
        #expect(six.envelope.channels.count == 2 && six.preview?.channels == 1)
    }

    @Test("a preview holds at most its limit: a long sound gives its beginning, marked as cut")
    func boundedPreview() throws {
        var options = ReviewOptions()
        options.maximumPreviewDuration = 0.5
        let review = try SoundReviewer(options: options).review(TestPaths.sample("valid/chime-ima4.caf"))
        let preview = try #require(review.preview)
        #expect(preview.truncated && preview.frames == 11025)
        #expect(review.signal.frames == 26460, "the facts still cover the whole sound")
        #expect(try SoundReviewer().review(TestPaths.sample("invalid/too-long.caf")).preview?.duration == 30.5)
    }

    @Test("without previews nothing is encoded")
    func noPreviews() throws {
        var options = ReviewOptions()
        options.previews = false
        let review = try SoundReviewer(options: options).review(TestPaths.sample("valid/chime-ima4.caf"))
        #expect(review.preview == nil && review.previewProblem == nil)
    }

    @Test("loudness: integrated from 0.4 s, over the whole sound below; as info --levels measures it")
    func loudness() throws {
        let long = try SoundReviewer().review(TestPaths.sample("valid/ping-pcm16.wav"))
        let measured = try LevelMeasurement.measure(TestPaths.sample("valid/ping-pcm16.wav"))
        #expect(long.loudness == SoundLoudness(lufs: try #require(measured.integratedLoudness), method: .integrated))
        #expect(long.levels == measured)
        let short = try SoundReviewer().review(TestPaths.sample("valid/pop-float32.caf"))
        #expect(short.levels?.integratedLoudness == nil, "0.3 s has no gating block")
        let whole = try #require(short.loudness)
        #expect(whole.method == .wholeSound && whole.lufs > -40 && whole.lufs < 0)
        let empty = try SoundReviewer().review(TestPaths.sample("invalid/empty.wav"))
        #expect(empty.signal.frames == 0 && empty.loudness == nil && empty.signal.isSilent)
    }

    @Test("hostile headers (absurd channel counts and lengths) are refused or reviewed within bounds, never trap")
    func hostileHeaders() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/SoundCheckTests/Regressions")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".md") }
        #expect(files.count >= 6)
        for name in files {
            do {
                let review = try SoundReviewer().review(folder.appendingPathComponent(name).path)
                #expect(review.envelope.columnCount <= 600 && review.envelope.channels.count <= 2, "\(name)")
                #expect((review.preview?.duration ?? 0) <= 60, "\(name)")
            } catch {
                #expect(!error.reason.isEmpty, "\(name)")
            }
        }
    }

    @Test("a file no decoder reads is refused with the decoders' reason")
    func undecodable() {
        #expect(throws: ConversionError.self) { try SoundReviewer().review(TestPaths.sample("invalid/not-audio.caf")) }
    }

    @Test("a report's files: one outcome each, in order; missing and unreadable files are not decoded")
    func report() throws {
        let report = try Checker().check(paths: [TestPaths.sample("valid"), TestPaths.sample("invalid")])
        let outcomes = SoundReviewer().review(report, workers: 2)
        #expect(outcomes.count == report.files.count)
        for (file, outcome) in zip(report.files, outcomes) {
            switch PathText.lastComponent(of: file.path) {
            case "not-audio.caf", "corrupt-ima4.caf": #expect(outcome.review == nil, "\(file.path)")
            default: #expect(outcome.review != nil, "\(file.path): \(outcome)")
            }
        }
        var missing = InspectedSound(path: "/nowhere/gone.caf", description: nil)
        missing.shipping = .missing([])
        #expect(SoundReviewer.reasonNotToDecode(missing) == "the file is missing")
        #expect(
            SoundReviewer.reasonNotToDecode(InspectedSound(path: "x", description: nil, readError: "denied"))
                == "denied")
    }
}
