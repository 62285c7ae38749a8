import SoundCheckCore
import Yams

extension SoundCheckConfiguration {
    /// The top-level keys, in the order they are documented and rendered.
    public static let keys = [
        "sounds", "targets", "allow_empty", "payloads", "sources", "exclude", "disabled_rules", "severity",
        "max_duration",
        "allowed_encodings", "loudness_tolerance", "payload_limits", "manifest", "swift_constants", "swift_type",
        "swift_access",
        "reporters",
    ]

    /// Every rule identifier a file may name: sound rules, payload rules and those of `refs`.
    public static var ruleIdentifiers: [String] {
        // Closures, not key paths: key paths through existential metatypes crash Swift 6.3's SILGen.
        RuleCatalog.builtIn.entries.map(\.rule.identifier)
    }

    /// The largest settings file read: real ones are a few kilobytes, and any byte may open a
    /// level of nesting, for Yams to recurse into and for libyaml to check its keys at every
    /// level again (quadratic: 20,000 `[` take 0.9 s, 60,000 take 10 s; at this size, 3 s).
    public static let maximumFileSize = 64 * 1024

    /// Parses YAML text; `path` is the file it came from (relative paths resolve against its
    /// folder, and errors name it). All problems are collected before throwing.
    public init(yaml: String, path: String) throws(ConfigurationErrors) {
        if let tooLarge = Self.sizeError(bytes: yaml.utf8.count, path: path) { throw ConfigurationErrors([tooLarge]) }
        // Composed, read and freed on a stack with room for every level the text could nest.
        let parsed = DeepStack.run(needing: Self.stackNeeded(for: yaml)) { () -> Result<Self, ConfigurationErrors> in
            do throws(ConfigurationErrors) {
                return .success(try Self(parsing: yaml, path: path))
            } catch {
                return .failure(error)
            }
        }
        self = try parsed.get()
    }

    static func sizeError(bytes: Int, path: String) -> ConfigurationError? {
        guard bytes > maximumFileSize else { return nil }
        return ConfigurationError(
            path: path, line: 0, column: 0,
            message: "the file is \(bytes) bytes; a settings file may be at most \(maximumFileSize / 1024) KiB")
    }

    /// Every YAML collection opens with one of `[ { - ? :` of its own, so their count bounds how
    /// deep the text nests; 4 KB a level covers release, debug and sanitizer builds, and 1 MB the
    /// rest of the work.
    static func stackNeeded(for yaml: String) -> Int {
        let indicators = yaml.utf8.reduce(0) { count, byte in
            count
                + (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":") ? 1 : 0)
        }
        return (1 << 20) + indicators * 4096
    }

    private init(parsing yaml: String, path: String) throws(ConfigurationErrors) {
        self.init()
        self.path = path
        directory = Self.displayDirectory(PathText.directory(of: path))
        var parser = ConfigurationParser(path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw ConfigurationErrors([parser.syntaxError(error)])
        } catch {
            throw ConfigurationErrors([ConfigurationError(path: path, line: 0, column: 0, message: "\(error)")])
        }
        if let root { parser.read(root, into: &self) }
        guard parser.errors.isEmpty else { throw ConfigurationErrors(parser.errors) }
    }

    /// The configuration folder as reports should show it: relative when under the current folder.
    static func displayDirectory(_ directory: String) -> String {
        guard directory.hasPrefix("/") else { return directory }
        let current = normalizedComponents(currentDirectory())
        let folder = normalizedComponents(directory)
        if folder == current { return "." }
        return relativePath(of: directory, to: currentDirectory()) ?? directory
    }
}

/// Walks the composed YAML nodes, so every value keeps its line and column for errors.
struct ConfigurationParser {
    let path: String
    var errors: [ConfigurationError] = []

    init(path: String) {
        self.path = path
    }

    mutating func error(_ message: String, at node: Node?) {
        errors.append(
            ConfigurationError(
                path: path, line: node?.mark?.line ?? 0, column: node?.mark?.column ?? 0, message: message))
    }

