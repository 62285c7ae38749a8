/// The APNs headers of an FCM HTTP v1 message (`apns.headers`) against the payload beside them.
/// FCM passes them to APNs as they are: a background push must say `apns-push-type: background`
/// and `apns-priority: 5` (Apple rejects priority 10 for it), and a push typed `background`
/// shows nothing and plays no sound, whatever its payload holds.
public struct FCMHeadersRule: MessageRule {
    public static let description = RuleDescription(
        identifier: "fcm-apns-headers",
        name: "FCM APNs headers",
        summary:
            """
            An FCM message's apns.headers are strings APNs knows, and agree with the payload: alert pushes that \
            play a sound are not typed background, background updates are typed background with priority 5.
            """,
        rationale:
            """
            APNs rejects a background push with priority 10, and a push typed background never shows an alert or \
            plays its sound.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/services/fcm-background-headers.json",
                at: "payloads/services/fcm-background-headers.json:5:38",
                message: "\"apns-push-type\" is \"background\"")
        ],
        nonTriggeringExamples: ["payloads/services/fcm.json"]
    )

    static let pushTypes: Set<String> = [
        "alert", "background", "voip", "complication", "fileprovider", "mdm", "location", "liveactivity", "pushtotalk",
        "widgets", "controls",
    ]
    static let priorities: Set<String> = ["1", "5", "10"]

    public init() {}

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard message.shape == .fcm, let headers = message.node.at("apns", "headers") else { return [] }
        guard let members = headers.members else {
            return [
                finding(
                    "\"apns.headers\" is \(headers.typeName); it must be an object of header names and string values",
                    at: headers.position, in: message)
            ]
        }
        var findings = members.compactMap { valueProblem($0) }.map { finding($0.message, at: $0.position, in: message) }
        findings += consistencyProblems(headers, message: message)
        return findings
    }

    private func valueProblem(_ member: JSONNode.Member) -> (message: String, position: TextPosition)? {
        guard let value = member.value.stringValue else {
            return (
                """
                \"\(member.key)\" is \(member.value.typeName); FCM takes APNs header values as strings \
                (\"\(member.key)\": \"…\")
                """,
                member.value.position
            )
        }
        switch member.key.lowercased() {
        case "apns-push-type" where !Self.pushTypes.contains(value):
            return (
                "\"apns-push-type\" is \"\(value)\"; APNs knows \(Self.pushTypes.sorted().joined(separator: ", "))",
                member.value.position
            )
        case "apns-priority" where !Self.priorities.contains(value):
            return ("\"apns-priority\" is \"\(value)\"; APNs takes \"10\", \"5\" or \"1\"", member.value.position)
        default:
            return nil
        }
    }

    private func consistencyProblems(_ headers: JSONNode, message: PushMessage) -> [Finding] {
        let pushType = headers["apns-push-type"]
        let priority = headers["apns-priority"]
        let aps = message.payloads.first?.payload.aps
        let shown = ["alert", "sound", "badge"].filter { aps?[$0] != nil }
        let backgroundUpdate = aps?["content-available"]?.numberValue == 1 && shown.isEmpty
        var findings: [Finding] = []
        if let pushType, pushType.stringValue == "background" {
            if !shown.isEmpty {
                findings.append(
                    finding(
                        """
                        \"apns-push-type\" is \"background\", so iOS shows nothing and plays no sound, but the \
                        payload has \(shown.map { "\"\($0)\"" }.joined(separator: ", ")); send it as \"alert\"
                        """,
                        at: pushType.position, in: message))
            }
            if let priority, priority.stringValue == "10" {
                findings.append(
                    finding(
                        "a background push must be sent with \"apns-priority\": \"5\"; APNs rejects priority 10 for it",
                        at: priority.position, in: message))
            }
        } else if backgroundUpdate, let pushType, pushType.stringValue == "alert" {
            findings.append(
                finding(
                    """
                    the payload is a background update (\"content-available\": 1 and nothing to show) but \
                    \"apns-push-type\" is \"alert\"; use \"background\" with \"apns-priority\": \"5\"
                    """,
                    at: pushType.position, in: message, severity: .warning))
        }
        return findings
    }
}
