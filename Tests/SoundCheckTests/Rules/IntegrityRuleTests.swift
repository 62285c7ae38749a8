import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The integrity rule owns the grading of header defects: the libsndfile cross-check, `info` and
/// the findings all follow `IntegrityRule.severity(of:)`.
@Suite("Integrity rule: one grading of header defects")
struct IntegrityRuleTests {
    @Test("libsndfile is asked about a file whose defects are only warnings, not about one with an error")
    func crossCheckFollowsTheRule() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let warned = directory.appendingPathComponent("stray.wav")
        try Data(SoundBuilder.wav(channels: 2, blockAlign: 4, data: [UInt8](repeating: 0, count: 402))).write(
            to: warned)
        let broken = directory.appendingPathComponent("truncated.wav")
        try Data(SoundBuilder.wav(data: [UInt8](repeating: 0, count: 100), declaredDataSize: 0x1_0000)).write(
            to: broken)

        let warnedSound = SoundReader().inspect(path: warned.path)
        let warnedDefects = try #require(warnedSound.description?.defects)
        #expect(warnedDefects == [.strayBytes(count: 2, unitSize: 4, unit: .frame)])
        #expect(!warnedDefects.contains(where: IntegrityRule.isError))
        #expect(warnedSound.libsndfile != .notAsked)

        let brokenSound = SoundReader().inspect(path: broken.path)
        #expect(brokenSound.description?.defects.contains(where: IntegrityRule.isError) == true)
        #expect(brokenSound.libsndfile == .notAsked)
    }

    @Test("the findings take the rule's grade, and a configured severity still overrides it")
    func findingsTakeTheGrade() {
        let stray = SoundBuilder.caf(data: [0, 0, 0, 0, 0])
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        let sound = reader.inspect(source: MemoryByteSource(stray), path: "stray.caf")
        let expected = "the audio data ends with 1 stray bytes, part of a packet of 2"
        let graded = Checker(reader: reader).judge([sound]).files[0].findings
        #expect(graded == [Finding(rule: "integrity", severity: .warning, message: expected, path: "stray.caf")])
        var configuration = CheckConfiguration()
        configuration.selection.severities["integrity"] = .error
        let overridden = Checker(configuration: configuration, reader: reader).judge([sound]).files[0].findings
        #expect(overridden == [Finding(rule: "integrity", severity: .error, message: expected, path: "stray.caf")])
    }

    @Test("convert words a corrupt IMA4 block with the rule's sentence")
    func corruptBlockWording() {
        let block = IMA4.CorruptBlock(packet: 1, channel: 1, stepIndex: 100)
        #expect(
            block.defect(packetCount: nil) == .corruptIMA4Block(packet: 1, channel: 1, stepIndex: 100, packetCount: nil)
        )
        #expect(
            IntegrityRule.message(for: block.defect(packetCount: nil))
                == """
                IMA4 packet 2 (channel 2) has step index 100; the largest valid one is 88: the audio data is \
                corrupt
                """
        )
    }
}
