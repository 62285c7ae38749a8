/// Checks APNs payloads against the sounds an app ships, in memory: usable from server code right
/// before a push is sent, without touching the file system.
///
/// ```swift
/// let manifest = try SoundManifest(json: manifestBytes)
/// let validator = PayloadValidator(manifest: manifest)
/// let result = validator.validate(Array(payloadJSON.utf8))
/// if !result.valid { log(result.findings) }
/// ```
public struct PayloadValidator: Sendable {
    public var context: PayloadContext
    /// Larger inputs are refused with a finding rather than parsed (a payload is at most 5 KB;
    /// files that hold many payloads are far below this).
    public var maximumInputSize = 16 << 20

    public init(manifest: SoundManifest, options: PayloadOptions = PayloadOptions()) {
        context = PayloadContext(manifest: manifest, options: options)
    }

    /// Validates payload JSON. `pointer` (RFC 6901, e.g. `/payload`) picks the payload out of a
    /// larger document; if it leads to an array, each element is a payload, and a `*` token
    /// matches every element (`/cases/*/payload`). Each payload may be an APNs payload or a
    /// service's message (FCM, Expo, SNS, OneSignal, Azure), recognised by its structure unless
    /// `shape` names one.
    public func validate(_ bytes: [UInt8], path: String = "payload", pointer: String? = nil, shape: MessageShape? = nil)
        -> PayloadFileReport
    {
        if usesCleanScan, pointer?.isEmpty ?? true, shape == nil || shape == .apns, bytes.count <= maximumInputSize,
            let report = CleanPayloadScan.report(bytes, path: path, in: context)
        {
            return report
        }
        return applyingOptions(to: validateWithAllRules(bytes, path: path, pointer: pointer, shape: shape))
    }

    /// Whether a plain APNs payload is first read by `CleanPayloadScan`, which proves most
    /// payloads clean without parsing them into a tree; off only where the two are compared (the
    /// tests, and FuzzPayloads, hence SPI).
    @_spi(Fuzzing) public var usesCleanScan = true

    /// Drops the findings of disabled rules and applies severity overrides (from configuration),
    /// except for the mandatory rules: a payload that cannot be read never passes.
    private func applyingOptions(to report: PayloadFileReport) -> PayloadFileReport {
        var report = report
        report.findings = context.options.selection.applied(to: report.findings)
        return report
    }

    private func validateWithAllRules(_ bytes: [UInt8], path: String, pointer: String?, shape: MessageShape?)
        -> PayloadFileReport
    {
        var report = PayloadFileReport(path: path)
        func structuralFinding(_ message: String, _ position: TextPosition) -> Finding {
            Finding(
                rule: PayloadStructureRule.description.identifier, severity: .error, message: message,
                path: path, line: position.line, column: position.column)
        }
        func structural(_ message: String, _ position: TextPosition = TextPosition(line: 1, column: 1, offset: 0))
            -> PayloadFileReport
        {
            report.findings.append(structuralFinding(message, position))
            return report
        }
        guard bytes.count <= maximumInputSize else {
            return structural(
                "the file is \(bytes.count) bytes; payload files over \(maximumInputSize) bytes are not read")
        }
        let document: JSONNode
        switch TemplateExpressions.parseJSON(bytes) {
        case .success(let root): document = root
        case .failure(let error): return structural("not valid JSON: \(error.message)", error.position)
        }
        var roots = [document]
        if let pointer, !pointer.isEmpty {
            roots = document.resolveAll(pointer: pointer)
            guard !roots.isEmpty else {
                return structural("the JSON Pointer \(pointer) leads nowhere in this file")
            }
        }
        let source = PayloadDocument(path: path, source: bytes)
        for root in roots {
            let reader = MessageShapeReaders.reader(for: shape ?? MessageShape.detect(root))
            switch reader.messages(in: root, of: source) {
            case .success(let messages):
                for message in messages { validate(message, into: &report) }
            case .failure(let mismatch):
                report.payloads += 1
                report.findings.append(
                    structuralFinding(
                        "read as \(reader.shape.displayName) (--shape \(reader.shape.rawValue)): \(mismatch.reason)",
                        root.position))
            }
        }
        // In the order of the file, whichever rule found them (a stable sort keeps a place's order).
        report.findings = report.findings.enumerated().sorted { left, right in
            let a = (left.element.line ?? 0, left.element.column ?? 0, left.offset)
            let b = (right.element.line ?? 0, right.element.column ?? 0, right.offset)
            return a < b
        }.map(\.element)
        return report
    }

