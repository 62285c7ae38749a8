import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `soundcheck refs` on samples/sources as users run it: the human (verbose) and JSON reports
/// are golden files, every other format renders it, and the exit statuses follow payloads'.
/// Regenerate with `SOUNDCHECK_UPDATE_GOLDEN=1 swift test --filter RefsReportTests`.
@Suite("refs: reports and the command line")
struct RefsReportTests {
    let golden = ReporterGoldenTests()
    /// README.txt, named on its own, is read as no language: the sample's source-file finding.
    static let arguments = [
        "refs", "samples/sources", "samples/sources/README.txt", "--manifest", "samples/manifest.json", "--unused",
    ]

    func run(_ arguments: [String]) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: TestPaths.packageRoot)
    }

    /// The library's report for samples/sources with --unused, paths as typed from the package root.
    static func samplesReport() throws -> ReferenceReport {
        let scanner = ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest())
        let prefix = TestPaths.packageRoot.path + "/"
        var report = try scanner.scan(paths: [TestPaths.sample("sources"), TestPaths.sample("sources/README.txt")])
            .addingUnusedSounds(of: scanner.context.manifest, at: .file(TestPaths.sample("manifest.json")))
        for index in report.files.indices {
            report.files[index].path = String(report.files[index].path.dropFirst(prefix.count))
            for finding in report.files[index].findings.indices {
                report.files[index].findings[finding].path = report.files[index].path
                // A message naming another file (android-channel-sound) names it as scanned.
                report.files[index].findings[finding].message = report.files[index].findings[finding].message
                    .replacingOccurrences(of: prefix, with: "")
            }
        }
        return report
    }

    /// samples/sources with --payloads samples/payloads/services: the messages' Android channels
    /// against the channels the code creates.
    static func channelsReport() throws -> ReferenceReport {
        let manifest = try PayloadValidatorTests.samplesManifest()
        let prefix = TestPaths.packageRoot.path + "/"
        let payloads = try PayloadValidator(manifest: manifest).validate(paths: [TestPaths.sample("payloads/services")])
        var report = try ReferenceScanner(manifest: manifest).scan(paths: [TestPaths.sample("sources")])
            .addingUnknownChannels(of: payloads)
        for index in report.files.indices {
            report.files[index].path = String(report.files[index].path.dropFirst(prefix.count))
            for finding in report.files[index].findings.indices {
                report.files[index].findings[finding].path = report.files[index].path
                // A message naming another file (android-channel-sound) names it as scanned.
                report.files[index].findings[finding].message = report.files[index].findings[finding].message
                    .replacingOccurrences(of: prefix, with: "")
            }
        }
        return report
    }

    @Test("--payloads: a message's Android channel that no code creates, at its line and column")
    func channels() throws {
        try golden.compare(HumanReporter().render(try Self.channelsReport()), golden: "refs-channels.txt")
        let command = try run([
            "refs", "samples/sources", "--manifest", "samples/manifest.json", "--payloads",
            "samples/payloads/services", "--format", "human",
        ])
        let expected = try String(
            contentsOf: TestPaths.golden.appendingPathComponent("refs-channels.txt"), encoding: .utf8)
        #expect(command.text == expected)
    }

    @Test("human, verbose: findings, the files that pass, each argument that is not checkable")
    func human() throws {
        try golden.compare(HumanReporter(verbose: true).render(try Self.samplesReport()), golden: "refs-samples.txt")
    }

    @Test("JSON: references with site and position, not checkable arguments, the unused sounds")
    func json() throws {
        let output = JSONReporter().render(try Self.samplesReport())
        try golden.compare(output, golden: "refs-samples.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["notCheckable"] as? [Any] }.map(\.count).reduce(0, +) == 3)
    }

    @Test("the command prints the golden reports; exit 1 on errors, --strict fails on warnings")
    func commandLine() throws {
        let human = try run(Self.arguments + ["--format", "human", "--verbose"])
        #expect(human.status == 1, "\(human.standardError)")
        let expected = try String(
            contentsOf: TestPaths.golden.appendingPathComponent("refs-samples.txt"), encoding: .utf8)
        #expect(human.text == expected)
        let json = try run(Self.arguments + ["--format", "json"])
        #expect(
            json.text
                == (try String(
                    contentsOf: TestPaths.golden.appendingPathComponent("refs-samples.json"), encoding: .utf8)))
        let clean = ["refs", "samples/sources/server/src/main/kotlin", "--manifest", "samples/manifest.json"]
        #expect(try run(clean).status == 0)
        let warnings = clean + ["--unused", "--payloads", "samples/payloads/valid"]
        #expect(try run(warnings).status == 0)
        #expect(try run(warnings + ["--strict"]).status == 1)
    }

    @Test(
        "every report format and --report file", arguments: ["xcode", "github-actions", "junit", "sarif", "markdown"])
    func formats(format: String) throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("refs.out")
        let result = try run(Self.arguments + ["--format", format, "--report", "\(format):\(file.path)"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.text.contains("Reminders.swift"))
        #expect(result.text.contains("unused-sound"))
        #expect(try String(contentsOf: file, encoding: .utf8) == result.text)
    }

    @Test("--sounds builds the manifest; --payloads counts payload sounds as used; usage problems exit 2")
    func options() throws {
        let sounds = try run([
            "refs", "samples/sources/App", "--sounds", "samples/valid", "--unused", "--format", "json",
        ])
        #expect(sounds.status == 1)
        #expect(sounds.text.contains("\"path\": \"samples/valid/alert-ulaw.aifc\""))
        let withPayloads = try run(Self.arguments + ["--payloads", "samples/payloads/valid", "--format", "json"])
        #expect(
            !withPayloads.text.contains("no reference names \\\"chime-ima4.caf\\\"")
                && !withPayloads.text.contains("\"knock-pcm16.aiff\"]"))
        #expect(try run(["refs", "samples/sources"]).status == 2)
        #expect(try run(["refs", "--manifest", "samples/manifest.json"]).status == 2)
        #expect(try run(["refs", "samples/nope", "--manifest", "samples/manifest.json"]).status == 2)
        // --payloads alone checks the messages' Android channels against the channels the code creates.
        let channels = try run([
            "refs", "samples/sources", "--manifest", "samples/manifest.json", "--payloads",
            "samples/payloads/services", "-f", "human",
        ])
        #expect(channels.status == 1)
        #expect(
            channels.text.contains(
                "samples/payloads/services/fcm.json:9:62: warning: [android-channel] Android posts it to "
                    + "the channel \"orders\", which no code refs read creates (the code creates \"alarms\")"))
    }
}
