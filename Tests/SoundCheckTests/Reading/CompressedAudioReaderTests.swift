import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// The lengths of MP3, AAC, MPEG-4 audio and FLAC files, read from their headers or frames,
/// against what ffprobe says of files ffmpeg makes, and against the length they were made with.
@Suite("Compressed audio: duration from headers", .enabled(if: ExternalTool.hasFFmpeg, "needs ffmpeg and ffprobe"))
struct CompressedAudioReaderTests {
    /// One way of making a file: ffmpeg's output arguments and the extension.
    struct Encoding: CustomStringConvertible, Sendable {
        var description: String
        var fileExtension: String
        var arguments: [String]
        /// How far from ffprobe's duration the reader may be, in seconds: MP3s with a LAME tag
        /// count what plays (delay and padding trimmed), ffprobe the frames.
        var toleranceOfFFprobe: Double
        /// ffprobe estimates an ADTS stream's length from its bit rate: compare with the frames
        /// it counts (`-count_packets`) instead.
        var comparesCountedFrames = false
        var rate = 44100
        /// MPEG-4's sample entry says 2 channels for any AAC (ISO/IEC 14496-12's template value);
        /// the real count is in the decoder configuration, which is not read.
        var checksChannels = true
    }

    static let encodings: [Encoding] = [
        Encoding(
            description: "MP3 with Xing/LAME", fileExtension: "mp3",
            arguments: ["-c:a", "libmp3lame", "-b:a", "64k"], toleranceOfFFprobe: 0.08),
        Encoding(
            description: "MP3 VBR with Xing/LAME", fileExtension: "mp3",
            arguments: ["-c:a", "libmp3lame", "-q:a", "4"], toleranceOfFFprobe: 0.08),
        Encoding(
            description: "MP3 without Xing, walked", fileExtension: "mp3",
            arguments: ["-c:a", "libmp3lame", "-b:a", "32k", "-write_xing", "0", "-id3v2_version", "0"],
            toleranceOfFFprobe: 0.002),
        Encoding(
            description: "MPEG-2 layer III at 22050 Hz", fileExtension: "mp3",
            arguments: ["-c:a", "libmp3lame", "-b:a", "32k", "-ar", "22050"], toleranceOfFFprobe: 0.08,
            rate: 22050),
        Encoding(
            description: "MPEG-1 layer II", fileExtension: "mp2",
            arguments: ["-c:a", "mp2", "-b:a", "128k", "-f", "mp2"], toleranceOfFFprobe: 0.002),
        Encoding(
            description: "AAC in ADTS, walked", fileExtension: "aac",
            arguments: ["-c:a", "aac", "-b:a", "64k", "-f", "adts"], toleranceOfFFprobe: 0.002,
            comparesCountedFrames: true),
        Encoding(
            description: "AAC in MPEG-4 (edit list)", fileExtension: "m4a",
            arguments: ["-c:a", "aac", "-b:a", "64k"], toleranceOfFFprobe: 0.001, checksChannels: false),
        Encoding(
            description: "ALAC in MPEG-4", fileExtension: "m4a",
            arguments: ["-c:a", "alac"], toleranceOfFFprobe: 0.001),
        Encoding(description: "FLAC", fileExtension: "flac", arguments: ["-c:a", "flac"], toleranceOfFFprobe: 0.001),
    ]

    static func make(_ encoding: Encoding, seconds: Double, rate: Int = 44100, channels: Int = 1, in folder: URL)
        throws -> String
    {
        let path = folder.appendingPathComponent("sound.\(encoding.fileExtension)").path
        try ExternalTool.ffmpeg(
            ["-f", "lavfi", "-i", "sine=f=440:sample_rate=\(rate):d=\(seconds)", "-ac", "\(channels)"]
                + encoding.arguments + [path])
        return path
    }

    static func ffprobeDuration(_ path: String) throws -> Double {
        let values = try ExternalTool.ffprobe(path, entries: "format=duration")
        return try #require(values["duration"].flatMap(Double.init))
    }

    /// The frames ffprobe counts in the first audio stream, as seconds of 1024-sample AAC frames.
    static func countedAACDuration(_ path: String, rate: Int) throws -> Double {
        let result = try ExternalTool.run(
            "ffprobe",
            [
                "-v", "error", "-count_packets", "-select_streams", "a:0", "-show_entries",
                "stream=nb_read_packets", "-of", "csv=p=0", path,
            ])
        let packets = try #require(Double(result.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        return packets * 1024 / Double(rate)
    }

