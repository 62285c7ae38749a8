import Foundation
import Testing

@testable import SoundCheckConversion
@testable import SoundCheckCore

/// An output file's name says what it holds: `convert` refuses a name of an audio format it does
/// not write, before anything is written.
@Suite("convert: output names of formats soundcheck does not write")
struct OutputNameTests {
    @Test(
        "alert.mp3, alert.m4a are refused, naming the extension; alert.caf and a folder-less name pass",
        arguments: ["mp3", "m4a", "opus", "flac"])
    func refused(extension: String) {
        #expect(throws: ConversionError.self) {
            try BatchConversion.jobs(inputs: ["in.wav"], output: "alert.\(`extension`)", container: .caf)
        }
        do {
            _ = try BatchConversion.jobs(inputs: ["in.wav"], output: "alert.\(`extension`)", container: .wav)
        } catch {
            #expect(error.reason.hasPrefix("soundcheck writes CAF, AIFF, AIFF-C, WAV or Ogg, not .\(`extension`)"))
            #expect(error.reason.contains("name it .wav"))
        }
        #expect(throws: Never.self) {
            try BatchConversion.jobs(inputs: ["in.wav"], output: "alert.caf", container: .caf)
        }
        #expect(throws: Never.self) { try BatchConversion.jobs(inputs: ["in.wav"], output: "alert", container: .caf) }
    }

    @Test("the command exits 2 and writes nothing (alert.mp3)")
    func command() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("alert.mp3").path
        let result = try ExternalTool.run(
            TestPaths.executable.path, ["convert", TestPaths.sample("valid/chime-ima4.caf"), "-o", output])
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
