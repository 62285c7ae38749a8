import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Files written by ffmpeg and sox to a pipe, whose headers hold placeholders instead of sizes
/// (SPEC §8): read to their end as players do, with a warning that names the placeholder, and the
/// same length as ffprobe (WAV) and libsndfile (all) find.
@Suite(
    "Files streamed to a pipe",
    .enabled(
        if: ExternalTool.hasFFmpeg && ExternalTool.path(of: "sox") != nil,
        "needs ffmpeg, ffprobe and sox"))
struct StreamedFileTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// A shell pipeline from `$SRC` (a 22050 Hz mono 16-bit WAV of 8820 frames) to standard output.
        var pipeline: String
        var chunk: String
        var placeholder: Int64
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "ffmpeg.wav", pipeline: #"ffmpeg -nostdin -v error -i "$SRC" -fflags +bitexact -f wav -"#,
            chunk: "data", placeholder: 0xFFFF_FFFF),
        // sox knows the length of a WAV it reads; raw samples from a pipe it does not.
        Case(
            name: "sox.wav", pipeline: #"sox "$SRC" -t s16 - | sox -t s16 -r 22050 -c 1 - -t wav -"#,
            chunk: "data", placeholder: 0x7FFF_F000),
        Case(name: "sox.aiff", pipeline: #"sox "$SRC" -t aiff -"#, chunk: "SSND", placeholder: 0x7F00_0008),
        Case(name: "sox.aifc", pipeline: #"sox "$SRC" -t aifc -"#, chunk: "SSND", placeholder: 0x7F00_0008),
    ]

    static let frames: Int64 = 8820

    /// Writes the source and pipes it through `pipeline` into a file named `name`.
    static func stream(_ pipeline: String, to name: String, in directory: URL) throws -> String {
        let source = directory.appendingPathComponent("source.wav").path
        try ExternalTool.ffmpeg([
            "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=0.4",
            "-c:a", "pcm_s16le", source,
        ])
        let output = directory.appendingPathComponent(name).path
        let result = try ExternalTool.run(
            "sh", ["-c", "SRC='\(source)'; (\(pipeline)) 2>/dev/null | cat > '\(output)'"])
        #expect(result.status == 0)
        return output
    }

    @Test(
        "read to the end with a warning naming the placeholder; libsndfile and ffprobe agree on the length",
        arguments: cases)
    func streamed(_ testCase: Case) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.stream(testCase.pipeline, to: testCase.name, in: directory)
        let file = try #require(try Checker().check(paths: [path]).files.first)
        let description = try #require(file.sound.description)
        #expect(file.valid, "\(file.findings.map(\.message))")
        #expect(description.frames == Self.frames)
        #expect(
            description.defects == [
                .lengthPlaceholder(
                    chunk: testCase.chunk, declared: testCase.placeholder,
                    available: Self.frames * 2)
            ])
        #expect(file.findings.map(\.severity) == [.warning])
        // libsndfile reads all three to the end; ffprobe too for WAV, but it believes the frame
        // count sox's AIFF COMM claims (0x3F800000, 13 hours).
        if case .opened(_, _, _, let libsndfileFrames) = file.sound.libsndfile {
            #expect(libsndfileFrames == Self.frames)
        } else {
            Issue.record("libsndfile did not open \(testCase.name): \(file.sound.libsndfile)")
        }
        if description.container == .wav {
            #expect(try ExternalTool.ffprobe(path, entries: "stream=duration_ts")["duration_ts"] == String(Self.frames))
        }
        let converted = directory.appendingPathComponent("converted.caf").path
        let result = try Converter().convert(path, to: converted)
        #expect(result.frames == Self.frames)
        #expect(try Checker().check(paths: [converted]).files.first?.valid == true)
    }

    @Test("ffmpeg's AIFF on a pipe (FORM, SSND and the COMM frame count all 0) stays an error: 0 frames")
    func ffmpegAIFF() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.stream(
            #"ffmpeg -nostdin -v error -i "$SRC" -fflags +bitexact -f aiff -"#, to: "ffmpeg.aiff",
            in: directory)
        let file = try #require(try Checker().check(paths: [path]).files.first)
        #expect(!file.valid)
        #expect(file.findings.contains { $0.message == "the file holds no audio: 0 frames" })
    }
}

/// Placeholders against real sizes, in crafted headers.
@Suite("Length placeholders")
struct LengthPlaceholderTests {
    static func describe(_ bytes: [UInt8]) throws -> SoundDescription {
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "p")
        return try #require(sound.description)
    }

    static let audio = [UInt8](repeating: 0, count: 600)

    @Test(
        "a placeholder data size is read to the end; the RIFF size that goes with it is not a mismatch",
        arguments: [(UInt32(0xFFFF_FFFF), UInt32(0xFFFF_FFFF)), (0x7FFF_F000, 0x7FFF_F024)])
    func wavPlaceholder(data: UInt32, riff: UInt32) throws {
        var bytes = SoundBuilder.wav(data: Self.audio, declaredDataSize: data)
        bytes.replaceSubrange(4..<8, with: withUnsafeBytes(of: riff.littleEndian, Array.init))
        let description = try Self.describe(bytes)
        #expect(description.frames == 300)
        #expect(description.defects == [.lengthPlaceholder(chunk: "data", declared: Int64(data), available: 600)])
    }

    @Test("sox's AIFF placeholder is 0x7F000000 bytes rounded down to whole frames", arguments: [1, 2, 3, 6])
    func aiffPlaceholder(channels: Int16) throws {
        let frameSize = Int64(channels) * 2
        let declared = 8 + 0x7F00_0000 / frameSize * frameSize
        let bytes = SoundBuilder.aiff(
            channels: channels, frames: UInt32(0x7F00_0000 / frameSize), data: Self.audio,
            declaredDataSize: UInt32(declared))
        let description = try Self.describe(bytes)
        #expect(description.frames == 600 / frameSize)
        #expect(description.defects.first == .lengthPlaceholder(chunk: "SSND", declared: declared, available: 600))
    }

    @Test(
        "a real size larger than the file stays a truncation",
        arguments: [0xFFFF_FFFE, 0x7FFF_F001, 0x7FFF_EFFE, 0x7F00_000A] as [UInt32])
    func realSizes(declared: UInt32) throws {
        let wav = try Self.describe(SoundBuilder.wav(data: Self.audio, declaredDataSize: declared))
        #expect(
            wav.defects.first
                == .truncatedData(chunk: "data", declared: Int64(declared), available: 600, headerSize: 0))
        let aiff = try Self.describe(SoundBuilder.aiff(frames: 300, data: Self.audio, declaredDataSize: declared))
        #expect(
            aiff.defects.first
                == .truncatedData(chunk: "SSND", declared: Int64(declared), available: 608, headerSize: 8))
    }
}
