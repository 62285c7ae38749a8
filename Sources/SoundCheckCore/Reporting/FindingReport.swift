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
    /// The tally of the files. A requirement, with an inlinable default, so that each report type
    /// counts in its own specialised code: generic code copied every file (retaining each string
    /// and array in its facts) to read a few flags (perf: 2 % of `check`'s time on 21,000 files).
    var summary: ReportSummary { get }
    /// The status this report calls for (see the default), a requirement for the same reason.
    func exitStatus(strict: Bool) -> ExitStatus
}

extension FindingReport {
    public var skipped: [SkippedFiles] { [] }
}

extension FindingReport {
    @inlinable public var summary: ReportSummary {
        let files = self.files
        var summary = ReportSummary()
        // By index, as few copies as the specialised code can manage: generic `for file in files`
        // copied every file, retaining each string and array in it, to read a few flags.
        for index in files.indices {
            summary.count(
                platform: files[index].platform, valid: files[index].valid, verdict: files[index].soundVerdict,
                findings: files[index].findings, unshipped: files[index].isUnshipped)
        }
        return summary
    }
}

extension ReportSummary {
    @usableFromInline mutating func count(
        platform: SoundPlatform, valid isValid: Bool, verdict: SoundVerdict?, findings: [Finding],
        unshipped: Bool = false
    ) {
        if unshipped, platform == .apple, isValid {
            files += 1
            notShipped += 1
        } else if platform == .android {
            android = android ?? ReportSummary.AndroidTally()
            android?.sounds += 1
            if isValid { android?.valid += 1 }
        } else {
            files += 1
            if isValid { valid += 1 }
        }
        if let verdict {
            let counted = platform == .apple && verdict == .notGuaranteed
            notGuaranteed = (notGuaranteed ?? 0) + (counted ? 1 : 0)
        }
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            }
        }
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
