import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The SARIF that soundcheck writes, validated against the official SARIF 2.1.0 JSON schema (OASIS
/// Errata 01) by a real validator: `scripts/validate-sarif.py`, python's jsonschema with format
/// checks, installed by `scripts/setup.sh`. A missing validator fails these tests.
@Suite("SARIF output against the official SARIF 2.1.0 schema")
struct SARIFSchemaTests {
    let golden = ReporterGoldenTests()

    static func render(_ report: some FindingReport) -> String {
        SARIFReporter(toolVersion: "test").render(report)
    }

    @Test("the golden SARIF files are valid")
    func goldenFiles() throws {
        let names = ["check-samples.sarif.json", "payloads-samples.sarif.json"]
        let outcome = try SARIFSchemaValidator.validate(
            files: names.map { TestPaths.golden.appendingPathComponent($0) })
        #expect(outcome.status == 0, "\(outcome.output)")
        for name in names {
            #expect(outcome.output.contains("\(name): valid SARIF 2.1.0"), "\(outcome.output)")
        }
    }

    @Test("SARIF rendered by the library for samples/ sounds, payloads and sources, with the paths as found, is valid")
    func liveSamples() throws {
        let sounds = try Checker().check(paths: [TestPaths.samples.path])
        #expect(!sounds.files.isEmpty)
        let validator = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
        let folders = ["valid", "invalid", "warnings", "services"].map { TestPaths.sample("payloads/" + $0) }
        let files = try SoundDiscovery(extensions: SoundDiscovery.payloadExtensions).discover(folders).files
        let payloads = PayloadReport(files: files.map { validator.validate(file: $0) })
        #expect(payloads.files.contains { $0.findings.contains { $0.line != nil } }, "some result should have a region")
        try SARIFSchemaValidator.expectValid([
            ("sounds.sarif", SARIFReporter().render(sounds)),
            ("payloads.sarif", SARIFReporter().render(payloads)),
            ("sounds-relative.sarif", Self.render(try golden.samplesReport())),
            ("payloads-relative.sarif", Self.render(try golden.payloadsReport())),
            ("refs-relative.sarif", Self.render(try RefsReportTests.samplesReport())),
        ])
    }

    @Test("soundcheck check and payloads --format sarif print valid SARIF")
    func commandLine() throws {
        func run(_ arguments: [String]) throws -> String {
            let result = try ExternalTool.run(
                TestPaths.executable.path, arguments, currentDirectory: TestPaths.packageRoot)
            #expect([0, 1].contains(result.status), "\(arguments): \(result.standardError)")
            return result.text
        }
        try SARIFSchemaValidator.expectValid([
            ("check.sarif", try run(["check", "--format", "sarif", "samples"])),
            (
                "payloads.sarif",
                try run(["payloads", "--format", "sarif", "--manifest", "samples/manifest.json", "samples/payloads"])
            ),
        ])
    }

    @Test(
        """
        edge cases: no files at all, only discovery problems, paths that need percent-encoding, findings without a \
        rule
        """
    )
    func edgeCases() throws {
        let awkward = [
            "Sounds/my alert#1.caf", "Sounds/é [50%]?.caf", "/abs/with space/x.caf", "c:weird\\name.caf",
            "Sounds/Ding.caf",
        ]
        let soundFiles = awkward.map { path in
            FileReport(
                sound: InspectedSound(path: path, description: nil, readError: "unreadable"),
                findings: [
                    Finding(
                        rule: "container", severity: .error, message: "\(path) is not a sound \"file\"\n\tat all",
                        path: path),
                    Finding(
                        rule: "no-such-rule", severity: .warning, message: "a rule the report does not describe",
                        path: path),
                ])
        }
        let payloadFiles = awkward.map { path in
            var file = PayloadFileReport(path: path)
            file.findings = [
                Finding(rule: "payload-json", severity: .error, message: "bad", path: path, line: 3, column: 7),
                Finding(rule: "payload-json", severity: .warning, message: "no column", path: path, line: 1),
            ]
            return file
        }
        let problems = [SoundDiscovery.Problem(path: "Sounds/locked dir", reason: "permission denied")]
        let documents: [(name: String, text: String)] = [
            ("empty-check.sarif", Self.render(CheckReport(files: []))),
            ("empty-payloads.sarif", Self.render(PayloadReport(files: []))),
            ("problems-only.sarif", Self.render(CheckReport(files: [], problems: problems))),
            ("awkward-paths.sarif", Self.render(CheckReport(files: soundFiles, problems: problems))),
            ("awkward-payload-paths.sarif", Self.render(PayloadReport(files: payloadFiles))),
        ]
        // The cases are what they claim: no results, and URIs that had to be encoded.
        #expect(documents[0].text.contains("\"results\": []"))
        #expect(documents[3].text.contains("Sounds/my%20alert%231.caf"))
        #expect(documents[3].text.contains("Sounds/%C3%A9%20%5B50%25%5D%3F.caf"))
        try SARIFSchemaValidator.expectValid(documents)
    }

    /// The validator is not one that passes anything: each break of a valid document is an error
    /// at the place it was made.
    @Test("broken SARIF is rejected, with the JSON path of each error")
    func brokenIsRejected() throws {
        let report = CheckReport(files: [
            FileReport(
                sound: InspectedSound(path: "Sounds/a.caf", description: nil),
                findings: [
                    Finding(rule: "container", severity: .error, message: "not a sound", path: "Sounds/a.caf")
                ])
        ])
        let valid = Self.render(report)
        func broken(_ change: (inout [String: Any], inout [String: Any]) -> Void) throws -> String {
            var log = try #require(try JSONSerialization.jsonObject(with: Data(valid.utf8)) as? [String: Any])
            var runs = try #require(log["runs"] as? [[String: Any]])
            var results = try #require(runs[0]["results"] as? [[String: Any]])
            change(&log, &results[0])
            runs[0]["results"] = results
            log["runs"] = runs
            return String(decoding: try JSONSerialization.data(withJSONObject: log), as: UTF8.self)
        }
        let location = "$.runs[0].results[0]"
        let cases: [(name: String, text: String, error: String)] = [
            (
                "wrong-version.sarif", try broken { log, _ in log["version"] = "2.2.0" },
                "$.version: '2.2.0' is not one of ['2.1.0']"
            ),
            (
                "no-message.sarif", try broken { _, result in result["message"] = nil },
                "\(location): 'message' is a required property"
            ),
            (
                "unknown-property.sarif", try broken { _, result in result["severity"] = "error" },
                "\(location): Additional properties are not allowed"
            ),
            (
                "bad-level.sarif", try broken { _, result in result["level"] = "fatal" },
                "\(location).level: 'fatal' is not one of"
            ),
            (
                "unencoded-uri.sarif",
                try broken { _, result in
                    result["locations"] = [["physicalLocation": ["artifactLocation": ["uri": "Sounds/my alert#1.caf"]]]]
                },
                """
                \(location).locations[0].physicalLocation.artifactLocation.uri: 'Sounds/my alert#1.caf' is not a \
                'uri-reference'
                """
            ),
            (
                "line-zero.sarif",
                try broken { _, result in
                    result["locations"] = [
                        ["physicalLocation": ["artifactLocation": ["uri": "a.caf"], "region": ["startLine": 0]]]
                    ]
                }, "\(location).locations[0].physicalLocation.region.startLine: 0 is less than the minimum of 1"
            ),
        ]
        let outcome = try SARIFSchemaValidator.validate([("valid.sarif", valid)] + cases.map { ($0.name, $0.text) })
        #expect(outcome.status == 1, "\(outcome.output)")
        #expect(outcome.output.contains("valid.sarif: valid SARIF 2.1.0"), "\(outcome.output)")
        for broken in cases {
            #expect(outcome.output.contains("\(broken.name): \(broken.error)"), "\(broken.name): \(outcome.output)")
        }
    }
}
