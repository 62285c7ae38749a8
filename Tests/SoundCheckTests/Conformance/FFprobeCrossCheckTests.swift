import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Files written by ffmpeg across containers, encodings, rates and channel counts: soundcheck must
/// agree with ffprobe on rate, channels and length, and judge each allowed one playable.
@Suite(
    "Cross-check with ffprobe on ffmpeg-made files", .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg and ffprobe"))
struct FFprobeCrossCheckTests {
    struct Case: CustomStringConvertible, Sendable {
        var fileExtension: String
        var codec: String
        var rate: Int
        var channels: Int
        var encoding: String
        var description: String { "\(codec).\(fileExtension) \(rate) Hz \(channels) ch" }
    }

    static let cases: [Case] = [
        Case(fileExtension: "wav", codec: "pcm_s16le", rate: 44100, channels: 2, encoding: "lpcm"),
        Case(fileExtension: "wav", codec: "pcm_u8", rate: 8000, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "wav", codec: "pcm_s24le", rate: 48000, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "wav", codec: "pcm_f32le", rate: 22050, channels: 2, encoding: "lpcm"),
        Case(fileExtension: "wav", codec: "pcm_mulaw", rate: 8000, channels: 1, encoding: "ulaw"),
        Case(fileExtension: "wav", codec: "pcm_alaw", rate: 16000, channels: 2, encoding: "alaw"),
        Case(fileExtension: "aiff", codec: "pcm_s16be", rate: 22050, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "aiff", codec: "pcm_s24be", rate: 96000, channels: 2, encoding: "lpcm"),
        Case(fileExtension: "aifc", codec: "pcm_s16le", rate: 11025, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "aifc", codec: "pcm_f32be", rate: 44100, channels: 2, encoding: "lpcm"),
        Case(fileExtension: "aifc", codec: "pcm_mulaw", rate: 8000, channels: 2, encoding: "ulaw"),
        Case(fileExtension: "aifc", codec: "pcm_alaw", rate: 8000, channels: 1, encoding: "alaw"),
        Case(fileExtension: "aifc", codec: "adpcm_ima_qt", rate: 32000, channels: 2, encoding: "ima4"),
        Case(fileExtension: "caf", codec: "pcm_s16le", rate: 44100, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "caf", codec: "pcm_s32be", rate: 48000, channels: 2, encoding: "lpcm"),
        Case(fileExtension: "caf", codec: "pcm_f64le", rate: 8000, channels: 1, encoding: "lpcm"),
        Case(fileExtension: "caf", codec: "pcm_mulaw", rate: 8000, channels: 1, encoding: "ulaw"),
        Case(fileExtension: "caf", codec: "pcm_alaw", rate: 22050, channels: 2, encoding: "alaw"),
        Case(fileExtension: "caf", codec: "adpcm_ima_qt", rate: 22050, channels: 1, encoding: "ima4"),
        Case(fileExtension: "caf", codec: "adpcm_ima_qt", rate: 44100, channels: 2, encoding: "ima4"),
    ]

    func probe(_ path: String) throws -> [String: String] {
        try ExternalTool.ffprobe(path, entries: "stream=sample_rate,channels,duration_ts")
    }

    @Test("rate, channels and frames agree with ffprobe; the file is judged playable", arguments: cases)
    func agrees(with testCase: Case) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tone.\(testCase.fileExtension)").path
        // 0.4567 s: a length that is not a whole number of IMA4 packets at any of these rates.
        try ExternalTool.ffmpeg([
            "-f", "lavfi", "-i", "sine=frequency=660:sample_rate=\(testCase.rate):duration=0.4567",
            "-ac", String(testCase.channels), "-c:a", testCase.codec, path,
        ])
        let probed = try probe(path)
        let report = try Checker().check(paths: [path])
        let file = try #require(report.files.first)
        let description = try #require(file.sound.description)
        #expect(description.encoding.identifier == testCase.encoding)
        #expect(String(Int(description.sampleRate)) == probed["sample_rate"])
        #expect(String(description.channels) == probed["channels"])
        #expect(description.frames.map(String.init) == probed["duration_ts"], "ffprobe: \(probed)")
        #expect(file.valid, "\(file.findings.map(\.message))")
        #expect(file.findings.isEmpty, "\(file.findings.map(\.message))")
    }

    @Test("CAF with data size -1 (ffmpeg writing to a pipe) is read to the end of the file")
    func pipedCAF() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("piped.caf").path
        let result = try ExternalTool.run(
            "ffmpeg",
            [
                "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "sine=sample_rate=22050:duration=0.5",
                "-c:a", "pcm_s16le", "-f", "caf", "-",
            ])
        #expect(result.status == 0)
        try result.standardOutput.write(to: URL(fileURLWithPath: path))
        let report = try Checker().check(paths: [path])
        let description = try #require(report.files.first?.sound.description)
        #expect(description.dataRunsToEnd)
        #expect(description.frames == 11025)
        #expect(report.files.first?.valid == true)
    }
}
