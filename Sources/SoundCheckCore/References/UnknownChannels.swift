/// A push posts to an Android channel the app creates: on Android 8 and later a notification
/// plays its channel's sound, and FCM posts a message naming a channel that does not exist to its
/// default channel, whose sound plays instead. A collecting check: `refs --payloads` judges the
/// messages' channels once every source file was read (`ReferenceReport.addingUnknownChannels`).
public enum AndroidChannelRule {
    public static let description = RuleDescription(
        identifier: "android-channel",
        name: "Android channel",
        summary: "A message's Android channel (FCM's channel_id, OneSignal's android_channel_id, Expo's channelId) is one the code creates (refs --payloads).",
        rationale: "On Android 8 and later the channel decides the sound; a message naming a channel the app never created is posted to FCM's default channel, with its sound, not the custom one.",
        severity: .warning,
        triggeringExamples: ["payloads/services/fcm.json"],
        nonTriggeringExamples: ["payloads/services/fcm-android-unknown.json"]
    )

    static func message(_ id: String, created: [String]) -> String {
        let known = created.isEmpty ? "refs found no channel created in the code it read"
            : "the code creates \(created.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))\(created.count > 5 ? ", …" : "")"
        return "Android posts it to the channel \"\(id)\", which no code refs read creates (\(known)): FCM posts it to its "
            + "default channel, whose sound plays; create the channel with its sound, or name one the app creates"
    }
}

extension ReferenceReport {
    /// This report with a file per payload file whose messages post to channels no scanned code
    /// creates. `options` applies `disabled_rules` and `severity`.
    public func addingUnknownChannels(of payloads: PayloadReport, options: PayloadOptions = PayloadOptions()) -> ReferenceReport {
        let created = Set(files.flatMap(\.androidChannels).map(\.id))
        let names = created.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var added: [ReferenceFileReport] = []
        for payload in payloads.files {
            let unknown = payload.androidChannels.filter { !created.contains($0.id) }
            guard !unknown.isEmpty else { continue }
            var file = ReferenceFileReport(path: payload.path, language: nil)
            file.findings = unknown.map { channel in
                AndroidChannelRule.description.finding(AndroidChannelRule.message(channel.id, created: names), path: payload.path,
                                                        at: TextPosition(line: channel.line, column: channel.column, offset: 0))
            }
            added.append(ReferenceScanner.applying(options, to: file))
        }
        return ReferenceReport(files: files + added, problems: problems)
    }
}
