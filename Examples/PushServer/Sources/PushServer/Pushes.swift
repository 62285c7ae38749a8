import SoundCheckCore

/// One push about to be sent: a label for the log, and the payload exactly as it goes to APNs.
struct OutgoingPush: Sendable {
    var label: String
    var payload: [UInt8]
}

/// The notifications this server sends, built as a server builds them: a JSON value serialised
/// compactly, or a string. The sound names are the app's (here the sounds in soundcheck's
/// samples/, whose manifest is samples/manifest.json).
enum Notifications {
    static func doorbell(door: String) -> OutgoingPush {
        let payload = JSONValue.object([
            .init("aps", .object([
                .init("alert", .object([
                    .init("title", .string("Front door")),
                    .init("body", .string("Someone is at the \(door) door")),
                ])),
                .init("sound", .string("chime-ima4.caf")),
            ])),
            .init("doorId", .string(door)),
        ])
        return OutgoingPush(label: "doorbell", payload: Array(payload.serialized(pretty: false).utf8))
    }

    static func smokeAlarm(room: String) -> OutgoingPush {
        let payload = JSONValue.object([
            .init("aps", .object([
                .init("alert", .string("Smoke detected in the \(room)")),
                .init("sound", .object([
                    .init("critical", .int(1)),
                    .init("name", .string("alert-ulaw.aifc")),
                    .init("volume", .double(0.8)),
                ])),
                .init("interruption-level", .string("critical")),
            ])),
        ])
        return OutgoingPush(label: "smoke-alarm", payload: Array(payload.serialized(pretty: false).utf8))
    }

    static func newMessage() -> OutgoingPush {
        OutgoingPush(label: "new-message", payload: Array(#"{"aps":{"alert":"New message","sound":"default","badge":1}}"#.utf8))
    }
}

/// The verdicts on a batch of pushes, in the shape Core's reporters print.
struct PushBatchReport: FindingReport {
    var files: [PayloadFileReport]
    var problems: [SoundDiscovery.Problem] = []

    static var summaryWords: (noun: String, passed: String, failed: String) { ("payload", "to send", "refused") }
    static var command: String { "push-server" }
    static var rules: [RuleDescription] { PayloadReport.rules }
}
