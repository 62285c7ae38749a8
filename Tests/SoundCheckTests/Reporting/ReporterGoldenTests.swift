import Foundation
import SoundCheckProjects
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Each output format's exact text for `samples/`, compared with a committed golden file.
/// Regenerate with `SOUNDCHECK_UPDATE_GOLDEN=1 swift test --filter ReporterGoldenTests`.
@Suite("Reporters (golden files)")
struct ReporterGoldenTests {
    /// The report for samples/, with paths relative to the package root as a user would type them.
    func samplesReport() throws -> CheckReport {
        relativeToRoot(try Checker().check(paths: [TestPaths.samples.path]))
    }

    /// The report for the sample Xcode project, as `check samples/XcodeApp/XcodeApp.xcodeproj`.
    func projectReport(targets: [String] = []) throws -> CheckReport {
        let project = TestPaths.sample("XcodeApp/XcodeApp.xcodeproj")
        return relativeToRoot(try Checker().check(paths: [project], targets: targets, projects: ProjectSoundsReader()))
    }

    func relativeToRoot(_ report: CheckReport) -> CheckReport {
        var report = report
        let prefix = TestPaths.packageRoot.path + "/"
        for index in report.files.indices {
            report.files[index].sound.path = String(report.files[index].sound.path.dropFirst(prefix.count))
            // Where a config lists the file: the config's path, relative as the file's is.
            for listing in report.files[index].sound.listedAt.indices {
                let path = report.files[index].sound.listedAt[listing].path
                report.files[index].sound.listedAt[listing].path =
                    path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            }
            if let folder = report.files[index].sound.android?.folder, folder.hasPrefix(prefix) {
                report.files[index].sound.android?.folder = String(folder.dropFirst(prefix.count))
            }
            for finding in report.files[index].findings.indices {
                let path = report.files[index].findings[finding].path
                report.files[index].findings[finding].path =
                    path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                report.files[index].findings[finding].message = report.files[index].findings[finding].message
                    .replacingOccurrences(of: prefix, with: "")
            }
        }
        for index in report.skipped.indices where report.skipped[index].path.hasPrefix(prefix) {
            report.skipped[index].path = String(report.skipped[index].path.dropFirst(prefix.count))
        }
        return report
    }

    func samplesReportFindingCount() -> Int {
        ((try? samplesReport())?.files.reduce(0) { $0 + $1.findings.count }) ?? -1
    }

