import SoundCheckCore

extension SoundCheckConfiguration {
    /// The effective configuration as YAML, every key present with defaults filled in, keys in
    /// documented order and map entries sorted, so the same settings always give the same text.
    /// Paths are shown as written in the file; reading the text back gives the same settings.
    public var yaml: String {
        var lines: [String] = []
        func list(_ key: String, _ items: [String]) {
            lines.append("\(key): " + Self.flowList(items))
        }
        list("sounds", sounds)
        list("targets", targets)
        lines.append("allow_empty: \(allowEmpty)")
        list("payloads", payloads)
        list("sources", sources)
        list("exclude", exclude)
        list("disabled_rules", disabledRules)
        if severity.isEmpty {
            lines.append("severity: {}")
        } else {
            lines.append("severity:")
            for rule in severity.keys.sorted() {
                lines.append("  \(Self.quoted(rule)): \(severity[rule]?.rawValue ?? "error")")
            }
        }
        lines.append("max_duration: \(NumberText.trimmed(maxDuration))")
        lines.append("allowed_encodings:")
        for container in Container.allCases {
            guard let encodings = allowedEncodings[container] else { continue }
            lines.append("  \(container.rawValue): " + Self.flowList(encodings))
        }
        lines.append("loudness_tolerance: \(NumberText.trimmed(loudnessTolerance))")
        lines.append("payload_limits:")
        lines.append("  default: \(payloadLimits.default)")
        lines.append("  voip: \(payloadLimits.voip)")
        lines.append("manifest: " + (manifest.map(Self.quoted) ?? "null"))
        lines.append("swift_constants: " + (swiftConstants.map(Self.quoted) ?? "null"))
        lines.append("swift_type: " + Self.quoted(swiftType))
        lines.append("swift_access: " + swiftAccess)
        lines += reportersLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// `reporters: {}`, or each command that has reports with its list of `FORMAT:FILE`.
    private var reportersLines: [String] {
        guard !reporters.isEmpty else { return ["reporters: {}"] }
        let lists = [("check", reporters.check), ("payloads", reporters.payloads), ("refs", reporters.refs)].filter {
            !$0.1.isEmpty
        }
        return ["reporters:"] + lists.map { command, list in "  \(command): " + Self.flowList(list.map(\.description)) }
    }

    static func flowList(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    /// Plain when that reads back as the same string, double-quoted otherwise (globs start with
    /// `*`, which YAML reads as an alias).
    static func quoted(_ text: String) -> String {
        let safe =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                    || scalar == "." || scalar == "/" || scalar == "-" || scalar == "_"
            }
        let reserved = ["null", "true", "false", "yes", "no", "on", "off", "~"].contains(text.lowercased())
        let looksNumeric = Double(text) != nil || text.first == "-" || text.first == "."
        if safe && !reserved && !looksNumeric { return text }
        return "\"" + TextEscaping.escape(text, yamlDoubleQuoted) + "\""
    }

    /// YAML double-quoted escapes: quotes, backslashes, and every control character (which a
    /// double-quoted scalar cannot hold as is).
    private static let yamlDoubleQuoted: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"]
        let hex = Array("0123456789ABCDEF")
        for value in UInt8(0)..<0x20 where table[Unicode.Scalar(value)] == nil {
            table[Unicode.Scalar(value)] = "\\x\(hex[Int(value >> 4)])\(hex[Int(value & 0xF)])"
        }
        table["\u{7F}"] = "\\x7F"
        return table
    }()
}
