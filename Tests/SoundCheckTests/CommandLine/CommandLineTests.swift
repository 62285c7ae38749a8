import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The `soundcheck` executable as users run it: exit statuses, one JSON document, no colour when
/// not on a terminal.
@Suite("soundcheck command line")
struct CommandLineTests {
    func run(_ arguments: [String]) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: TestPaths.packageRoot)
    }

    @Test("valid sounds exit 0 with a summary and no colour codes")
    func validExitsZero() throws {
        let result = try run(["check", "--format", "human", "samples/valid"])
        #expect(result.status == 0, "\(result.text)\(result.standardError)")
        #expect(result.text.contains("Checked 13 files: 13 will play"))
        #expect(!result.text.contains("\u{1B}["))
    }

    @Test("invalid sounds exit 1, one line per finding as path: severity: [rule] message")
    func invalidExitsOne() throws {
        let result = try run(["check", "--format", "human", "samples/invalid"])
        #expect(result.status == 1)
        #expect(result.text.contains("samples/invalid/too-long.caf: error: [duration] plays for 30.5"))
        #expect(
            result.text.contains(
                """
                samples/invalid/mp3-renamed.wav: error: [undocumented-format] MP3 file: outside the formats Apple \
                documents
                """
            ))
        #expect(result.text.contains("samples/invalid/not-audio.caf: error: [container]"))
        #expect(result.text.contains("samples/invalid/mp3-renamed.wav: warning: [extension]"))
    }

    @Test("warnings pass unless --strict")
    func strict() throws {
        #expect(try run(["check", "samples/warnings"]).status == 0)
        #expect(try run(["check", "--strict", "samples/warnings"]).status == 1)
    }

    @Test("usage and I/O problems exit 2 with a message naming the path")
    func usageProblems() throws {
        let missing = try run(["check", "samples/does-not-exist"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("samples/does-not-exist"))
        #expect(try run(["check", "--no-such-option", "samples"]).status == 2)
        #expect(try run(["check", "--format", "yaml", "samples"]).status == 2)
        #expect(try run(["check"]).status == 2)
    }

    @Test("info --levels adds peak, loudness and what normalising would do, in text and JSON")
    func levels() throws {
        let text = try run(["info", "--levels", "samples/valid/ping-pcm16.wav"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.text.contains("Peak:"))
        #expect(text.text.contains("LUFS integrated (EBU R128)"))
        #expect(text.text.contains("--normalize peak: +"))
        let json = try run(["info", "--levels", "--format", "json", "samples/valid/ping-pcm16.wav"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        let levels = try #require(file["levels"] as? [String: Any])
        let measured = try LevelMeasurement.measure(TestPaths.sample("valid/ping-pcm16.wav"))
        #expect(abs((levels["samplePeakDBFS"] as? Double ?? 0) - measured.peakDecibels) < 1e-9)
        #expect(levels["integratedLUFS"] is Double)
        #expect(try run(["info", "samples/valid/ping-pcm16.wav"]).text.contains("Loudness:") == false)
    }

    @Test("--format json prints exactly one JSON document")
    func json() throws {
        let result = try run(["check", "--format", "json", "samples"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        // Android's raw resources are counted apart: files = iOS files + Android sounds.
        #expect((summary["files"] ?? 0) + (summary["androidSounds"] ?? 0) == (object["files"] as? [Any])?.count)
        #expect(summary["errors"] ?? 0 > 0)
    }

    @Test("files named explicitly are checked whatever their extension; folders skip non-audio files")
    func discovery() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = URL(fileURLWithPath: TestPaths.sample("valid/chime-ima4.caf"))
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("chime.bin"))
        try Data("notes".utf8).write(to: directory.appendingPathComponent("README.txt"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("loop"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop/back").path, withDestinationPath: directory.path)
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("loop/chime.caf"))
        let folder = try run(["check", "--format", "json", directory.path])
        let files = try #require(
            (try JSONSerialization.jsonObject(with: folder.standardOutput) as? [String: Any])?["files"]
                as? [[String: Any]])
        #expect(files.count == 1)
        let explicit = try run(["check", directory.appendingPathComponent("chime.bin").path])
        #expect(explicit.status == 0)
        #expect(explicit.text.contains("[extension]"))
    }

    @Test("info describes the format and every rule's verdict")
    func info() throws {
        let result = try run(["info", "samples/valid/chime-ima4.caf"])
        #expect(result.status == 0)
        for expected in [
            "File type ID: caff", "'ima4'", "34 bytes/packet", "64 frames/packet", "Rules:", "duration", "will play",
        ] {
            #expect(result.text.contains(expected), "missing \(expected)")
        }
        let json = try run(["info", "--format", "json", "samples/invalid/aac-in.caf"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        #expect((file["rules"] as? [String: String])?["encoding"] == "ok")
        #expect((file["rules"] as? [String: String])?["undocumented-format"] == "error")
        let text = try run(["info", "samples/invalid/aac-in.caf"]).text
        #expect(
            text.contains(
                """
                Verdict:      NOT GUARANTEED: outside the formats Apple documents (it may play the default sound \
                instead)
                """
            ), "\(text)")
    }

    @Test(
        "without --format, a build log (not a terminal) gets Xcode's diagnostic format; every CI format is selectable")
    func defaultFormat() throws {
        let result = try run(["check", "samples/invalid/too-long.caf"])
        #expect(result.status == 1)
        #expect(result.text.hasPrefix("samples/invalid/too-long.caf: error: plays for 30.5"))
        #expect(result.text.hasSuffix("[duration]\n"))
        for format in ["xcode", "github-actions", "junit", "sarif", "markdown", "json", "human"] {
            let formatted = try run(["check", "--format", format, "samples/invalid/too-long.caf"])
            #expect(formatted.status == 1, "\(format): \(formatted.standardError)")
            #expect(formatted.text.contains("too-long.caf"), "\(format)")
        }
        #expect(try run(["info", "--format", "sarif", "samples/valid/ping-pcm16.wav"]).status == 2)
    }

    @Test("check and convert number a corrupt IMA4 packet alike: from 1, of the packets in the file")
    func corruptIMA4Packet() throws {
        let sample = "samples/invalid/corrupt-ima4.caf"
        let checked = try run(["check", "--format", "human", sample])
        #expect(checked.status == 1)
        #expect(
            checked.text.contains("\(sample): error: [integrity] IMA4 packet 3 of 173 (channel 1) has step index 100"),
            "\(checked.text)")
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let converted = try run(["convert", sample, "-o", directory.appendingPathComponent("out.caf").path])
        #expect(converted.status == 1)
        #expect(
            converted.standardError.contains("\(sample): IMA4 packet 3 of 173 (channel 1) has step index 100"),
            "\(converted.standardError)")
    }

    @Test("info with a format it cannot print names the problem and shows info's usage, exit 2")
    func infoFormat() throws {
        for format in ["xcode", "sarif"] {
            let result = try run(["info", "--format", format, "samples/valid/ping-pcm16.wav"])
            #expect(result.status == 2)
            #expect(result.text.isEmpty, "\(result.text)")
            #expect(
                result.standardError.contains("Error: info supports --format human or json, not \(format)"),
                "\(result.standardError)")
            #expect(result.standardError.contains("Usage: soundcheck info "), "\(result.standardError)")
            #expect(!result.standardError.contains("<subcommand>"), "\(result.standardError)")
        }
    }

    @Test("a FIFO named on the command line is reported, not waited on")
    func fifo() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.wav").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try run(["check", "--format", "human", fifo])
        #expect(result.status == 1)
        #expect(result.text.contains("pipe.wav: error: [integrity] cannot read the file"))
    }

    @Test("payloads: exit statuses, --manifest or --sounds, .apns files, nested payloads")
    func payloads() throws {
        let valid = try run([
            "payloads", "--format", "human", "samples/payloads/valid", "--manifest", "samples/manifest.json",
        ])
        #expect(valid.status == 0, "\(valid.text)")
        #expect(valid.text.contains("Checked 5 payload files: 5 pass"))
        let invalid = try run([
            "payloads", "--format", "human", "samples/payloads/invalid/wrong-case.json", "--sounds", "samples/valid",
        ])
        #expect(invalid.status == 1)
        #expect(invalid.text.contains("samples/payloads/invalid/wrong-case.json:4:14: error: [sound-name]"))
        #expect(invalid.text.contains("did you mean \"chime-ima4.caf\""))
        #expect(try run(["payloads", "samples/payloads/warnings", "--manifest", "samples/manifest.json"]).status == 0)
        #expect(
            try run(["payloads", "samples/payloads/warnings", "--manifest", "samples/manifest.json", "--strict"]).status
                == 1)
        let nested = try run([
            "payloads", "samples/payloads/nested/push-tests.json", "--pointer", "/cases/*/payload", "--manifest",
            "samples/manifest.json", "--format", "json",
        ])
        #expect(nested.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: nested.standardOutput) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        #expect(file["payloads"] as? Int == 3)
        #expect(
            (file["sounds"] as? [[String: Any]])?.compactMap { $0["status"] as? String } == [
                "valid", "valid", "case-mismatch",
            ])
        #expect(try run(["payloads", "samples/payloads/valid"]).status == 2)
        #expect(try run(["payloads", "samples/payloads/valid", "--manifest", "nope.json"]).status == 2)
        #expect(
            try run([
                "payloads", "samples/payloads/invalid/too-large.json", "--manifest", "samples/manifest.json",
                "--push-type", "voip",
            ]).status == 0)
    }

    @Test("payloads: services' messages are recognised, --shape forces one, and an unknown shape is a usage error")
    func payloadShapes() throws {
        let services = try run([
            "payloads", "samples/payloads/services", "--manifest", "samples/manifest.json", "--format", "json",
        ])
        #expect(services.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: services.standardOutput) as? [String: Any])
        let shapes = (object["files"] as? [[String: Any]] ?? []).flatMap { $0["shapes"] as? [String] ?? [] }
        #expect(Set(shapes) == Set(MessageShape.allCases.map(\.rawValue)).subtracting(["apns"]))
        let forced = try run([
            "payloads", "--format", "human", "samples/payloads/valid/chime.json", "--manifest", "samples/manifest.json",
            "--shape", "sns",
        ])
        #expect(forced.status == 1)
        #expect(forced.text.contains("chime.json:1:1: error: [payload-structure] read as SNS message (--shape sns)"))
        #expect(
            try run([
                "payloads", "samples/payloads/services/fcm.json", "--manifest", "samples/manifest.json", "--shape",
                "fcm",
            ]).status == 0)
        let unknown = try run([
            "payloads", "samples/payloads/valid", "--manifest", "samples/manifest.json", "--shape", "pushy",
        ])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("fcm-legacy"))
    }

    @Test("manifest --swift writes constants for the valid sounds")
    func manifestSwift() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = directory.appendingPathComponent("Sounds.swift").path
        let result = try run([
            "manifest", "samples", "--allow-invalid", "-o", directory.appendingPathComponent("m.json").path, "--swift",
            swift, "--swift-type", "AppSound", "--swift-access", "internal",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(source.contains("enum AppSound: String, CaseIterable, Sendable {"))
        #expect(source.contains("case chimeIma4 = \"chime-ima4.caf\""))
        #expect(!source.contains("too-long.caf"))
    }

    @Test("inputs are never modified")
    func inputsUntouched() throws {
        let before = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.samples.path).sorted().map {
            path -> Data in
            (try? Data(contentsOf: TestPaths.samples.appendingPathComponent(path))) ?? Data()
        }
        _ = try run(["check", "samples"])
        _ = try run(["info", "samples/valid/chime-ima4.caf"])
        let after = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.samples.path).sorted().map {
            path -> Data in
            (try? Data(contentsOf: TestPaths.samples.appendingPathComponent(path))) ?? Data()
        }
        #expect(before == after)
    }
}
