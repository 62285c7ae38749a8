import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// No output that fails its own check: `convert` and `fix` refuse, with exit 1 and the reason,
/// instead of leaving a file that `check` rejects, and leave nothing behind.
@Suite("convert and fix: no output that fails its own check")
struct NoAudioOutputTests {
    /// A WAV whose data chunk holds 0 bytes.
    static let emptyWAV = SoundBuilder.wav(data: [])
    /// A CAF whose desc says 0 channels.
    static let zeroChannelCAF = SoundBuilder.caf(channels: 0, data: [UInt8](repeating: 1, count: 200))
    /// A CAF holding one frame: resampled to 1 kHz it becomes none.
    static let oneFrameCAF = SoundBuilder.caf(data: [0x01, 0x02])

    struct Folder {
        let url: URL
        init() throws { url = try TestPaths.temporaryDirectory() }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            try Data(bytes).write(to: url.appendingPathComponent(name))
            return path(name)
        }
        /// Every entry, hidden ones included.
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static func runCLI(_ arguments: [String]) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments)
    }

    @Test(
        "an input with no audio, or none a decoder accepts, is refused before any file is made",
        arguments: [
            ("empty.wav", emptyWAV, "the input decodes to 0 frames: there is no audio to convert"),
            ("zero-channels.caf", zeroChannelCAF, "cannot decode"),
        ])
    func refusedInput(name: String, bytes: [UInt8], reason: String) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let input = try folder.write(bytes, name)
        for format in [OutputFormat.notificationDefault, try OutputFormat(container: .wav, encoding: .lpcm16)] {
            var options = ConversionOptions()
            options.format = format
            #expect {
                try Converter(options: options).convert(input, to: folder.path("out.\(format.container.fileExtension)"))
            } throws: { error in
                (error as? ConversionError).map { $0.path == input && $0.reason.hasPrefix(reason) } ?? false
            }
        }
        let result = try Self.runCLI(["convert", input, "-o", folder.path("out.caf")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("soundcheck: \(input): \(reason)"), "\(result.standardError)")
        #expect(folder.entries == [name])
    }

    @Test(
        "an output that would hold 0 frames is read back, refused, and not left anywhere",
        arguments: ["caff", "AIFC", "WAVE", "AIFF"])
    func refusedOutput(fileFormat: String) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let input = try folder.write(Self.oneFrameCAF, "one-frame.caf")
        let output = folder.path("out")
        let result = try Self.runCLI(["convert", input, "-o", output, "-f", fileFormat, "-d", "lpcm", "--rate", "1000"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                """
                soundcheck: \(input): the converted sound would not play ([integrity] the file holds no audio: 0 \
                frames); nothing was written
                """
            ),
            "\(result.standardError)")
        #expect(folder.entries == ["one-frame.caf"])
        // The same input at its own rate is one frame, which plays.
        #expect(try Self.runCLI(["convert", input, "-o", output, "-f", fileFormat, "-d", "lpcm"]).status == 0)
    }

    @Test(
        "fix refuses a sound with no audio, and leaves the folder as it was",
        .enabled(if: ExternalTool.path(of: "sox") != nil, "needs sox"))
    func fixRefuses() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let flac = folder.path("empty.flac")
        let made = try ExternalTool.run("sox", ["-n", "-r", "22050", "-c", "1", "-b", "16", flac, "trim", "0", "0"])
        #expect(made.status == 0, "\(made.standardError)")
        let before = try ConversionFixture.bytes(flac)
        let result = try Self.runCLI(["fix", folder.url.path])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "empty.flac: could not fix: the input decodes to 0 frames: there is no audio to convert"),
            "\(result.standardError)")
        #expect(folder.entries == ["empty.flac"])
        #expect(try ConversionFixture.bytes(flac) == before)
    }
}
