/// A check of one APNs payload. Like sound rules: one type per file, listed in
/// `PayloadRuleRegistry`, with a stable identifier.
public protocol PayloadRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func validate(_ payload: Payload, in context: PayloadContext) -> [Finding]
}

extension PayloadRule {
    /// A finding of this rule at a place in the payload's file.
    func finding(_ message: String, at position: TextPosition, in payload: Payload, severity: Severity? = nil)
        -> Finding
    {
        Self.description.finding(message, path: payload.path, at: position, severity: severity)
    }
}

extension RuleDescription {
    /// A finding of this rule at a place in a text file, with the rule's severity unless given.
    func finding(_ message: String, path: String, at position: TextPosition, severity: Severity? = nil) -> Finding {
        Finding(
            rule: identifier, severity: severity ?? self.severity, message: message, path: path, line: position.line,
            column: position.column)
    }
}
