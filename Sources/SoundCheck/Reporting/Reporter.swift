/// Turns a check report into text in one output format. Each format is one type in one file.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var identifier: String { get }
    func render(_ report: CheckReport) -> String
}

/// The JSON object describing one file: shared by `check --format json` and `info --format json`.
enum SoundJSON {
    static func object(for file: FileReport) -> JSONValue {
        let sound = file.sound
        let description = sound.description
        var members: [JSONValue.Member] = [
            .init("path", .string(sound.path)),
            .init("name", .string(sound.name)),
            .init("container", .string(sound.container.rawValue)),
            .init("encoding", .string(sound.encoding.identifier)),
        ]
        if let format = description?.sampleFormat {
            members.append(.init("sampleFormat", .string(format.rawValue)))
        }
        // Every file object has the same keys; what is unknown is null.
        let known = description.flatMap { $0.container == .unknown ? nil : $0 }
        members += [
            .init("sampleRate", known.map { .number($0.sampleRate) } ?? .null),
            .init("channels", known.map { .int(Int64($0.channels)) } ?? .null),
            .init("frames", .optional(known?.frames)),
            .init("duration", .optional(known?.duration)),
        ]
        if let known {
            members += [
                .init("formatID", .string(known.formatID)),
                .init("bitsPerChannel", .int(Int64(known.bitsPerChannel))),
                .init("bytesPerPacket", .int(Int64(known.bytesPerPacket))),
                .init("framesPerPacket", .int(Int64(known.framesPerPacket))),
                .init("packets", .optional(known.packets)),
                .init("primingFrames", .int(known.primingFrames)),
                .init("remainderFrames", .int(known.remainderFrames)),
                .init("dataOffset", .optional(known.dataOffset)),
                .init("dataLength", .optional(known.dataLength)),
            ]
        } else if let format = sound.foreignFormat {
            members.append(.init("format", .string(format)))
        }
        if let description {
            members.append(.init("bytes", .int(description.fileSize)))
        }
        if let error = sound.readError {
            members.append(.init("error", .string(error)))
        }
        members += [
            .init("valid", .bool(file.valid)),
            .init("findings", .array(file.findings.map(findingObject))),
        ]
        return .object(members)
    }

    static func findingObject(_ finding: Finding) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("rule", .string(finding.rule)),
            .init("severity", .string(finding.severity.rawValue)),
            .init("message", .string(finding.message)),
        ]
        if let line = finding.line { members.append(.init("line", .int(Int64(line)))) }
        if let column = finding.column { members.append(.init("column", .int(Int64(column)))) }
        return .object(members)
    }

    static func summaryObject(_ summary: CheckReport.Summary) -> JSONValue {
        .object([
            .init("files", .int(Int64(summary.files))),
            .init("valid", .int(Int64(summary.valid))),
            .init("errors", .int(Int64(summary.errors))),
            .init("warnings", .int(Int64(summary.warnings))),
        ])
    }
}
