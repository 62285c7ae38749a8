import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// Every input a fuzz target ever failed on (Fuzz/Regressions/TARGET/), replayed in the test suite
/// through the same library calls as the target: each must now be read to a verdict. A file that
/// stopped soundcheck is hostile by construction, so a sound header input must be judged invalid.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static func inputs(_ target: String) throws -> [URL] {
        let folder = TestPaths.packageRoot.appendingPathComponent("Fuzz/Regressions/\(target)")
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
    }

    @Test("sound header inputs are read and judged, never trap")
    func soundHeaders() throws {
        let inputs = try Self.inputs("FuzzSoundHeaders")
        #expect(!inputs.isEmpty, "the first finding, the pakt overflow, is committed")
        var configuration = CheckConfiguration()
        configuration.jobs = 1
        for input in inputs {
            let bytes = Array(try Data(contentsOf: input))
            let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(
                source: MemoryByteSource(bytes), path: input.path)
            let report = Checker(configuration: configuration).judge([sound])
            #expect(
                report.files.first?.valid == false,
                "\(input.lastPathComponent): \(report.files.first?.findings.map(\.message) ?? [])")
        }
    }

    @Test("payload, settings and manifest inputs are parsed to a verdict")
    func textInputs() throws {
        let validator = PayloadValidator(manifest: SoundManifest(sounds: []))
        for input in try Self.inputs("FuzzPayloads") {
            _ = validator.validate(Array(try Data(contentsOf: input)), path: input.path)
        }
        for input in try Self.inputs("FuzzConfiguration") {
            _ = try? SoundCheckConfiguration(
                yaml: String(decoding: try Data(contentsOf: input), as: UTF8.self), path: input.path)
        }
        for input in try Self.inputs("FuzzManifest") {
            _ = try? SoundManifest(json: Array(try Data(contentsOf: input)))
        }
        for input in try Self.inputs("FuzzIMA4") {
            let bytes = Array(try Data(contentsOf: input))
            if let first = bytes.first { _ = IMA4.decode(bytes[1...], channels: Int(first % 2) + 1) }
        }
    }

    @Test("a manifest's counts that are not whole numbers in range are left out, never converted with a trap")
    func manifestCounts() throws {
        let json = #"{"sounds":[{"name":"c.caf","channels":1e28,"frames":2.5,"bytes":-1e300,"sampleRate":8000}]}"#
        let entry = try #require(try SoundManifest(json: Array(json.utf8)).sounds.first)
        #expect(entry.channels == nil)
        #expect(entry.frames == nil)
        #expect(entry.bytes == 0)
        #expect(entry.sampleRate == 8000)
    }
}