    func syntaxError(_ error: YamlError) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text); " } ?? ""
            return ConfigurationError(
                path: path, line: mark.line, column: mark.column, message: "invalid YAML: \(prefix)\(problem)")
        default:
            return ConfigurationError(path: path, line: 0, column: 0, message: "invalid YAML: \(error)")
        }
    }

    mutating func read(_ root: Node, into configuration: inout SoundCheckConfiguration) {
        if Self.isNull(root) { return }
        guard let mapping = root.mapping else {
            error("expected a mapping of settings (key: value) at the top level", at: root)
            return
        }
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error("expected a setting name", at: keyNode)
                continue
            }
            guard seen.insert(key).inserted else {
                error("duplicate key '\(key)'", at: keyNode)
                continue
            }
            switch key {
            case "sounds": if let list = strings(value, key) { configuration.sounds = list }
            case "targets": if let list = strings(value, key) { configuration.targets = list }
            case "allow_empty": if let flag = boolean(value, key) { configuration.allowEmpty = flag }
            case "payloads": if let list = strings(value, key) { configuration.payloads = list }
            case "sources": if let list = strings(value, key) { configuration.sources = list }
            case "exclude": if let list = strings(value, key) { configuration.exclude = list }
            case "disabled_rules": configuration.disabledRules = rules(value)
            case "severity": configuration.severity = severities(value)
            case "max_duration":
                if let number = positiveNumber(value, key) {
                    if let problem = SoundCheckConfiguration.durationLimitProblem(
                        number, shown: value.scalar?.string ?? "")
                    {
                        error("'\(key)' \(problem)", at: value)
                    } else {
                        configuration.maxDuration = number
                    }
                }
            case "allowed_encodings": readEncodings(value, into: &configuration.allowedEncodings)
            case "loudness_tolerance":
                if let number = positiveNumber(value, key) { configuration.loudnessTolerance = number }
            case "payload_limits": readLimits(value, into: &configuration.payloadLimits)
            case "manifest": configuration.manifest = optionalString(value, key)
            case "swift_constants": configuration.swiftConstants = optionalString(value, key)
            case "swift_type":
                if let name = string(value, "'\(key)'") {
                    if SwiftConstantsGenerator.isValidTypeName(name) {
                        configuration.swiftType = name
                    } else {
                        error(
                            "'\(key)' must be a Swift type name (letters, digits and _, not a keyword), not '\(name)'",
                            at: value)
                    }
                }
            case "swift_access":
                if let level = string(value, "'\(key)'") {
                    if SwiftConstantsGenerator.accessLevels.contains(level) {
                        configuration.swiftAccess = level
                    } else {
                        error("'\(key)' must be public or internal, not '\(level)'", at: value)
                    }
                }
            case "reporters": readReporters(value, into: &configuration.reporters)
            default:
                error(
                    "unknown key '\(key)'" + Suggestion.didYouMean(key, among: SoundCheckConfiguration.keys)
                        + "; known keys: \(SoundCheckConfiguration.keys.joined(separator: ", "))", at: keyNode)
            }
        }
    }

    // MARK: Values

    /// A plain or quoted scalar that is not null, as text.
    mutating func string(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar, !Self.isNull(node) else {
            error("\(what) must be a string, not \(Self.kind(of: node))", at: node)
            return nil
        }
        return scalar.string
    }

    private mutating func optionalString(_ node: Node, _ key: String) -> String? {
        if Self.isNull(node) { return nil }
        return string(node, "'\(key)'")
    }

    private mutating func strings(_ node: Node, _ key: String) -> [String]? {
        guard let sequence = node.sequence else {
            error("'\(key)' must be a list of strings, not \(Self.kind(of: node))", at: node)
            return nil
        }
        var result: [String] = []
        for item in sequence {
            if let text = string(item, "each item of '\(key)'") { result.append(text) }
        }
        return result
    }

    /// YAML's plain `true` or `false` (not 1.1's yes/no/on/off, which read as words to people).
    private mutating func boolean(_ node: Node, _ key: String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain || scalar.style == .any {
            if ["true", "True", "TRUE"].contains(scalar.string) { return true }
            if ["false", "False", "FALSE"].contains(scalar.string) { return false }
        }
        error("'\(key)' must be true or false, not \(Self.kind(of: node))", at: node)
        return nil
    }

    private mutating func positiveNumber(_ node: Node, _ key: String) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any,
            let number = Double(scalar.string), number.isFinite
        else {
            error("'\(key)' must be a number, not \(Self.kind(of: node))", at: node)
            return nil
        }
        guard number > 0 else {
            error("'\(key)' must be positive, not \(scalar.string)", at: node)
            return nil
        }
        return number
    }

    private mutating func positiveInteger(_ node: Node, _ key: String) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any, let number = Int(scalar.string)
        else {
            error("'\(key)' must be a whole number of bytes, not \(Self.kind(of: node))", at: node)
            return nil
        }
        guard number > 0 else {
            error("'\(key)' must be positive, not \(number)", at: node)
            return nil
        }
        return number
    }

    private mutating func rule(_ node: Node) -> String? {
        guard let identifier = string(node, "a rule identifier") else { return nil }
        let known = SoundCheckConfiguration.ruleIdentifiers
        guard known.contains(identifier) else {
            error(
                "unknown rule '\(identifier)'" + Suggestion.didYouMean(identifier, among: known)
                    + "; rules: \(known.joined(separator: ", "))", at: node)
            return nil
        }
        return identifier
    }

    private mutating func rules(_ node: Node) -> [String] {
        guard let sequence = node.sequence else {
            error("'disabled_rules' must be a list of rule identifiers, not \(Self.kind(of: node))", at: node)
            return []
        }
        return sequence.compactMap { node in
            guard let identifier = rule(node) else { return nil }
            guard !PayloadRuleRegistry.mandatory.contains(identifier) else {
                error(
                    """
                    '\(identifier)' cannot be disabled: \(PayloadRuleRegistry.mandatoryReason), so it would pass \
                    with no finding
                    """,
                    at: node)
                return nil
            }
            return identifier
        }
    }

    private mutating func severities(_ node: Node) -> [String: Severity] {
        guard let mapping = node.mapping else {
            error(
                "'severity' must be a mapping of rule identifier to error or warning, not \(Self.kind(of: node))",
                at: node)
            return [:]
        }
        var result: [String: Severity] = [:]
        for (keyNode, value) in mapping {
            guard let identifier = rule(keyNode) else { continue }
            guard let text = value.scalar?.string, let severity = Severity(rawValue: text) else {
                let shown = value.scalar.map { "'\($0.string)'" } ?? Self.kind(of: value)
                error("severity of '\(identifier)' must be error or warning, not \(shown)", at: value)
                continue
            }
            if severity == .warning, PayloadRuleRegistry.mandatory.contains(identifier) {
                error(
                    """
                    '\(identifier)' is always an error: \(PayloadRuleRegistry.mandatoryReason), so as a warning it \
                    would pass
                    """,
                    at: value)
                continue
            }
            result[identifier] = severity
        }
        return result
    }

    private mutating func readEncodings(_ node: Node, into allowed: inout [Container: [String]]) {
        guard let mapping = node.mapping else {
            error(
                "'allowed_encodings' must be a mapping of container to a list of encodings, not \(Self.kind(of: node))",
                at: node)
            return
        }
        let containers = Container.allCases.filter { $0 != .unknown }.map(\.rawValue)
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, let container = Container(rawValue: name), container != .unknown
            else {
                let name = keyNode.scalar?.string ?? Self.kind(of: keyNode)
                error(
                    "unknown container '\(name)'" + Suggestion.didYouMean(name, among: containers)
                        + "; containers: \(containers.joined(separator: ", "))", at: keyNode)
                continue
            }
            guard let sequence = value.sequence else {
                error("encodings of '\(name)' must be a list, not \(Self.kind(of: value))", at: value)
                continue
            }
            var encodings: [String] = []
            for item in sequence {
                guard let identifier = string(item, "an encoding") else { continue }
                guard Encoding.knownIdentifiers.contains(identifier) else {
                    error(
                        "unknown encoding '\(identifier)'"
                            + Suggestion.didYouMean(identifier, among: Encoding.knownIdentifiers)
                            + "; encodings: \(Encoding.knownIdentifiers.joined(separator: ", "))", at: item)
                    continue
                }
                if !encodings.contains(identifier) { encodings.append(identifier) }
            }
            allowed[container] = Encoding.sorted(encodings)
        }
    }

    private mutating func readLimits(_ node: Node, into limits: inout SoundCheckConfiguration.PayloadLimits) {
        guard let mapping = node.mapping else {
            error("'payload_limits' must be a mapping with default and voip, not \(Self.kind(of: node))", at: node)
            return
        }
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "default": if let number = positiveInteger(value, "payload_limits.default") { limits.default = number }
            case "voip": if let number = positiveInteger(value, "payload_limits.voip") { limits.voip = number }
            default:
                error(
                    "unknown key '\(key)' in 'payload_limits'" + Suggestion.didYouMean(key, among: ["default", "voip"])
                        + "; known keys: default, voip", at: keyNode)
            }
        }
    }

    /// YAML 1.1's plain null spellings (Yams' own null test needs Foundation's NSNull).
    static func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How a wrong value is described: `a list`, `a mapping`, or the scalar itself.
    static func kind(of node: Node) -> String {
        if node.mapping != nil { return "a mapping" }
        if node.sequence != nil { return "a list" }
        if let scalar = node.scalar {
            if isNull(node) { return "null" }
            return scalar.style == .plain || scalar.style == .any ? scalar.string : "\"\(scalar.string)\""
        }
        return "this value"
    }
}
