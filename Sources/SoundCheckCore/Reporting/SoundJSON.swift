/// The JSON object describing one file: shared by `check --format json` and `info --format json`.
/// Written member by member into a `JSONWriter`: for 20,000 files, building a tree of values first
/// cost more than reading the files.
package enum SoundJSON {
    /// Writes the file object; `extra` may add members before it is closed.
    package static func write(
        _ file: FileReport, to writer: inout JSONWriter, extra: (inout JSONWriter) -> Void = { _ in }
    ) {
        let sound = file.sound
        let description = sound.description
        writer.beginObject()
        writer.member("path", .string(sound.path))
        writer.member("name", .string(sound.name))
        writer.member("container", .string(sound.container.rawValue))
        writer.member("encoding", .string(sound.encoding.identifier))
        if let format = description?.sampleFormat {
            writer.member("sampleFormat", .string(format.rawValue))
        }
        // Every file object has the same keys; what is unknown is null.
        let known = description.flatMap { $0.container == .unknown ? nil : $0 }
        let measured = description.flatMap { $0.isMeasured ? $0 : nil }
        writer.member("sampleRate", measured.map { .number($0.sampleRate) } ?? .null)
        writer.member("channels", measured.map { .int(Int64($0.channels)) } ?? .null)
        writer.member("frames", .optional(measured?.frames))
        writer.member("duration", .optional(measured?.duration))
        if measured?.durationIsEstimate == true {
            writer.member("durationIsEstimate", .bool(true))
        }
        if let known {
            writer.member("formatID", .string(known.formatID))
            writer.member("bitsPerChannel", .int(Int64(known.bitsPerChannel)))
            writer.member("bytesPerPacket", .int(Int64(known.bytesPerPacket)))
            writer.member("framesPerPacket", .int(Int64(known.framesPerPacket)))
            writer.member("packets", .optional(known.packets))
            writer.member("primingFrames", .int(known.primingFrames))
            writer.member("remainderFrames", .int(known.remainderFrames))
            writer.member("dataOffset", .optional(known.dataOffset))
            writer.member("dataLength", .optional(known.dataLength))
        } else if let format = sound.foreignFormat {
            writer.member("format", .string(format))
        }
        if let description {
            writer.member("bytes", .int(description.fileSize))
        }
        if let error = sound.readError {
            writer.member("error", .string(error))
        }
        if let shipping = sound.shipping {
            writer.member("shipping", shippingObject(shipping, listedAt: sound.listedAt))
        }
        // Only Android's rows carry these: an iOS file's object is as it always was.
        if let android = sound.android {
            writer.member("platform", .string(SoundPlatform.android.rawValue))
            writer.member("android", androidObject(android, listedAt: sound.listedAt))
        }
        writer.member("valid", .bool(file.valid))
        // A file no target ships has no verdict of its own: the app does not have it.
        writer.member("verdict", .string(file.sound.isUnshipped ? "not-shipped" : file.verdict.rawValue))
        writer.key("findings")
        writer.beginArray()
        for finding in file.findings {
            writer.element()
            writer.write(findingObject(finding, of: sound.path))
        }
        writer.endArray()
        extra(&writer)
        writer.endObject()
    }

    /// The file objects of a report as fragments at their depth in `{"files": [ … ]}`, rendered
    /// in parallel: each fragment a run of consecutive file objects with the separators between
    /// them, so the elements of an array are the files in order. A buffer per file cost 21,000
    /// allocations of fresh memory and as many copies for a tree of 21,000 sounds.
    package static func fileFragments<File: ReportedFile>(
        _ files: [File], jobs: Int,
        write: @escaping @Sendable (File, inout JSONWriter) -> Void = { $0.writeJSON(to: &$1) }
    ) -> [JSONValue] {
        // A few runs per thread, so that one run of slow files does not keep the others waiting.
        let runs = min(files.count, max(1, jobs) * 8)
        let bounds = (0..<runs).map { run in (files.count * run / runs)..<(files.count * (run + 1) / runs) }
        return Parallel.map(bounds, workers: jobs) { range in
            // A file object of a check report takes about 570 bytes: one allocation per run.
            var writer = JSONWriter(depth: 2, capacity: range.count * 640)
            for index in range {
                if index > range.lowerBound { writer.element() }
                write(files[index], &writer)
            }
            return .fragment(writer.bytes)
        }
    }

    /// What an Xcode project or a built product says of the file: `{"status": "shipped",
    /// "bundles": [{"bundle": "App", "kind": "application", "path": "chime.caf"}]}`; `missing`
    /// has the bundles it would land in; `not-shipped` the targets checked.
    /// A config's entries add `"listedAt": [{"path": "app.json", "line": 12, "column": 9}]`.
    static func shippingObject(_ shipping: InspectedSound.Shipping, listedAt: [ListedPosition] = []) -> JSONValue {
        let object = shippingObject(shipping)
        guard !listedAt.isEmpty, case .object(var members) = object else { return object }
        members.append(.init("listedAt", .array(listedAt.map(positionObject))))
        return .object(members)
    }

    /// `{"resourceName": "chime", "folder": "android/app/src/main/res/raw", "source": "res-raw"}`,
    /// with `listedAt` for a config's entry.
    static func androidObject(_ placement: AndroidPlacement, listedAt: [ListedPosition]) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("resourceName", .string(placement.resource.name)),
            .init("validResourceName", .bool(placement.resource.isValid)),
            .init("folder", .string(placement.folder)),
            .init("source", .string(placement.source.rawValue)),
        ]
        if !listedAt.isEmpty { members.append(.init("listedAt", .array(listedAt.map(positionObject)))) }
        return .object(members)
    }

    static func positionObject(_ position: ListedPosition) -> JSONValue {
        var members: [JSONValue.Member] = [.init("path", .string(position.path))]
        if let line = position.line { members.append(.init("line", .int(Int64(line)))) }
        if let column = position.column { members.append(.init("column", .int(Int64(column)))) }
        return .object(members)
    }

    static func shippingObject(_ shipping: InspectedSound.Shipping) -> JSONValue {
        func placements(_ list: [BundlePlacement]) -> JSONValue {
            .array(
                list.map { placement in
                    .object([
                        .init("bundle", .string(placement.bundle)), .init("kind", .string(placement.kind.rawValue)),
                        .init("path", .string(placement.location)),
                    ])
                })
        }
        switch shipping {
        case .shipped(let list):
            return .object([.init("status", .string("shipped")), .init("bundles", placements(list))])
        case .missing(let list):
            return .object([.init("status", .string("missing")), .init("bundles", placements(list))])
        case .folderMissing(let list):
            return .object([.init("status", .string("folder-missing")), .init("bundles", placements(list))])
        case .notShipped(let bundles, let copiers):
            var members: [JSONValue.Member] = [
                .init("status", .string("not-shipped")),
                .init("targetsChecked", .array(bundles.map { .string($0) })),
            ]
            if !copiers.isEmpty {
                members.append(.init("copiedByTargetsNotChecked", .array(copiers.map { .string($0) })))
            }
            return .object(members)
        }
    }

    /// A finding about another file than the one it is listed under (a config's entry about a
    /// sound) says which: `"path"`, so that `line` and `column` are read in the right file.
    package static func findingObject(_ finding: Finding, of file: String? = nil) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("rule", .string(finding.rule)),
            .init("severity", .string(finding.severity.rawValue)),
            .init("message", .string(finding.message)),
        ]
        if let file, finding.path != file { members.append(.init("path", .string(finding.path))) }
        if let line = finding.line { members.append(.init("line", .int(Int64(line)))) }
        if let column = finding.column { members.append(.init("column", .int(Int64(column)))) }
        return .object(members)
    }

    package static func summaryObject(_ summary: ReportSummary) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("files", .int(Int64(summary.files))),
            .init("valid", .int(Int64(summary.valid))),
        ]
        if let notGuaranteed = summary.notGuaranteed {
            members.append(.init("notGuaranteed", .int(Int64(notGuaranteed))))
        }
        if summary.notShipped > 0 { members.append(.init("notShipped", .int(Int64(summary.notShipped)))) }
        // Flat, like the other counts: `files` and `valid` stay iOS's.
        if let android = summary.android {
            members.append(.init("androidSounds", .int(Int64(android.sounds))))
            members.append(.init("androidValid", .int(Int64(android.valid))))
        }
        members += [
            .init("errors", .int(Int64(summary.errors))),
            .init("warnings", .int(Int64(summary.warnings))),
        ]
        return .object(members)
    }
}
