import Foundation
import Testing

@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Numbers on the command line are input too: an absurd value is refused, or means "no limit",
/// and never traps on a conversion to an integer.
@Suite("convert: option values out of any sensible range")
struct OptionRangeTests {
    @Test("a trimming limit beyond any length is no limit, not a trap", arguments: [1e308, .infinity, 1e30])
    func hugeLimit(seconds: Double) {
        let converter = Converter(options: ConversionOptions())
        #expect(converter.limitFrames(seconds, sampleRate: 48_000) == 1 << 62)
        #expect(converter.limitFrames(1, sampleRate: 8_000) == 7_999)
    }

    @Test("normalisation targets outside the sensible range are refused, naming it")
    func normalisationTargets() {
        #expect(throws: UsageError.self) { try Normalization.peak(decibels: .nan).validate() }
        #expect(throws: UsageError.self) { try Normalization.peak(decibels: 1e308).validate() }
        #expect(throws: UsageError.self) { try Normalization.peak(decibels: 3).validate() }
        #expect(throws: UsageError.self) { try Normalization.loudness(lufs: -1e308).validate() }
        #expect(throws: UsageError.self) { try Normalization.loudness(lufs: .infinity).validate() }
        #expect(throws: Never.self) { try Normalization.defaultPeak.validate() }
        #expect(throws: Never.self) { try Normalization.defaultLoudness.validate() }
    }

    @Test("soundcheck convert: a --max-duration above iOS's 30 s and an absurd --target are usage errors")
    func commandLine() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.sample("invalid/too-long.caf")
        let output = folder.appendingPathComponent("out.caf").path
        for limit in ["1e308", "inf", "45"] {
            let huge = try ExternalTool.run(
                TestPaths.executable.path, ["convert", input, "-o", output, "--max-duration", limit])
            #expect(
                huge.status == 2 && huge.standardError.contains("--max-duration "), "\(limit): \(huge.standardError)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        for target in ["nan", "1e308", "inf"] {
            let result = try ExternalTool.run(
                TestPaths.executable.path,
                [
                    "convert", input, "-o", folder.appendingPathComponent("n.caf").path, "--normalize", "peak",
                    "--target", target,
                ])
            #expect(
                result.status == 2 && result.standardError.contains("between -60 and 0 dBFS"),
                "\(target): \(result.standardError)")
        }
    }
}
