import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// Every rule of every kind runs on the samples its description names: on each triggering example
/// it reports at the place the example gives, with a message that starts as the example says; on
/// each non-triggering example it says nothing.
@Suite("Rules on their own examples")
struct RuleExampleTests {
    static let catalog = RuleCatalog.builtIn
    static let identifiers = catalog.entries.map(\.rule.identifier)

    @Test(
        "each triggering example is found where it says, with its message; the others stay silent",
        arguments: identifiers)
    func examples(identifier: String) throws {
        let entry = try #require(Self.catalog.entries.first { $0.rule.identifier == identifier })
        let rule = entry.rule
        #expect(!rule.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
        for example in rule.triggeringExamples {
            #expect(!example.messageStart.isEmpty, "\(identifier): an example without the start of its message")
            let found = try ExampleRun.findings(of: entry, on: example.sample, triggering: true)
            #expect(
                found.contains {
                    ExampleRun.place(of: $0) == example.location && $0.message.hasPrefix(example.messageStart)
                },
                """
                \(identifier) on \(example.sample): expected \(example.location): \(example.messageStart)…, found \
                \(found.map { "\(ExampleRun.place(of: $0)): \($0.message)" })
                """)
        }
        for sample in rule.nonTriggeringExamples {
            let found = try ExampleRun.findings(of: entry, on: sample, triggering: false)
            #expect(found.isEmpty, "\(identifier) reported \(found.map(\.message)) in \(sample)")
        }
    }

    @Test("every rule type in Sources/SoundCheckChecking/Rules is registered, with a unique identifier")
    func registry() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/SoundCheckChecking/Rules")
        var declared: [String] = []
        let files = try #require(FileManager.default.subpaths(atPath: folder.path))
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #"struct (\w+): (?:Collecting)?Rule \{"#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.append((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        let all = RuleRegistry.all + ReviewRuleRegistry.all
        let registered = all.map { String(describing: $0) }
        #expect(Set(declared) == Set(registered))
        #expect(declared.count == registered.count)
        #expect(Set(Self.identifiers).count == Self.identifiers.count)
    }

    @Test("every payload and message rule in Sources/SoundCheckCore/Payloads/Rules is registered")
    func payloadRegistry() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/SoundCheckCore/Payloads/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let registered =
            PayloadRuleRegistry.all.map { String(describing: $0) }
            + PayloadRuleRegistry.messageRules.map { String(describing: $0) }
        #expect(Set(files.map { String($0.dropLast(6)) }) == Set(registered))
    }
}

/// How a run of soundcheck meets a sample, for each kind of rule: what `check`, `report`,
/// `payloads` and `refs` would report on it, of one rule.
enum ExampleRun {
    /// The finding's place as examples write it: its path under `samples/`, `:line:column` when it has them.
    static func place(of finding: Finding) -> String {
        let root = TestPaths.samples.path + "/"
        let path = finding.path.hasPrefix(root) ? String(finding.path.dropFirst(root.count)) : finding.path
        guard let line = finding.line else { return path }
        return "\(path):\(line)" + (finding.column.map { ":\($0)" } ?? "")
    }

    static func findings(of entry: RuleCatalog.Entry, on sample: String, triggering: Bool) throws -> [Finding] {
        let found: [Finding]
        switch entry.kind {
        case .sound, .project, .android: found = try checked(sample)
        case .review: found = try reviewed(sample)
        case .payload: found = try validated(sample)
        case .reference: found = try referenced(sample, rule: entry.rule.identifier, triggering: triggering)
        }
        return found.filter { $0.rule == entry.rule.identifier }
    }

    /// `check` on the sample: a project for what its app ships; an Android raw resource with the
    /// rest of its res/raw folder (duplicates), as a check run judges it; files as they are.
    private static func checked(_ relative: String) throws -> [Finding] {
        let path = TestPaths.sample(relative)
        let reader = ProjectSoundsReader()
        if reader.reads(path) {
            return Checker().check(try reader.shippedSounds(at: path, targets: [])).files.flatMap(\.findings)
        }
        if AndroidResources.isRawFolder(PathText.directory(of: path)) {
            let report = try Checker().check(paths: [PathText.directory(of: path)])
            return report.files.filter { $0.path == path }.flatMap(\.findings)
        }
        let files = try SoundDiscovery().discover([path]).files
        return Checker().judge(Checker().inspect(files)).files.flatMap(\.findings)
    }

    /// `report`'s review of the sample, a file or a folder reviewed as one set.
    private static func reviewed(_ relative: String) throws -> [Finding] {
        let report = try Checker().check(paths: [TestPaths.sample(relative)]).reviewedPart
        var options = ReviewOptions()
        options.previews = false
        let outcomes = SoundReviewer(options: options).review(report, workers: 2)
        let review = SoundSetReview(report: report, outcomes: outcomes, options: options, maximumDuration: 30)
        return review.entries.flatMap(\.reviewFindings)
    }

    /// `payloads` on the file, against samples/manifest.json; samples/payloads/critical-app is
    /// for the XcodeApp sample, whose app lacks the critical-alerts entitlement.
    private static func validated(_ relative: String) throws -> [Finding] {
        let manifest =
            relative.hasPrefix("payloads/critical-app/")
            ? try CriticalAppSampleTests.manifest() : try PayloadValidatorTests.samplesManifest()
        return PayloadValidator(manifest: manifest).validate(file: TestPaths.sample(relative)).findings
    }

    /// `refs` on the sample. android-channel's examples are payload files, judged against the
    /// channels samples/sources creates. A non-triggering source is judged against a manifest of
    /// exactly the sounds it names, so that none is unused.
    private static func referenced(_ relative: String, rule: String, triggering: Bool) throws -> [Finding] {
        let manifest = try PayloadValidatorTests.samplesManifest()
        let scanner = ReferenceScanner(manifest: manifest)
        if rule == AndroidChannelRule.description.identifier {
            let sources = try scanner.scan(paths: [TestPaths.sample("sources")])
            let payloads = try PayloadValidator(manifest: manifest).validate(paths: [TestPaths.sample(relative)])
            return sources.addingUnknownChannels(of: payloads).files.flatMap(\.findings)
        }
        let scanned = try scanner.scan(paths: [TestPaths.sample(relative)])
        let judged =
            triggering
            ? manifest : SoundManifest(sounds: manifest.sounds.filter { scanned.usedNames.contains($0.name) })
        return scanned.addingUnusedSounds(of: judged, at: .sounds).files.flatMap(\.findings)
    }
}
