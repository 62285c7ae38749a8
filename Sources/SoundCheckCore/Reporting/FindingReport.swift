/// A report of files and their findings: `check` (sounds) and `payloads` share the reporters.
public protocol FindingReport: Sendable {
    associatedtype File: ReportedFile
    var files: [File] { get }
    var problems: [SoundDiscovery.Problem] { get }
    /// Files found and deliberately not checked (Android resources in a sound check), per folder.
    var skipped: [SkippedFiles] { get }
    /// Words for the summary line: ("file", "will play", "will not").
    static var summaryWords: (noun: String, passed: String, failed: String) { get }
    /// The command that made the report, for report formats that name it (JUnit, SARIF).
    static var command: String { get }
    /// The rules that may appear in the report, for formats that describe them (SARIF).
    static var rules: [RuleDescription] { get }
}

extension FindingReport {
    public var skipped: [SkippedFiles] { [] }
}

extension FindingReport {
    public var summary: ReportSummary {
        var summary = ReportSummary()
        for file in files {
            if file.platform == .android {
                summary.android = summary.android ?? ReportSummary.AndroidTally()
                summary.android?.sounds += 1
                if file.valid { summary.android?.valid += 1 }
            } else {
                summary.files += 1
                if file.valid { summary.valid += 1 }
            }
            if let verdict = file.soundVerdict {
                let counted = file.platform == .apple && verdict == .notGuaranteed
                summary.notGuaranteed = (summary.notGuaranteed ?? 0) + (counted ? 1 : 0)
            }
            for finding in file.findings {
                switch finding.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                }
            }
        }
        return summary
    }
}

extension PayloadReport: FindingReport {
    public static var summaryWords: (noun: String, passed: String, failed: String) { ("payload file", "pass", "fail") }
    public static var command: String { "payloads" }
    public static var rules: [RuleDescription] { PayloadRuleRegistry.descriptions }
}

extension PayloadFileReport: ReportedFile {
    public var summaryText: String {
        let names = sounds.map { "\($0.reference.name) (\($0.reference.status.rawValue))" }
        let services = shapes.filter { $0 != .apns }.map(\.displayName)
        let shape = services.isEmpty ? "" : " (" + services.joined(separator: ", ") + ")"
        return "\(payloads) payload\(payloads == 1 ? "" : "s")\(shape)"
            + (names.isEmpty ? ", no sound" : ", sound " + names.joined(separator: ", "))
    }

    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("path", .string(path))
        writer.member("payloads", .int(Int64(payloads)))
        writer.member("shapes", .array(shapes.map { .string($0.rawValue) }))
        writer.key("sounds")
        writer.beginArray()
        for sound in sounds {
            writer.element()
            var members: [JSONValue.Member] = [
                .init("name", .string(sound.reference.name)),
                .init("status", .string(sound.reference.status.rawValue)),
                .init("critical", .bool(sound.critical)),
                .init("line", .int(Int64(sound.line))),
                .init("column", .int(Int64(sound.column))),
            ]
            if let suggestion = sound.reference.suggestion { members.append(.init("suggestion", .string(suggestion))) }
            writer.write(.object(members))
        }
        writer.endArray()
        writer.member("valid", .bool(valid))
        writer.key("findings")
        writer.beginArray()
        for finding in findings {
            writer.element()
            writer.write(SoundJSON.findingObject(finding))
        }
        writer.endArray()
        writer.endObject()
    }
}