    /// Runs the message rules on a message and the payload rules on each APNs payload it carries.
    private func validate(_ message: PushMessage, into report: inout PayloadFileReport) {
        report.payloads += 1
        if !report.shapes.contains(message.shape) { report.shapes.append(message.shape) }
        let selection = context.options.selection
        for rule in PayloadRuleRegistry.messageRules where selection.isEnabled(rule.description.identifier) {
            report.findings += rule.init().validate(message, in: context)
        }
        if let channel = message.androidChannel, let id = channel.stringValue, !TemplateExpressions.isPlaceholder(id) {
            report.androidChannels.append(.init(id: id, line: channel.position.line, column: channel.position.column))
        }
        if let sound = message.androidSound, let name = sound.stringValue, name != "default", !name.isEmpty,
            !TemplateExpressions.isPlaceholder(name)
        {
            let channel = message.androidChannel.flatMap(\.stringValue)
            report.androidSounds.append(
                .init(name: name, channel: channel, line: sound.position.line, column: sound.position.column))
        }
        if let name = message.soundFieldName, let text = name.stringValue {
            report.sounds.append(
                PayloadFileReport.Reference(
                    reference: SoundReference.classify(text, in: context), critical: message.soundField?.members != nil,
                    line: name.position.line, column: name.position.column))
        }
        for carried in message.payloads {
            var payloadContext = context
            if let pushType = carried.pushType { payloadContext.options.pushType = pushType }
            let structure = PayloadStructureRule().validate(carried.payload, in: payloadContext)
            report.findings += structure
            guard structure.isEmpty else { continue }
            for rule in PayloadRuleRegistry.all
            where rule != PayloadStructureRule.self && selection.isEnabled(rule.description.identifier) {
                report.findings += rule.init().validate(carried.payload, in: payloadContext)
            }
            report.sounds += references(in: carried.payload)
        }
    }

    /// Reads and validates a payload file.
    public func validate(file path: String, pointer: String? = nil, shape: MessageShape? = nil) -> PayloadFileReport {
        if let reason = FileIsolation.crashReason(for: path) {
            return applyingOptions(to: PayloadFileReport(path: path).withFinding("cannot read the file: \(reason)"))
        }
        return FileIsolation.run(path) {
            (readAndValidate(file: path, pointer: pointer, shape: shape), succeeded: true)
        }
    }

    private func readAndValidate(file path: String, pointer: String?, shape: MessageShape?) -> PayloadFileReport {
        do {
            let source = try FileByteSource(path: path)
            guard source.size <= Int64(maximumInputSize) else {
                return applyingOptions(
                    to: PayloadFileReport(path: path).withFinding(
                        "the file is \(source.size) bytes; payload files over \(maximumInputSize) bytes are not read"))
            }
            return validate(
                Array(try source.read(at: 0, count: Int(source.size))), path: path, pointer: pointer, shape: shape)
        } catch {
            return applyingOptions(
                to: PayloadFileReport(path: path).withFinding("cannot read the file: \(error.description)"))
        }
    }

    /// Finds the payload files (.json, .apns) under `paths`, as `soundcheck payloads` does, and
    /// validates each. `keep` picks which discovered files are validated (the settings'
    /// `exclude`); a path that does not exist throws.
    public func validate(
        paths: [String], pointer: String? = nil, shape: MessageShape? = nil,
        keep: ([String]) -> [String] = { $0 }
    ) throws(SoundDiscovery.Problem) -> PayloadReport {
        let discovered = try SoundDiscovery(extensions: SoundDiscovery.payloadExtensions).discover(paths)
        let files = keep(discovered.files).map { validate(file: $0, pointer: pointer, shape: shape) }
        return PayloadReport(files: files, problems: discovered.problems)
    }

    private func references(in payload: Payload) -> [PayloadFileReport.Reference] {
        guard let node = payload.soundName, let name = node.stringValue else { return [] }
        return [
            PayloadFileReport.Reference(
                reference: SoundReference.classify(name, in: context), critical: payload.aps?["sound"]?.members != nil,
                line: node.position.line, column: node.position.column)
        ]
    }
}
