/// SARIF 2.1.0, the static-analysis format GitHub code scanning and other tools import: the
/// rules with their help text, then one result per finding with its location.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public var toolVersion: String

    public init(toolVersion: String = SoundCheckVersion.current) {
        self.toolVersion = toolVersion
    }

    public func render<Report: FindingReport>(_ report: Report) -> String {
        let rules = Report.rules
        let ruleIndex = Dictionary(
            rules.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [JSONValue] = []
        for file in report.files {
            for finding in file.findings {
                var physical: [JSONValue.Member] = [
                    .init("artifactLocation", .object([.init("uri", .string(Self.uri(finding.path)))]))
                ]
                if let line = finding.line {
                    physical.append(
                        .init(
                            "region",
                            .object([
                                .init("startLine", .int(Int64(line))),
                                .init("startColumn", .int(Int64(finding.column ?? 1))),
                            ])))
                }
                var members: [JSONValue.Member] = [.init("ruleId", .string(finding.rule))]
                if let index = ruleIndex[finding.rule] { members.append(.init("ruleIndex", .int(Int64(index)))) }
                members += [
                    .init("level", .string(finding.severity == .error ? "error" : "warning")),
                    .init("message", .object([.init("text", .string(finding.message))])),
                    .init("locations", .array([.object([.init("physicalLocation", .object(physical))])])),
                ]
                results.append(.object(members))
            }
        }
        let notifications: [JSONValue] = report.problems.map { problem in
            .object([
                .init("level", .string("error")),
                .init("message", .object([.init("text", .string("\(problem.path): \(problem.reason)"))])),
            ])
        }
        let driver: JSONValue = .object([
            .init("name", .string("soundcheck")),
            .init("version", .string(toolVersion)),
            .init("informationUri", .string(DocumentationLinks.repository)),
            .init("rules", .array(rules.map(Self.rule))),
        ])
        let run: JSONValue = .object([
            .init("tool", .object([.init("driver", driver)])),
            .init(
                "invocations",
                .array([
                    .object([
                        .init("executionSuccessful", .bool(report.problems.isEmpty)),
                        .init("toolExecutionNotifications", .array(notifications)),
                    ])
                ])),
            .init("results", .array(results)),
        ])
        return JSONValue.object([
            .init("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            .init("version", .string("2.1.0")),
            .init("runs", .array([run])),
        ]).serialized()
    }

    private static func rule(_ rule: RuleDescription) -> JSONValue {
        .object([
            .init("id", .string(rule.identifier)),
            .init("name", .string(rule.name)),
            .init("shortDescription", .object([.init("text", .string(rule.summary))])),
            .init("fullDescription", .object([.init("text", .string(rule.rationale))])),
            .init(
                "help",
                .object([
                    .init("text", .string("\(rule.summary) \(rule.rationale)")),
                    .init(
                        "markdown",
                        .string("**\(rule.name)** (`\(rule.identifier)`): \(rule.summary)\n\n\(rule.rationale)")),
                ])),
            // The rule's section of docs/rules.md: code scanning links it from every alert.
            .init("helpUri", .string(DocumentationLinks.rule(rule.identifier))),
            .init(
                "defaultConfiguration",
                .object([.init("level", .string(rule.severity == .error ? "error" : "warning"))])),
        ])
    }

    /// A relative path as a URI reference: percent-encoded where a URI needs it, `/` kept. The
    /// name's own bytes are encoded, so one that is not UTF-8 (`bad\xFF.wav`) is `bad%FF.wav`.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in PathText.systemBytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return encoded
    }
}
