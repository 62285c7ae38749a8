import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `soundcheck rules`: the catalog holds every rule with the facts users configure by, each
/// format's exact text is a golden file, and the command prints it.
@Suite("Rule catalog and soundcheck rules")
struct RuleCatalogTests {
    let golden = ReporterGoldenTests()
    let catalog = RuleCatalog.builtIn

    @Test("every sound, payload, refs and review rule, in report order, with its kind, default severity and docs link")
    func entries() {
        let sound = RuleRegistry.all.map { $0.description }
        let payload = PayloadRuleRegistry.descriptions
        let review = ReviewRuleRegistry.all.map { $0.description }
        #expect(catalog.entries.map(\.rule) == sound + payload + ReferenceRuleRegistry.all + review)
        #expect(
            catalog.entries.filter { $0.kind == .review }.map(\.rule.identifier) == [
                "loudness-outlier", "clipping", "late-start", "abrupt-end",
            ])
        #expect(
            catalog.entries.filter { $0.kind == .reference }.map(\.rule.identifier) == [
                "source-file", "unused-sound", "android-channel", "android-channel-sound",
            ])
        #expect(
            catalog.entries.filter { $0.kind == .project }.map(\.rule.identifier) == [
                "missing-file", "missing-folder", "bundle-location", "not-in-target", "native-project",
            ])
        #expect(catalog.entries.filter { $0.kind == .payload }.count == payload.count)
        #expect(
            catalog.entries.first { $0.rule.identifier == "duration" }?.documentation
                == "https://github.com/soundcheck/soundcheck/blob/main/docs/rules.md#duration")
    }

    /// The same answer the configuration parser gives: payload-structure is refused in
    /// disabled_rules, every other rule is accepted.
    @Test("can be disabled exactly when disabled_rules accepts the rule")
    func disabling() {
        for entry in catalog.entries {
            let accepted =
                (try? SoundCheckConfiguration(
                    yaml: "disabled_rules: [\(entry.rule.identifier)]\n", path: ".soundcheck.yml")) != nil
            #expect(entry.canBeDisabled == accepted, "\(entry.rule.identifier)")
        }
        #expect(catalog.entries.filter { !$0.canBeDisabled }.map(\.rule.identifier) == ["payload-structure"])
    }

    @Test("each docs link is the anchor of the rule's section in docs/rules.md")
    func documentationAnchors() throws {
        let page = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let titles = DocumentationTests.sectionTitles(page)
        for entry in catalog.entries {
            let anchor = try #require(entry.documentation.split(separator: "#").last.map(String.init))
            #expect(entry.documentation.hasPrefix(DocumentationLinks.rulesPage + "#"))
            // GitHub's anchor of a heading: lowercased, spaces to hyphens, other punctuation dropped.
            let headings = titles.map {
                $0.lowercased().replacingOccurrences(of: " ", with: "-").filter {
                    $0.isLetter || $0.isNumber || $0 == "-"
                }
            }
            #expect(headings.contains(anchor), "docs/rules.md has no heading with the anchor #\(anchor)")
        }
    }

    @Test(
        "each format's exact listing",
        arguments: [("human", "rules.txt"), ("json", "rules.json"), ("markdown", "rules.md")])
    func goldenOutput(format: String, file: String) throws {
        let renderer = try #require(RuleListFormat(rawValue: format)).renderer
        try golden.compare(renderer.render(catalog), golden: file)
    }

    @Test("the JSON listing is one document with every field of every rule")
    func json() throws {
        let text = JSONRuleListRenderer().render(catalog)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.count == catalog.entries.count)
        for rule in rules {
            #expect(
                Set(rule.keys) == [
                    "identifier", "name", "kind", "defaultSeverity", "canBeDisabled", "summary", "documentation",
                ])
        }
    }

    @Test("soundcheck rules and soundcheck-build-tool rules print the listing; rules is no longer a path for check")
    func commandLine() throws {
        let json = try ExternalTool.run(TestPaths.executable.path, ["rules", "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(json.text == JSONRuleListRenderer().render(catalog))
        let human = try ExternalTool.run(TestPaths.executable.path, ["rules"])
        #expect(human.text == HumanRuleListRenderer().render(catalog))
        let markdown = try ExternalTool.run(TestPaths.executable.path, ["rules", "-f", "markdown"])
        #expect(markdown.text == MarkdownRuleListRenderer().render(catalog))
        #expect(try ExternalTool.run(TestPaths.executable.path, ["rules", "--format", "sarif"]).status == 2)
        let buildTool = TestPaths.executable.deletingLastPathComponent().appendingPathComponent("soundcheck-build-tool")
        #expect(try ExternalTool.run(buildTool.path, ["rules", "--format", "json"]).text == json.text)
    }
}
