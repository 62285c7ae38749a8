import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Compares what soundcheck reads with `../shared/corpus/sounds.tsv`, whose facts were measured by
/// an independent chunk parser and ffprobe. Skipped when the corpus is not beside the project.
@Suite(
    "Conformance with the real-world corpus", .enabled(if: TestPaths.corpus != nil, "../shared/corpus is not present"))
struct CorpusConformanceTests {
    struct Row {
        var file: String
        var container: String
        var codec: String
        var rate: Double
        var channels: Int
        var frames: Int64
        var category: String
    }

    static func rows() throws -> [Row] {
        guard let corpus = TestPaths.corpus else { return [] }
        let text = try String(contentsOf: corpus.appendingPathComponent("sounds.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        let header = lines.removeFirst()
        func column(_ name: String) throws -> Int { try #require(header.firstIndex(of: name), "no column \(name)") }
        let file = try column("file")
        let container = try column("header_container")
        let codec = try column("header_codec")
        let rate = try column("header_rate")
        let channels = try column("header_channels")
        let frames = try column("header_frames")
        let category = try column("category")
        return try lines.map { fields in
            Row(
                file: fields[file], container: fields[container], codec: fields[codec],
                rate: try #require(Double(fields[rate])), channels: try #require(Int(fields[channels])),
                frames: try #require(Int64(fields[frames])), category: fields[category])
        }
    }

    /// The corpus's codec column in soundcheck's vocabulary (written out here, independently of
    /// the readers' own tables).
    static func expectedEncoding(_ codec: String) -> String {
        if codec.hasPrefix("lpcm") || codec == "NONE(PCM BE)" { return "lpcm" }
        if codec.hasPrefix("wFormatTag=") {
            let tag = codec.split(separator: "/").last.map { String($0.suffix(4)) } ?? ""
            switch tag.uppercased() {
            case "0001", "0003": return "lpcm"
            case "0006": return "alaw"
            case "0007": return "ulaw"
            case "0002": return "ms-adpcm"
            case "0011": return "ima-adpcm"
            case "0031": return "gsm"
            case "0055": return "mp3"
            default: return "wave-format-0x" + tag.lowercased()
            }
        }
        switch codec {
        case "sowt", "twos", "fl32", "FL32", "fl64", "FL64", "NONE": return "lpcm"
        case "ulaw", "ULAW": return "ulaw"
        case "alaw", "ALAW": return "alaw"
        case "ima4": return "ima4"
        case "aac ": return "aac"
        default: return codec
        }
    }

    static let containers = ["CAF": "caf", "AIFF": "aiff", "AIFF-C": "aifc", "WAVE": "wav"]

    @Test("container, encoding, rate, channels and exact frames match sounds.tsv for every file")
    func headerFacts() throws {
        let corpus = try #require(TestPaths.corpus)
        let rows = try Self.rows()
        #expect(rows.count >= 40)
        let sounds = Checker().inspect(rows.map { corpus.appendingPathComponent($0.file).path })
        for (row, sound) in zip(rows, sounds) {
            let description = try #require(sound.description, "\(row.file): \(sound.readError ?? "")")
            #expect(description.container.rawValue == Self.containers[row.container], "\(row.file)")
            #expect(description.encoding.identifier == Self.expectedEncoding(row.codec), "\(row.file)")
            #expect(description.sampleRate == row.rate, "\(row.file)")
            #expect(description.channels == row.channels, "\(row.file)")
            #expect(
                description.frames == row.frames,
                "\(row.file): \(String(describing: description.frames)) ≠ \(row.frames)")
        }
    }

    @Test("every real app, Apple sample and system sound is judged playable on its own")
    func realSoundsAreValid() throws {
        let corpus = try #require(TestPaths.corpus)
        let rows = try Self.rows().filter { ["notification", "apple-sample", "system-sound"].contains($0.category) }
        #expect(rows.count >= 25)
        for row in rows {
            let report = try Checker().check(paths: [corpus.appendingPathComponent(row.file).path])
            let file = try #require(report.files.first)
            #expect(file.valid, "\(row.file): \(file.findings.map(\.message))")
            // The only acceptable warning on real app sounds is the CAF-named-.wav extension one.
            #expect(file.findings.allSatisfy { $0.rule == "extension" }, "\(row.file): \(file.findings.map(\.message))")
        }
    }

    @Test("codec fixtures in encodings iOS cannot play are invalid; truncated and headerless fixtures are invalid")
    func fixturesAreJudged() throws {
        let corpus = try #require(TestPaths.corpus)
        let rows = try Self.rows()
        let allowed: Set<String> = ["lpcm", "ima4", "ulaw", "alaw", "ima-adpcm"]
        for row in rows where !allowed.contains(Self.expectedEncoding(row.codec)) {
            let report = try Checker().check(paths: [corpus.appendingPathComponent(row.file).path])
            #expect(report.files.first?.valid == false, "\(row.file) should not be playable")
        }
        for name in ["Pnossnd.aif", "CWE-835-01.aiff", "odd-list-type.wav"] {
            let row = try #require(rows.first { $0.file.hasSuffix(name) })
            let report = try Checker().check(paths: [corpus.appendingPathComponent(row.file).path])
            #expect(
                report.files.first?.findings.contains { $0.rule == "integrity" && $0.severity == .error } == true,
                "\(name)")
        }
    }

    @Test("a WAV that ffmpeg streamed (data size 0xFFFFFFFF) plays to its end, with a warning naming the placeholder")
    func streamedFixture() throws {
        let corpus = try #require(TestPaths.corpus)
        let row = try #require(try Self.rows().first { $0.file.hasSuffix("ffmpeg-missing-chunksize.wav") })
        let report = try Checker().check(paths: [corpus.appendingPathComponent(row.file).path])
        let file = try #require(report.files.first)
        #expect(file.valid)
        #expect(file.sound.description?.frames == row.frames)
        #expect(
            file.sound.description?.defects == [
                .lengthPlaceholder(chunk: "data", declared: 0xFFFF_FFFF, available: 110_592)
            ])
        #expect(file.findings.map(\.severity) == [.warning])
    }
}
