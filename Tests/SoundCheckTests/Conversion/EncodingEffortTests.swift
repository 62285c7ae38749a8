import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `--effort` and `ConversionOptions.effort`: what each level of the IMA4 encoder's search buys,
/// and that the level asked for is the one that encodes.
@Suite("IMA4 encoder effort: fast, balanced, best")
struct EncodingEffortTests {
    /// A 5-15 kHz sine sweep at -3 dBFS: loud in every block, where the levels differ most.
    static func sweep(seconds: Double) -> [Int16] {
        let count = Int(seconds * SyntheticSignals.rate)
        var phase = 0.0
        return (0..<count).map { index in
            let frequency = 5000 + 10000 * Double(index) / Double(count)
            phase += 2 * Double.pi * frequency / SyntheticSignals.rate
            return Int16(23197 * sin(phase))
        }
    }

    static func snr(_ samples: [Int16], _ effort: EncodingEffort) -> Double {
        IMA4SearchTests.snr(samples, IMA4Encoder(effort: effort).encode(interleaved: samples, channels: 1), channels: 1)
    }

    @Test("each level is better than the one below it", arguments: ["plucks", "speech", "sweep"])
    func levelsGain(signal: String) {
        let samples =
            switch signal {
            case "plucks": SyntheticSignals.plucks(seconds: 2)
            case "speech": SyntheticSignals.speech(seconds: 2)
            default: Self.sweep(seconds: 1)
            }
        let fast = Self.snr(samples, .fast)
        let balanced = Self.snr(samples, .balanced)
        let best = Self.snr(samples, .best)
        // Measured: plucks 30.71 / 33.53 / 33.91 dB, speech 42.83 / 43.11 / 43.84, sweep 19.07 /
        // 19.28 / 19.88.
        #expect(balanced > fast + 0.1, "\(signal): fast \(fast) dB, balanced \(balanced) dB")
        #expect(best > balanced + 0.2, "\(signal): balanced \(balanced) dB, best \(best) dB")
    }

    @Test("a conversion encodes with the level asked for, the default being best", arguments: EncodingEffort.allCases)
    func conversionUsesTheLevel(effort: EncodingEffort) throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let samples = SyntheticSignals.speech(seconds: 1)
        let source = try Self.writeWAV(samples, to: fixture.path("speech.wav"))
        var options = ConversionOptions()
        options.effort = effort
        let output = fixture.path("speech-\(effort).caf")
        _ = try Converter(options: options).convert(source, to: output)
        let packets = IMA4Encoder(effort: effort).encode(interleaved: samples, channels: 1)
        // The packets end the file (the data chunk comes last).
        #expect(Array(try ConversionFixture.bytes(output).suffix(packets.count)) == packets)
        let other = IMA4Encoder(effort: effort == .best ? .fast : .best).encode(interleaved: samples, channels: 1)
        #expect(other != packets, "the levels encode differently")
        #expect(ConversionOptions().effort == .best)
    }

    @Test("soundcheck convert --effort picks the level; an unknown one is a usage error naming the levels")
    func commandLine() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try Self.writeWAV(SyntheticSignals.plucks(seconds: 1), to: fixture.path("plucks.wav"))
        for effort in EncodingEffort.allCases {
            let output = fixture.path("cli-\(effort).caf")
            let result = try ExternalTool.run(
                TestPaths.executable.path, ["convert", source, "-o", output, "--effort", effort.rawValue])
            #expect(result.status == 0, "\(result.standardError)")
            var options = ConversionOptions()
            options.effort = effort
            let library = fixture.path("library-\(effort).caf")
            _ = try Converter(options: options).convert(source, to: library)
            #expect(try ConversionFixture.bytes(output) == ConversionFixture.bytes(library), "\(effort)")
        }
        let unknown = try ExternalTool.run(
            TestPaths.executable.path, ["convert", source, "-o", fixture.path("x.caf"), "--effort", "max"])
        #expect(
            unknown.status == 2 && unknown.standardError.contains("'fast', 'balanced' or 'best'"),
            "\(unknown.standardError)")
        let fix = try ExternalTool.run(
            TestPaths.executable.path, ["fix", source, "--dry-run", "--effort", "fast"])
        #expect(fix.status != 2, "fix takes --effort too: \(fix.standardError)")
    }

    /// Writes 16-bit mono samples as a WAV with soundcheck's libsndfile writer.
    static func writeWAV(_ samples: [Int16], to path: String) throws -> String {
        let file = try OutputFile(destination: path, overwrite: false)
        let format = try OutputFormat(container: .wav, encoding: .lpcm16)
        let writer = try SoundWriters.make(format, file: file, channels: 1, sampleRate: SyntheticSignals.rate)
        try samples.withUnsafeBufferPointer { try writer.write($0) }
        try writer.finish()
        try file.commit()
        return path
    }
}
