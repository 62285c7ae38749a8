extension ReferenceReport: FindingReport {
    public static var summaryWords: (noun: String, passed: String, failed: String) { ("file", "pass", "fail") }
    public static var command: String { "refs" }
    public static var rules: [RuleDescription] { [SoundNameRule.description] + ReferenceRuleRegistry.all }
}

extension ReferenceFileReport: ReportedFile {
    public var summaryText: String {
        guard let language else {
            return unusedSounds.isEmpty ? "every sound is named" : "\(unusedSounds.count) unused"
        }
        let names = references.map { "\($0.reference.name) (\($0.reference.status.rawValue))" }
        let found = names.isEmpty ? "no sound name" : "sound " + names.joined(separator: ", ")
        let unchecked = notCheckable.isEmpty ? "" : ", \(notCheckable.count) not checkable"
        return "\(language.rawValue), \(found)\(unchecked)"
    }

    /// Each argument that could not be checked, for verbose human output.
    public var notes: [ReportNote] {
        notCheckable.map { unchecked in
            ReportNote(
                line: unchecked.line, column: unchecked.column,
                message: "not checkable: \(unchecked.site) \(unchecked.expression) is known only when the code runs")
        }
    }

    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("path", .string(path))
        if let language { writer.member("language", .string(language.rawValue)) }
        writer.key("references")
        writer.write(.array(references.map(Self.object)))
        // Only where the file names an Android sound: other files' objects are as they were.
        if !androidReferences.isEmpty {
            writer.member(
                "androidReferences",
                .array(
                    androidReferences.map { reference in
                        var members: [JSONValue.Member] = [
                            .init("name", .string(reference.name)), .init("site", .string(reference.site)),
                        ]
                        if let resolves = reference.resolves { members.append(.init("resolves", .bool(resolves))) }
                        members += [
                            .init("line", .int(Int64(reference.line))), .init("column", .int(Int64(reference.column))),
                        ]
                        return .object(members)
                    }))
        }
        if !androidChannels.isEmpty {
            writer.member(
                "androidChannels",
                .array(
                    androidChannels.map { channel in
                        var members: [JSONValue.Member] = [
                            .init("id", .string(channel.id)), .init("site", .string(channel.site)),
                        ]
                        if let sound = channel.sound { members.append(.init("sound", .string(sound))) }
                        members += [
                            .init("line", .int(Int64(channel.line))), .init("column", .int(Int64(channel.column))),
                        ]
                        return .object(members)
                    }))
        }
        writer.key("notCheckable")
        writer.write(
            .array(
                notCheckable.map { unchecked in
                    .object([
                        .init("site", .string(unchecked.site)), .init("expression", .string(unchecked.expression)),
                        .init("line", .int(Int64(unchecked.line))), .init("column", .int(Int64(unchecked.column))),
                    ])
                }))
        if language == nil { writer.member("unused", .array(unusedSounds.map { .string($0) })) }
        writer.member("valid", .bool(valid))
        writer.member("findings", .array(findings.map { SoundJSON.findingObject($0) }))
        writer.endObject()
    }

    private static func object(_ reference: Reference) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("name", .string(reference.reference.name)),
            .init("status", .string(reference.reference.status.rawValue)),
            .init("site", .string(reference.site)),
            .init("line", .int(Int64(reference.line))),
            .init("column", .int(Int64(reference.column))),
        ]
        if let suggestion = reference.reference.suggestion { members.append(.init("suggestion", .string(suggestion))) }
        return .object(members)
    }
}