    /// In update mode the golden file is rewritten, and the test still fails when it changed:
    /// an update is reviewed (git diff) and the suite run again, never passed in silence.
    func compare(_ output: String, golden name: String) throws {
        let url = TestPaths.golden.appendingPathComponent(name)
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let updating = ProcessInfo.processInfo.environment["SOUNDCHECK_UPDATE_GOLDEN"] != nil
        if updating && output != expected {
            try output.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(
            output == expected,
            updating
                ? """
                Golden/\(name) was out of date and has been rewritten: review the change with git diff, then run \
                the tests again
                """
                : "output differs from Golden/\(name); rerun with SOUNDCHECK_UPDATE_GOLDEN=1 after checking the change")
    }

    @Test func human() throws {
        try compare(HumanReporter().render(try samplesReport()), golden: "check-samples.txt")
    }

    @Test("an Xcode project's report: its findings, and in JSON where each sound lands")
    func project() throws {
        let report = try projectReport()
        try compare(HumanReporter(verbose: true).render(report), golden: "check-xcodeapp.txt")
        try compare(JSONReporter().render(report), golden: "check-xcodeapp.json")
    }

    @Test("the sample project's app extension, as `check samples/XcodeApp/XcodeApp.xcodeproj --target XcodeAppWidget`")
    func projectExtension() throws {
        try compare(
            HumanReporter(verbose: true).render(try projectReport(targets: ["XcodeAppWidget"])),
            golden: "check-xcodeapp-widget.txt")
    }

    /// The sample app configs, as `check samples/ExpoApp samples/CordovaApp samples/ExpoPrebuiltApp
    /// samples/FolderGoneApp` (the last: a project whose copied folder is gone).
    @Test("app configs' reports: findings at the config's line:column, and in JSON where each entry is listed")
    func appConfigs() throws {
        let paths = ["ExpoApp", "CordovaApp", "ExpoPrebuiltApp", "FolderGoneApp"].map(TestPaths.sample)
        let report = relativeToRoot(try Checker().check(paths: paths, targets: [], projects: ProjectSoundsReader()))
        try compare(HumanReporter(verbose: true).render(report), golden: "check-app-configs.txt")
        try compare(JSONReporter().render(report), golden: "check-app-configs.json")
    }

    @Test func humanVerboseColored() throws {
        try compare(
            HumanReporter(colored: true, verbose: true).render(try samplesReport()),
            golden: "check-samples-verbose-color.txt")
    }

    @Test func json() throws {
        let output = JSONReporter().render(try samplesReport())
        try compare(output, golden: "check-samples.json")
        // One JSON document, with the promised shape.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(files.count == (summary["files"] ?? 0) + (summary["androidSounds"] ?? 0))
        for file in files {
            for key in ["path", "name", "container", "encoding", "valid", "findings"] {
                #expect(file[key] != nil, "missing \(key)")
            }
            let findings = try #require(file["findings"] as? [[String: Any]])
            #expect((file["valid"] as? Bool) == !findings.contains { ($0["severity"] as? String) == "error" })
        }
    }

    @Test("every format writes out the bytes of its text: check and payload reports")
    func writtenBytesAreTheText() throws {
        let sounds = try samplesReport()
        let payloads = try payloadsReport()
        for format in ReportFormat.allCases {
            let reporter = ReporterRegistry.reporter(for: format)
            #expect(reporter.renderUTF8(sounds) == Array(reporter.render(sounds).utf8), "\(format)")
            #expect(reporter.renderUTF8(payloads) == Array(reporter.render(payloads).utf8), "\(format)")
        }
        // JSON's bytes are its own, not a copy of the text; they are the golden file's.
        let golden = try Data(contentsOf: TestPaths.golden.appendingPathComponent("check-samples.json"))
        #expect(JSONReporter().renderUTF8(sounds) == Array(golden))
    }

    /// The payload report for samples/payloads (valid, invalid, warnings, services), paths made relative.
    func payloadsReport() throws -> PayloadReport {
        let manifest = try PayloadValidatorTests.samplesManifest()
        let validator = PayloadValidator(manifest: manifest)
        let folders = ["valid", "invalid", "warnings", "services"].map { TestPaths.sample("payloads/" + $0) }
        let files = try SoundDiscovery(extensions: SoundDiscovery.payloadExtensions).discover(folders).files
        let prefix = TestPaths.packageRoot.path + "/"
        return PayloadReport(
            files: files.map { path in
                var report = validator.validate(file: path)
                report.path = String(path.dropFirst(prefix.count))
                for index in report.findings.indices { report.findings[index].path = report.path }
                return report
            })
    }

    @Test func payloadsHuman() throws {
        try compare(HumanReporter(verbose: true).render(try payloadsReport()), golden: "payloads-samples.txt")
    }

    @Test func payloadsJSON() throws {
        let output = JSONReporter().render(try payloadsReport())
        try compare(output, golden: "payloads-samples.json")
        #expect(try JSONSerialization.jsonObject(with: Data(output.utf8)) is [String: Any])
    }

    /// The review of samples/ as `soundcheck report samples --no-previews` makes it, with paths
    /// relative to the package root; pictures of 60 columns (the page's are 600) keep the golden
    /// file small enough to read in a diff.
    static func samplesReview(previews: Bool = false, columns: Int = 60) throws -> SoundSetReview {
        var options = ReviewOptions()
        options.previews = previews
        options.columns = columns
        let report = try Checker().check(paths: [TestPaths.samples.path]).reviewedPart
        let prefix = TestPaths.packageRoot.path + "/"
        let outcomes = SoundReviewer(options: options).review(report, workers: 2).map { outcome -> ReviewOutcome in
            switch outcome {
            case .undecodable(let reason): .undecodable(reason.replacingOccurrences(of: prefix, with: ""))
            case .notDecoded(let reason): .notDecoded(reason.replacingOccurrences(of: prefix, with: ""))
            case .reviewed: outcome
            }
        }
        return SoundSetReview(
            report: ReporterGoldenTests().relativeToRoot(report), outcomes: outcomes, options: options,
            maximumDuration: RuleConfiguration().maximumDuration)
    }

    @Test("the HTML report of samples/, without previews")
    func reviewPage() throws {
        try compare(ReviewHTMLReporter().render(try Self.samplesReview()), golden: "report-samples.html")
    }

    @Test func info() throws {
        let report = try samplesReport()
        let chosen = CheckReport(
            files: report.files.filter { $0.path.hasSuffix("chime-ima4.caf") || $0.path.hasSuffix("aac-in.caf") })
        try compare(InfoReporter().render(chosen), golden: "info-samples.txt")
        try compare(InfoJSONReporter().render(chosen), golden: "info-samples.json")
    }
}
