import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Payload findings, each at its exact position, and the library API push servers call.
@Suite("Payload validation")
struct PayloadValidatorTests {
    static func samplesManifest() throws -> SoundManifest {
        let data = try Data(contentsOf: TestPaths.samples.appendingPathComponent("manifest.json"))
        return try SoundManifest(json: [UInt8](data))
    }

    func validate(_ text: String, options: PayloadOptions = PayloadOptions(), pointer: String? = nil) throws
        -> PayloadFileReport
    {
        PayloadValidator(manifest: try Self.samplesManifest(), options: options).validate(
            Array(text.utf8), path: "p.json", pointer: pointer)
    }

    /// (rule, severity, line, column) of every finding.
    func summary(_ report: PayloadFileReport) -> [String] {
        report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0)" }
    }

    @Test(
        "every sample payload gives exactly the findings its name promises, at exact positions",
        arguments: [
            ("valid/chime.json", [String]()),
            ("valid/default.json", []),
            ("valid/critical.json", []),
            ("valid/background.json", []),
            ("valid/knock.apns", []),
            ("invalid/not-json.json", ["payload-structure error 4:3"]),
            ("invalid/no-aps.json", ["payload-structure error 1:1"]),
            ("invalid/unknown-sound.json", ["sound-name error 4:14"]),
            ("invalid/wrong-case.json", ["sound-name error 4:14"]),
            ("invalid/no-extension.json", ["sound-name error 4:14"]),
            ("invalid/invalid-sound.json", ["sound-name error 4:14"]),
            ("invalid/path-name.json", ["sound-name error 4:14"]),
            ("invalid/file-url-name.json", ["sound-name error 4:14"]),
            ("invalid/other-extension.json", ["sound-name error 4:14"]),
            ("invalid/spaced-name.json", ["sound-name error 4:14"]),
            ("invalid/critical-volume.json", ["critical-sound error 5:19", "critical-sound error 7:17"]),
            ("invalid/critical-no-name.json", ["critical-sound error 4:14"]),
            ("invalid/too-large.json", ["payload-size error 1:1"]),
            ("invalid/alert-type.json", ["aps-values error 3:14"]),
            ("invalid/background-flag.json", ["aps-values error 3:26"]),
            ("warnings/critical-level-mismatch.json", ["interruption-level warning 9:27"]),
            ("warnings/background-with-sound.json", ["background-push warning 4:5"]),
            ("warnings/custom-key-in-aps.json", ["aps-keys warning 5:5"]),
            ("warnings/critical-unknown-key.json", ["critical-sound warning 8:7"]),
            (
                "warnings/aps-value-types.json",
                [
                    "aps-values warning 4:14", "aps-values warning 6:18", "aps-values warning 7:24",
                    "aps-values warning 8:24",
                ]
            ),
        ])
    func samples(file: String, expected: [String]) throws {
        let validator = PayloadValidator(manifest: try Self.samplesManifest())
        let report = validator.validate(file: TestPaths.sample("payloads/" + file))
        #expect(summary(report) == expected)
    }

    @Test(
        """
        a payload that cannot be read fails even when payload-structure is disabled or made a warning in \
        PayloadOptions
        """
    )
    func payloadStructureStays() throws {
        var disabled = PayloadOptions()
        disabled.selection.disabled = ["payload-structure", "aps-keys"]
        var downgraded = PayloadOptions()
        downgraded.selection.severities = ["payload-structure": .warning, "aps-keys": .error]
        for options in [disabled, downgraded] {
            for text in ["{\"aps\": ", #"{"alert": "no aps"}"#, "[1, 2]", #"{"aps": 3}"#] {
                let report = try validate(text, options: options)
                #expect(
                    summary(report).first?.hasPrefix("payload-structure error") == true, "\(text): \(summary(report))")
                #expect(!report.valid, "\(text)")
            }
            let nowhere = try validate(#"{"aps": {}}"#, options: options, pointer: "/missing")
            #expect(summary(nowhere) == ["payload-structure error 1:1"])
        }
        // The other rules' settings still apply.
        #expect(summary(try validate(#"{"aps": {"orderId": 1}}"#, options: disabled)).isEmpty)
        #expect(summary(try validate(#"{"aps": {"orderId": 1}}"#, options: downgraded)) == ["aps-keys error 1:10"])
    }

    @Test("sound references are classified, with hints")
    func classification() throws {
        func status(_ sound: String) throws -> SoundReference {
            let report = try validate(#"{"aps": {"sound": "\#(sound)"}}"#)
            return try #require(report.sounds.first?.reference)
        }
        #expect(try status("default").status == .default)
        #expect(try status("chime-ima4.caf").status == .valid)
        #expect(try status("too-long.caf").status == .invalidSound)
        #expect(try status("too-long.caf").reasons.first?.contains("30.5") == true)
        #expect(try status("CHIME-ima4.caf").suggestion == "chime-ima4.caf")
        #expect(try status("chime-ima4").status == .missingExtension)
        #expect(try status("chime-ima4").suggestion == "chime-ima4.caf")
        #expect(try status("nope.caf").status == .unknown)
        #expect(try status("theme.mp3").status == .invalidSound)
    }

    @Test("critical dictionary: critical must be 0 or 1, volume in [0, 1], name a string")
    func criticalDictionary() throws {
        let good = try validate(#"{"aps": {"sound": {"critical": 0, "name": "chime-ima4.caf", "volume": 0}}}"#)
        #expect(good.findings.isEmpty)
        let bad = try validate(#"{"aps": {"sound": {"critical": true, "name": 3, "volume": "loud"}}}"#)
        #expect(
            summary(bad) == ["critical-sound error 1:32", "critical-sound error 1:46", "critical-sound error 1:59"])
        let negative = try validate(
            #"{"aps": {"sound": {"critical": 1, "name": "chime-ima4.caf", "volume": -0.1}, "interruption-level": "critical"}}"#
        )
        #expect(summary(negative) == ["critical-sound error 1:71"])
    }

    @Test("interruption-level: unknown level is an error; critical level with a plain sound warns")
    func interruptionLevel() throws {
        #expect(
            summary(try validate(#"{"aps": {"interruption-level": "urgent"}}"#)) == ["interruption-level error 1:32"])
        #expect(
            summary(try validate(#"{"aps": {"sound": "chime-ima4.caf", "interruption-level": "critical"}}"#)) == [
                "interruption-level warning 1:19"
            ])
    }

    @Test("size: UTF-8 bytes as sent, whitespace and Simulator Target Bundle excluded; VoIP limit is 5120")
    func size() throws {
        let body = String(repeating: "é", count: 2100)  // 4200 bytes of UTF-8
        let payload = #"{"aps": {"alert": "\#(body)"}}"#
        let report = try validate(payload)
        #expect(summary(report) == ["payload-size error 1:1"])
        #expect(report.findings.first?.message.contains("4220 bytes") == true)
        var voip = PayloadOptions()
        voip.pushType = "voip"
        #expect(try validate(payload, options: voip).findings.isEmpty)
        let spaced = "{\n" + String(repeating: " ", count: 5000) + "\"aps\": {\"sound\": \"default\"}}"
        #expect(try validate(spaced).findings.isEmpty)
        let simulator =
            #"{"Simulator Target Bundle": "\#(String(repeating: "x", count: 5000))", "aps": {"sound": "default"}}"#
        #expect(try validate(simulator).findings.isEmpty)
        #expect(
            Payload(
                path: "", root: try JSONParserTests().parse(#"{"aps": {}}"#), source: Array(#"{"aps": {}}"#.utf8),
                ignoredKeys: []
            ).sentSize == 10)
    }

    @Test("nested payloads by JSON Pointer; a pointer that leads nowhere is an error")
    func pointer() throws {
        let document =
            #"{"cases": [{"payload": {"aps": {"sound": "chime-ima4.caf"}}}, {"payload": {"aps": {"sound": "nope.caf"}}}]}"#
        let report = try validate(document, pointer: "/cases/*/payload")
        #expect(report.payloads == 2)
        #expect(summary(report) == ["sound-name error 1:93"])
        #expect(summary(try validate(document, pointer: "/missing")) == ["payload-structure error 1:1"])
    }

    @Test("hostile input: many megabytes, deep nesting, not UTF-8, a huge file: bounded, with a clear error")
    func hostile() throws {
        let big =
            "{\"aps\": {\"sound\": \"default\"}, \"data\": ["
            + Array(repeating: "123456789", count: 1_000_000).joined(separator: ",") + "]}"
        let started = Date()
        let report = try validate(big)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(summary(report) == ["payload-size error 1:1"])
        let deep = try validate(String(repeating: "[", count: 200_000))
        #expect(deep.findings.first?.message.contains("nested more than") == true)
        let notUTF8 = PayloadValidator(manifest: try Self.samplesManifest()).validate(
            [0x22, 0xFF, 0xFE, 0x22], path: "p.json")
        #expect(notUTF8.findings.first?.message.contains("UTF-8") == true)
        var limited = PayloadValidator(manifest: try Self.samplesManifest())
        limited.maximumInputSize = 100
        #expect(limited.validate(Array(big.utf8)).findings.first?.message.contains("not read") == true)
    }
}

/// Every payload in the corpus parses, and the sound it names is the one payloads.tsv records.
@Suite(
    "Conformance with the real-world payload corpus",
    .enabled(if: TestPaths.corpus != nil, "../shared/corpus is not present"))
struct PayloadCorpusTests {
    @Test func soundsNamedMatchTheCorpus() throws {
        let corpus = try #require(TestPaths.corpus)
        let text = try String(contentsOf: corpus.appendingPathComponent("payloads.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        let header = rows.removeFirst()
        let file = try #require(header.firstIndex(of: "payload_file"))
        let type = try #require(header.firstIndex(of: "sound_type"))
        let name = try #require(header.firstIndex(of: "sound_name"))
        let volume = try #require(header.firstIndex(of: "sound_volume"))
        #expect(rows.count >= 70)
        let validator = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
        for row in rows {
            let report = validator.validate(file: corpus.appendingPathComponent("payloads/" + row[file]).path)
            #expect(
                !report.findings.contains { $0.rule == "payload-structure" },
                "\(row[file]): \(report.findings.map(\.message))")
            // Real APNs payloads are read as APNs payloads, not as some service's message.
            #expect(report.shapes == [.apns], "\(row[file])")
            // Every real payload gives its aps keys the types APNs documents.
            #expect(
                !report.findings.contains { $0.rule == "aps-values" }, "\(row[file]): \(report.findings.map(\.message))"
            )
            switch row[type] {
            case "none":
                #expect(report.sounds.isEmpty, "\(row[file])")
            case "string", "dict":
                #expect(report.sounds.map(\.reference.name) == [row[name]], "\(row[file])")
                #expect(report.sounds.first?.critical == (row[type] == "dict"))
                if row[type] == "dict", let level = Double(row[volume]), (0...1).contains(level) {
                    #expect(!report.findings.contains { $0.rule == "critical-sound" && $0.message.contains("volume") })
                }
            default:
                Issue.record("unknown sound_type \(row[type])")
            }
        }
    }
}
