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
    /// matches every element (`/cases/*/payload`).
    public func validate(_ bytes: [UInt8], path: String = "payload", pointer: String? = nil) -> PayloadFileReport {
        applyingOptions(to: validateWithAllRules(bytes, path: path, pointer: pointer))
    }

    /// Drops the findings of disabled rules and applies severity overrides (from configuration),
    /// except for the mandatory rules: a payload that cannot be read never passes.
    private func applyingOptions(to report: PayloadFileReport) -> PayloadFileReport {
        let mandatory = PayloadRuleRegistry.mandatory
        let disabled = context.options.disabledRules.subtracting(mandatory)
        let overrides = context.options.severityOverrides.filter { !mandatory.contains($0.key) }
        guard !disabled.isEmpty || !overrides.isEmpty else { return report }
        var report = report
        report.findings.removeAll { disabled.contains($0.rule) }
        for position in report.findings.indices {
            if let severity = overrides[report.findings[position].rule] { report.findings[position].severity = severity }
        }
        return report
    }

    private func validateWithAllRules(_ bytes: [UInt8], path: String, pointer: String?) -> PayloadFileReport {
        var report = PayloadFileReport(path: path)
        func structural(_ message: String, _ position: TextPosition = TextPosition(line: 1, column: 1, offset: 0)) -> PayloadFileReport {
            report.findings.append(Finding(rule: PayloadStructureRule.description.identifier, severity: .error, message: message,
                                           path: path, line: position.line, column: position.column))
            return report
        }
        guard bytes.count <= maximumInputSize else {
            return structural("the file is \(bytes.count) bytes; payload files over \(maximumInputSize) bytes are not read")
        }
        var parser = JSONParser(bytes: bytes)
        let document: JSONNode
        do {
            document = try parser.parse()
        } catch {
            return structural("not valid JSON: \(error.message)", error.position)
        }
        var roots = [document]
        if let pointer, !pointer.isEmpty {
            roots = document.resolveAll(pointer: pointer)
            guard !roots.isEmpty else {
                return structural("the JSON Pointer \(pointer) leads nowhere in this file")
            }
        }
        let rules = PayloadRuleRegistry.all.map { $0.init() }
        for root in roots {
            let ignored: Set<String> = root["Simulator Target Bundle"] != nil ? ["Simulator Target Bundle"] : []
            let payload = Payload(path: path, root: root, source: bytes, ignoredKeys: ignored)
            report.payloads += 1
            let structure = PayloadStructureRule().validate(payload, in: context)
            report.findings += structure
            guard structure.isEmpty else { continue }
            for rule in rules where !(rule is PayloadStructureRule) {
                report.findings += rule.validate(payload, in: context)
            }
            report.sounds += references(in: payload)
        }
        return report
    }

    /// Reads and validates a payload file.
    public func validate(file path: String, pointer: String? = nil) -> PayloadFileReport {
        if let reason = FileIsolation.crashReason(for: path) {
            return applyingOptions(to: PayloadFileReport(path: path).withFinding("cannot read the file: \(reason)"))
        }
        return FileIsolation.run(path) { (readAndValidate(file: path, pointer: pointer), succeeded: true) }
    }

    private func readAndValidate(file path: String, pointer: String?) -> PayloadFileReport {
        do {
            let source = try FileByteSource(path: path)
            guard source.size <= Int64(maximumInputSize) else {
                return applyingOptions(to: PayloadFileReport(path: path).withFinding(
                    "the file is \(source.size) bytes; payload files over \(maximumInputSize) bytes are not read"))
            }
            return validate(Array(try source.read(at: 0, count: Int(source.size))), path: path, pointer: pointer)
        } catch {
            return applyingOptions(to: PayloadFileReport(path: path).withFinding("cannot read the file: \(error.description)"))
        }
    }

    /// Finds the payload files (.json, .apns) under `paths`, as `soundcheck payloads` does, and
    /// validates each. `keep` picks which discovered files are validated (the settings'
    /// `exclude`); a path that does not exist throws.
    public func validate(paths: [String], pointer: String? = nil,
                         keep: ([String]) -> [String] = { $0 }) throws(SoundDiscovery.Problem) -> PayloadReport {
        let discovered = try SoundDiscovery(extensions: SoundDiscovery.payloadExtensions).discover(paths)
        let files = keep(discovered.files).map { validate(file: $0, pointer: pointer) }
        return PayloadReport(files: files, problems: discovered.problems)
    }

    private func references(in payload: Payload) -> [PayloadFileReport.Reference] {
        guard let sound = payload.aps?["sound"] else { return [] }
        let node = sound.members != nil ? sound["name"] : sound
        guard let node, let name = node.stringValue else { return [] }
        return [PayloadFileReport.Reference(reference: SoundReference.classify(name, in: context), critical: sound.members != nil,
                                            line: node.position.line, column: node.position.column)]
    }
}

/// The verdict on one payload file.
public struct PayloadFileReport: Sendable, Hashable {
    public var path: String
    /// How many payloads the file held (several when a pointer leads to an array).
    public var payloads = 0
    /// Every sound the payloads name, classified.
    public var sounds: [Reference] = []
    public var findings: [Finding] = []

    public struct Reference: Sendable, Hashable {
        public var reference: SoundReference
        /// Named in a critical-alert sound dictionary.
        public var critical: Bool
        public var line: Int
        public var column: Int
    }

    public init(path: String) {
        self.path = path
    }

    public var valid: Bool { !findings.contains { $0.severity == .error } }

    func withFinding(_ message: String) -> PayloadFileReport {
        var copy = self
        copy.findings = [Finding(rule: PayloadStructureRule.description.identifier, severity: .error, message: message, path: path, line: 1, column: 1)]
        return copy
    }
}

/// The verdict on a run of `soundcheck payloads`.
public struct PayloadReport: Sendable, Hashable {
    public var files: [PayloadFileReport]
    public var problems: [SoundDiscovery.Problem] = []

    public init(files: [PayloadFileReport], problems: [SoundDiscovery.Problem] = []) {
        self.files = files
        self.problems = problems
    }
}
