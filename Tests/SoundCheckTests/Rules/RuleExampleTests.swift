import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore
@testable import SoundCheckProjects

/// Every rule runs on the sample files its description names: it must report on each triggering
/// example and stay silent on each non-triggering one.
@Suite("Rules on their own examples")
struct RuleExampleTests {
    /// Files under a sample path (a file, or every file below a folder).
    func files(_ relative: String) throws -> [String] {
        try SoundDiscovery().discover([TestPaths.sample(relative)]).files
    }

    func findings(of rule: any DescribedRule.Type, on relative: String) throws -> [Finding] {
        // An Xcode project (the shipping rules' examples) is checked for what its app ships.
        let reader = ProjectSoundsReader()
        if reader.reads(TestPaths.sample(relative)) {
            let report = Checker().check(try reader.shippedSounds(at: TestPaths.sample(relative), targets: []))
            return report.files.flatMap(\.findings).filter { $0.rule == rule.description.identifier }
        }
        // An Android raw resource is judged with the rest of its res/raw folder (duplicates),
        // and only Android's rules see it, as a check run does.
        let path = TestPaths.sample(relative)
        if AndroidResources.isRawFolder(PathText.directory(of: path)) {
            let report = try Checker().check(paths: [PathText.directory(of: path)])
            return report.files.filter { $0.path == path }.flatMap(\.findings)
                .filter { $0.rule == rule.description.identifier }
        }
        let sounds = Checker().inspect(try files(relative))
        return Checker().judge(sounds).files.flatMap(\.findings).filter { $0.rule == rule.description.identifier }
    }

    @Test("triggering examples trigger", arguments: RuleRegistry.all.map { $0.description.identifier })
    func triggering(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(identifier: identifier))
        #expect(!rule.description.triggeringExamples.isEmpty)
        for example in rule.description.triggeringExamples {
            let found = try findings(of: rule, on: example)
            #expect(!found.isEmpty, "\(identifier) found nothing in \(example)")
            #expect(found.allSatisfy { $0.rule == identifier && !$0.message.isEmpty })
        }
    }

    @Test("non-triggering examples stay silent", arguments: RuleRegistry.all.map { $0.description.identifier })
    func nonTriggering(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(identifier: identifier))
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            let found = try findings(of: rule, on: example)
            #expect(found.isEmpty, "\(identifier) reported \(found.map(\.message)) in \(example)")
        }
    }

    /// What `report`'s review rule finds on a sample file or folder, reviewed as one set.
    func reviewFindings(of rule: any DescribedRule.Type, on relative: String) throws -> [Finding] {
        let report = try Checker().check(paths: [TestPaths.sample(relative)]).reviewedPart
        var options = ReviewOptions()
        options.previews = false
        let outcomes = SoundReviewer(options: options).review(report, workers: 2)
        let review = SoundSetReview(report: report, outcomes: outcomes, options: options, maximumDuration: 30)
        return review.entries.flatMap(\.reviewFindings).filter { $0.rule == rule.description.identifier }
    }

    @Test(
        "review rules: triggering examples trigger, others stay silent",
        arguments: ReviewRuleRegistry.all.map { $0.description.identifier })
    func reviewExamples(identifier: String) throws {
        let rule = try #require(ReviewRuleRegistry.all.first { $0.description.identifier == identifier })
        #expect(!rule.description.triggeringExamples.isEmpty && !rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.triggeringExamples {
            #expect(!(try reviewFindings(of: rule, on: example)).isEmpty, "\(identifier) found nothing in \(example)")
        }
        for example in rule.description.nonTriggeringExamples {
            let found = try reviewFindings(of: rule, on: example)
            #expect(found.isEmpty, "\(identifier) reported \(found.map(\.message)) in \(example)")
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
        let identifiers = all.map { $0.description.identifier }
        #expect(Set(identifiers).count == identifiers.count)
    }
}
