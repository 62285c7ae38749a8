import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Sources made by sox, conversions, and independent decodes by ffmpeg, in a temporary folder.
struct ConversionFixture {
    let directory: URL

    init() throws {
        directory = try TestPaths.temporaryDirectory()
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// A 16-bit WAV made by `sox -n … synth` with the given effects (`-R`: no dither, repeatable).
    @discardableResult
    func source(_ name: String, rate: Int = 44100, channels: Int = 1, _ synth: [String]) throws -> String {
        let output = path(name)
        // The rate goes on the -n input too, so a length in samples ("1000s") counts at that rate.
        let result = try ExternalTool.run(
            "sox",
            ["-R", "-r", String(rate), "-n", "-r", String(rate), "-c", String(channels), "-b", "16", output, "synth"]
                + synth)
        guard result.status == 0 else { throw ExternalTool.ToolError(description: "sox: \(result.standardError)") }
        return output
    }

    /// Every sample of a file as decoded by soundcheck's own decoders, interleaved.
    static func decode(_ path: String) throws -> (samples: [Float], channels: Int, rate: Double) {
        let decoder = try AudioDecoders.open(path)
        return (try AudioSignals.decodeAll(decoder, chunk: 4096), decoder.channels, decoder.sampleRate)
    }

    /// The file decoded by ffmpeg to interleaved 16-bit samples.
    func ffmpegDecode(_ input: String) throws -> [Int16] {
        try AudioSignals.int16Samples(of: input, in: directory)
    }

    static func int16(_ samples: [Float]) -> [Int16] {
        samples.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
    }

    static func snr(_ reference: [Int16], _ test: [Int16]) -> Double {
        IMA4EncoderTests.snr(reference, test)
    }

    static func peak(_ samples: ArraySlice<Float>) -> Float {
        samples.reduce(0) { max($0, abs($1)) }
    }

    static func rms(_ samples: ArraySlice<Float>) -> Double {
        AudioSignals.rms(samples)
    }

    /// The bytes of a file, to show that a command left it alone.
    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
