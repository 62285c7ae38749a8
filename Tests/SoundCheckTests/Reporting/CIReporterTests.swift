import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The CI report formats: each one's exact text for samples/ (sounds and payloads) against a
/// golden file, and the structured ones read back by a real parser.
@Suite("CI reporters (golden files)")
struct CIReporterTests {
    let golden = ReporterGoldenTests()

    static let reporters: [(name: String, reporter: any Reporter)] = [
        ("xcode", XcodeReporter()), ("github-actions", GitHubActionsReporter()), ("junit", JUnitReporter()),
        ("sarif", SARIFReporter(toolVersion: "golden")), ("markdown", MarkdownReporter()),
    ]

    static func fileExtension(_ name: String) -> String {
        switch name {
        case "junit": "xml"
        case "sarif": "json"
        case "markdown": "md"
        default: "txt"
        }
    }

    @Test("each CI format's exact output for samples/ and samples/payloads", arguments: reporters.map(\.name))
    func goldenOutput(name: String) throws {
        let reporter = try #require(Self.reporters.first { $0.name == name }?.reporter)
        try golden.compare(
            reporter.render(try golden.samplesReport()), golden: "check-samples.\(name).\(Self.fileExtension(name))")
        try golden.compare(
            reporter.render(try golden.payloadsReport()), golden: "payloads-samples.\(name).\(Self.fileExtension(name))"
        )
    }

    @Test("the identifiers are the --format names")
    func identifiers() {
        #expect(
            Self.reporters.map { type(of: $0.reporter).identifier } == [
                "xcode", "github-actions", "junit", "sarif", "markdown",
            ])
    }

    @Test("JUnit parses as XML, with one test case per file and a failure per failing file")
    func junitParses() throws {
        let report = try golden.samplesReport()
        let xml = JUnitReporter().render(report)
        let counter = XMLCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.count("testcase") == report.files.count)
        #expect(counter.count("failure") == report.files.filter { !$0.valid }.count)
        #expect(counter.names.contains("samples/invalid/too-long.caf"))
    }

    @Test("JUnit escapes what XML cannot hold as is")
    func junitEscaping() {
        #expect(JUnitReporter.escape("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\u{FFFD}")
    }

    @Test("SARIF is SARIF 2.1.0 JSON: every result names a described rule and a location")
    func sarifShape() throws {
        let output = SARIFReporter().render(try golden.samplesReport())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == RuleRegistry.all.map { $0.description.identifier })
        for rule in rules {
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            // Code scanning links each alert to the rule's section of docs/rules.md.
            #expect(
                rule["helpUri"] as? String
                    == "https://github.com/soundcheck/soundcheck/blob/main/docs/rules.md#\(rule["id"] as? String ?? "")"
            )
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == golden.samplesReportFindingCount())
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == result["ruleId"] as? String)
            #expect(["error", "warning"].contains(result["level"] as? String))
            #expect((result["locations"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test("GitHub Actions commands escape %, newlines, and : and , in properties")
    func githubEscaping() {
        #expect(GitHubActionsReporter.escapeData("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("SARIF URIs percent-encode what a URI cannot hold")
    func sarifURI() {
        #expect(SARIFReporter.uri("Sounds/my alert#1.caf") == "Sounds/my%20alert%231.caf")
        #expect(SARIFReporter.uri("Sounds/é.caf") == "Sounds/%C3%A9.caf")
    }
}

/// Counts elements and collects test case names.
private final class XMLCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var names: [String] = []

    func count(_ element: String) -> Int { counts[element, default: 0] }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
        if elementName == "testcase", let name = attributes["name"] { names.append(name) }
    }
}
