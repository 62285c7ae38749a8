import Testing

@testable import SoundCheckCore

/// The types and ranges of the `aps` keys, as APNs documents them (issue 14: `"badge": "1"`,
/// `"thread-id": 7`, `"mutable-content": true`, `"content-available": "1"`, `relevance-score`
/// outside 0–1 passed unnoticed).
@Suite("aps values")
struct APSValuesTests {
    /// `severity line:column message` of each aps-values finding of `{"aps": {APS}}`.
    static func findings(_ aps: String) -> [String] {
        let payload = "{\"aps\": {\(aps)}}"
        let report = PayloadValidator(manifest: SoundManifest(sounds: [])).validate(Array(payload.utf8), path: "p.json")
        return report.findings.filter { $0.rule == "aps-values" }
            .map { "\($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
    }

    @Test(
        "each wrong value is reported at its position, with what it must be",
        arguments: [
            (
                #""alert": "Hi", "badge": "1""#,
                #"warning 1:34 "badge" is "1"; it must be a whole number, 0 or more ("badge": 1)"#
            ),
            (
                #""alert": "Hi", "badge": -1"#,
                #"warning 1:34 "badge" is -1; it must be a whole number, 0 or more (0 removes the badge)"#
            ),
            (
                #""alert": "Hi", "badge": 1.5"#,
                #"warning 1:34 "badge" is 1.5; it must be a whole number, 0 or more (0 removes the badge)"#
            ),
            (
                #""alert": "Hi", "thread-id": 7"#,
                #"warning 1:38 "thread-id" is 7; it must be a string ("thread-id": "7")"#
            ),
            (#""alert": "Hi", "category": ["A"]"#, #"warning 1:37 "category" is an array; it must be a string"#),
            (
                #""alert": "Hi", "target-content-id": null"#,
                #"warning 1:46 "target-content-id" is null; it must be a string"#
            ),
            (
                #""alert": "Hi", "filter-criteria": false"#,
                #"warning 1:44 "filter-criteria" is false; it must be a string"#
            ),
            (
                #""alert": "Hi", "mutable-content": true"#,
                #"warning 1:44 "mutable-content" is true; it must be the number 1 ("mutable-content": 1)"#
            ),
            (
                #""alert": "Hi", "mutable-content": "0""#,
                #"warning 1:44 "mutable-content" is "0"; it must be the number 1 (leave it out for off)"#
            ),
            (
                #""alert": "Hi", "content-available": "1""#,
                #"warning 1:46 "content-available" is "1"; it must be the number 1 ("content-available": 1)"#
            ),
            (
                #""content-available": true"#,
                #"error 1:31 "content-available" is true; it must be the number 1 ("content-available": 1): the flag is all this background push carries"#
            ),
            (
                #""alert": "Hi", "relevance-score": 1.5"#,
                #"warning 1:44 "relevance-score" is 1.5; it must be a number from 0 to 1"#
            ),
            (
                #""alert": "Hi", "relevance-score": "0.5""#,
                #"warning 1:44 "relevance-score" is "0.5"; it must be a number from 0 to 1 ("relevance-score": 0.5)"#
            ),
            (
                #""alert": 42"#,
                #"error 1:19 "alert" is 42; it must be a string or a dictionary ({"title": …, "body": …}), or no alert is shown"#
            ),
        ])
    func wrongValues(aps: String, expected: String) {
        #expect(Self.findings(aps) == [expected])
    }

    @Test(
        "the values APNs documents pass",
        arguments: [
            #""alert": "Hi", "badge": 0"#, #""alert": {"title": "T", "body": "B"}, "badge": 12"#,
            #""content-available": 1"#,
            #""alert": "Hi", "mutable-content": 1, "content-available": 0"#, #""alert": "Hi", "relevance-score": 0"#,
            #""alert": "Hi", "relevance-score": 1.0, "thread-id": "t", "category": "C", "target-content-id": "w", "filter-criteria": "f""#,
        ])
    func documentedValues(aps: String) {
        #expect(Self.findings(aps) == [])
    }

    @Test("sound and interruption-level are left to their own rules")
    func otherRulesKeys() {
        #expect(Self.findings(#""sound": 3, "interruption-level": 4"#) == [])
    }
}
