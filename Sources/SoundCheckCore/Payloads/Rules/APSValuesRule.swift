/// The `aps` keys hold the types and ranges APNs documents: `"badge": "1"`, `"thread-id": 7` or
/// `"mutable-content": true` are what a push server gets wrong, and nothing says so.
///
/// `sound` (sound-name, critical-sound) and `interruption-level` have rules of their own.
public struct APSValuesRule: PayloadRule {
    public static let description = RuleDescription(
        identifier: "aps-values",
        name: "Values of aps keys",
        summary:
            """
            \"alert\" is a string or a dictionary, \"badge\" a whole number of 0 or more, \"content-available\" \
            and \"mutable-content\" the number 1, \"relevance-score\" a number from 0 to 1, and \"thread-id\", \
            \"category\", \"target-content-id\" and \"filter-criteria\" strings.
            """,
        rationale:
            """
            Apple documents one type for each aps key, and what a device does with another is undocumented, at \
            best ignoring it: a badge of \"1\", a thread-id of 7 or mutable-content of true may silently not \
            apply, and an alert that is neither a string nor a dictionary has nothing to show.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/warnings/aps-value-types.json", at: "payloads/warnings/aps-value-types.json:4:14",
                message: "\"badge\" is \"1\""),
            RuleExample(
                "payloads/invalid/alert-type.json", at: "payloads/invalid/alert-type.json:3:14",
                message: "\"alert\" is 42"),
            RuleExample(
                "payloads/invalid/background-flag.json", at: "payloads/invalid/background-flag.json:3:26",
                message: "\"content-available\" is \"1\""),
        ],
        nonTriggeringExamples: [
            "payloads/valid/chime.json", "payloads/valid/background.json", "payloads/valid/critical.json",
        ]
    )

    /// What a key must hold.
    enum Expectation {
        case string
        case stringOrDictionary
        /// A whole number, 0 or more.
        case count
        /// The number 1 (0, the default, is accepted too).
        case flag
        /// A number from 0 to 1.
        case fraction
    }

    /// The keys checked, in the order APNs documents them.
    static let expectations: [(key: String, expectation: Expectation)] = [
        ("alert", .stringOrDictionary), ("badge", .count), ("thread-id", .string), ("category", .string),
        ("content-available", .flag), ("mutable-content", .flag), ("target-content-id", .string),
        ("relevance-score", .fraction), ("filter-criteria", .string),
    ]

    public init() {}

    public func validate(_ payload: Payload, in context: PayloadContext) -> [Finding] {
        guard let aps = payload.aps, aps.members != nil else { return [] }
        return APSValuesRule.expectations.compactMap { key, expectation in
            guard let value = aps[key], var problem = APSValuesRule.problem(key, value, expectation) else { return nil }
            let severity = severity(of: key, in: aps)
            if key == "content-available" && severity == .error {
                problem += ": the flag is all this background push carries"
            }
            return finding(problem, at: value.position, in: payload, severity: severity)
        }
    }

    /// Errors where the push shows nothing: an unreadable alert, and the background flag of a
    /// push that carries no alert, badge or sound. The others still deliver the notification.
    func severity(of key: String, in aps: JSONNode) -> Severity {
        switch key {
        case "alert": return .error
        case "content-available":
            let visible = ["alert", "badge", "sound"].contains { aps[$0] != nil }
            return visible ? .warning : .error
        default: return .warning
        }
    }

    /// The message for a value that does not meet its expectation; nil when it does.
    static func problem(_ key: String, _ value: JSONNode, _ expectation: Expectation) -> String? {
        switch expectation {
        case .string:
            guard value.stringValue == nil else { return nil }
            let fix = value.numberText.map { "\"\(key)\": \"\($0)\"" }
            return message(key, shown(value), "a string", fix: fix)
        case .stringOrDictionary:
            guard value.stringValue == nil && value.members == nil else { return nil }
            let requirement = "a string or a dictionary ({\"title\": …, \"body\": …})"
            return message(key, shown(value), requirement, fix: nil) + ", or no alert is shown"
        case .count:
            if let number = value.numberValue, number >= 0, number == number.rounded() { return nil }
            let fix = Self.number(in: value).flatMap {
                $0 >= 0 && $0 == $0.rounded() ? "\"\(key)\": \(NumberText.trimmed($0))" : nil
            }
            return message(key, shown(value), "a whole number, 0 or more", fix: fix ?? "0 removes the badge")
        case .flag:
            if value.numberValue == 1 || value.numberValue == 0 { return nil }
            // `false` or "0" meant off: the default, which needs no key.
            let off = value.value == .bool(false) || Self.number(in: value) == 0
            return message(key, shown(value), "the number 1", fix: off ? "leave it out for off" : "\"\(key)\": 1")
        case .fraction:
            if let number = value.numberValue, (0...1).contains(number) { return nil }
            let fix = Self.number(in: value).flatMap {
                (0...1).contains($0) ? "\"\(key)\": \(NumberText.trimmed($0))" : nil
            }
            return message(key, shown(value), "a number from 0 to 1", fix: fix)
        }
    }

    static func message(_ key: String, _ shown: String, _ requirement: String, fix: String?) -> String {
        "\"\(key)\" is \(shown); it must be \(requirement)" + (fix.map { " (\($0))" } ?? "")
    }

    /// The value as a message shows it: `"1"`, `7`, `true`, `null`, `an array`.
    static func shown(_ value: JSONNode) -> String {
        switch value.value {
        case .string(let text):
            let printable =
                text.unicodeScalars.count <= 40
                && !text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }
            return printable ? "\"\(text)\"" : "a string"
        case .number(let number, _): return NumberText.trimmed(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return value.typeName
        }
    }

    /// The number a value holds, or a string spells (`"1"`, `"0.5"`), for the suggested fix.
    static func number(in value: JSONNode) -> Double? {
        if let number = value.numberValue { return number }
        // Digits and a point only: Double("inf") or Double("0x1") are not what a server meant.
        guard let text = value.stringValue, !text.isEmpty,
            text.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") })
        else { return nil }
        return Double(text)
    }
}

extension JSONNode {
    /// A number's JSON text, for suggesting it as a string (`7` → `"7"`).
    fileprivate var numberText: String? {
        if case .number(_, let text) = value { return text }
        return nil
    }
}