    @Test("duration agrees with ffprobe and with the length made", arguments: encodings, [1.0, 31.0])
    func duration(encoding: Encoding, seconds: Double) throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.make(encoding, seconds: seconds, in: folder)
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(path: path)
        let description = try #require(sound.description)
        let duration = try #require(description.duration, "\(encoding): no duration")
        let probed =
            encoding.comparesCountedFrames
            ? try Self.countedAACDuration(path, rate: encoding.rate) : try Self.ffprobeDuration(path)
        #expect(
            abs(duration - probed) <= encoding.toleranceOfFFprobe, "\(encoding): \(duration) s, ffprobe \(probed) s")
        // Within one frame (and the encoder's delay) of what was encoded.
        #expect(abs(duration - seconds) <= 0.08, "\(encoding): \(duration) s for \(seconds) s")
        #expect(description.sampleRate == Double(encoding.rate))
        #expect(description.channels == 1 || !encoding.checksChannels)
        #expect(!description.durationIsEstimate)
        #expect(description.isMeasured)
    }

    @Test("a stereo MPEG-1 MP3's Xing header is found after the stereo side information")
    func stereoXing() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.make(Self.encodings[1], seconds: 2, channels: 2, in: folder)
        let description = try #require(SoundReader(crossCheckWithLibsndfile: false).inspect(path: path).description)
        #expect(description.channels == 2)
        #expect(abs((description.duration ?? 0) - 2) < 0.03)
    }

    /// ffprobe, libsndfile and sox all skip what comes before the first frame.
    @Test(
        "an MP3 after leading zeros, junk or an ID3v2 tag is an MP3",
        arguments: [
            [UInt8](repeating: 0, count: 417), Array("garbage before the frames\n".utf8),
            [UInt8](repeating: 0xFF, count: 3),
        ])
    func leadingBytes(prefix: [UInt8]) throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.make(Self.encodings[2], seconds: 3, in: folder)
        let path = folder.appendingPathComponent("prefixed.mp3").path
        let original = try Data(contentsOf: URL(fileURLWithPath: made))
        try (Data(prefix) + original).write(to: URL(fileURLWithPath: path))
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(path: path)
        #expect(sound.foreignFormat == "MP3")
        // Android's extractor skips the same bytes: an MP3 it plays, not "not an audio file".
        #expect(AndroidSoundFormats.playback(of: sound) == .documented)
        let duration = try #require(sound.description?.duration)
        #expect(abs(duration - (try Self.ffprobeDuration(made))) < 0.002)
        #expect(sound.description?.dataOffset == Int64(prefix.count))
    }

    @Test("an ADTS stream after an ID3v2 tag is AAC, not MP3")
    func adtsAfterID3() throws {
        var tagged: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, 20] + [UInt8](repeating: 0, count: 20)
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.make(Self.encodings[5], seconds: 1, in: folder)
        tagged += try Array(Data(contentsOf: URL(fileURLWithPath: made)))
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(
            source: MemoryByteSource(tagged), path: "x.aac")
        #expect(sound.foreignFormat == "AAC (ADTS)")
        #expect(sound.encoding.identifier == "aac")
        #expect(abs((sound.description?.duration ?? 0) - 1.0449) < 0.002)
    }

    @Test("frames that stop in the middle leave an estimate, said so")
    func estimate() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Array(
            Data(contentsOf: URL(fileURLWithPath: try Self.make(Self.encodings[2], seconds: 4, in: folder))))
        // Junk in the middle: the walk stops there and estimates the rest from the frames before.
        let middle = bytes.count / 2
        bytes.replaceSubrange(middle..<middle + 64, with: [UInt8](repeating: 0x41, count: 64))
        let description = try #require(
            SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "x.mp3")
                .description)
        #expect(description.durationIsEstimate)
        #expect(abs((description.duration ?? 0) - 4) < 0.2)
    }

    @Test("bytes that only look like a frame sync stay unknown")
    func notAudio() {
        // 0xFF 0xFB is a valid MPEG-1 layer III header start, but nothing follows that confirms it.
        let bytes: [UInt8] =
            Array("not audio at all".utf8) + [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0x20, count: 4000)
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "x.mp3")
        #expect(sound.foreignFormat == nil)
        #expect(sound.container == .unknown)
    }

    @Test("hostile headers never trap: truncated boxes, huge edit lists, ID3 sizes past the end")
    func hostile() {
        var generator = XorShiftGenerator(seed: 44)
        let prefixes: [[UInt8]] = [
            [0, 0, 0, 24] + Array("ftypM4A ".utf8) + [0, 0, 0, 0] + Array("M4A mp42".utf8),
            [0, 0, 0, 1] + Array("moov".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
            Array("ID3".utf8) + [4, 0, 0, 0x7F, 0x7F, 0x7F, 0x7F],
            Array("fLaC".utf8) + [0, 0, 0, 34],
            [0xFF, 0xF1, 0x50, 0x80, 0x00, 0x1F, 0xFC],
            [0xFF, 0xFB, 0x90, 0x64],
        ]
        for prefix in prefixes {
            for length in [0, 1, 7, 64, 300] {
                let bytes = prefix + (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                _ = SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "x")
            }
        }
    }
}
