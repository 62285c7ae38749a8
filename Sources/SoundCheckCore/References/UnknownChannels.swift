/// A push posts to an Android channel the app creates, with the push's sound: on Android 8 and
/// later a notification plays its channel's sound, fixed when the app created the channel. FCM
/// posts a message naming a channel that does not exist, or none, to a default channel (the one
/// `AndroidManifest.xml` declares, else FCM's own "Miscellaneous"), whose sound plays instead. A
/// collecting check: `refs --payloads` judges the messages once every source file and manifest
/// was read (`ReferenceReport.addingUnknownChannels`).
public enum AndroidChannelRule {
    public static let description = RuleDescription(
        identifier: "android-channel",
        name: "Android channel",
        summary:
            """
            A message's Android channel (FCM's channel_id, OneSignal's android_channel_id, Expo's channelId; else \
            the app's default channel) is one the code creates, with the message's sound (refs --payloads).
            """,
        rationale:
            """
            On Android 8 and later the channel decides the sound; a message posted to a channel the app never \
            created, or created with another sound, plays that channel's sound, not the message's.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "payloads/services/fcm.json", at: "payloads/services/fcm.json:9:62",
                message: "Android posts it to the channel \"orders\"")
        ],
        nonTriggeringExamples: ["payloads/services/expo.json"]
    )

    static func message(_ id: String, created: [String]) -> String {
        let known =
            created.isEmpty
            ? "refs found no channel created in the code it read"
            : """
            the code creates \
            \(created.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))\(created.count > 5 ? ", …" : "")
            """
        return
            "Android posts it to the channel \"\(id)\", which no code refs read creates (\(known)): FCM posts it to "
            + "its default channel, whose sound plays; create the channel with its sound, or name one the app creates"
    }
}

extension ReferenceReport {
    /// This report with a file per payload file whose messages post to channels no scanned code
    /// creates, or whose Android sound is not the sound of the channel that plays it. `options`
    /// applies `disabled_rules` and `severity`.
    package func addingUnknownChannels(of payloads: PayloadReport, options: PayloadOptions = PayloadOptions())
        -> ReferenceReport
    {
        let channels = ChannelsCreated(
            files.flatMap(\.androidChannels), defaults: androidDefaultChannels,
            manifestsRead: androidManifestsRead)
        var added: [ReferenceFileReport] = []
        for payload in payloads.files {
            var findings = payload.androidChannels.filter { !channels.ids.contains($0.id) }.map { channel in
                AndroidChannelRule.description.finding(
                    AndroidChannelRule.message(channel.id, created: channels.sortedIDs),
                    path: payload.path,
                    at: TextPosition(line: channel.line, column: channel.column, offset: 0))
            }
            findings += payload.androidSounds.compactMap { use in
                channels.problem(with: use).map { message in
                    AndroidChannelRule.description.finding(
                        message, path: payload.path,
                        at: TextPosition(line: use.line, column: use.column, offset: 0))
                }
            }
            guard !findings.isEmpty else { continue }
            var file = ReferenceFileReport(path: payload.path, language: nil)
            file.findings = ReferenceScanner.inFileOrder(findings)
            added.append(ReferenceScanner.applying(options, to: file))
        }
        var report = self
        report.files += added
        return report
    }
}
