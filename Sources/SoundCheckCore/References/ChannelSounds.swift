/// One Android channel, one sound: a channel keeps the sound it was created with, and creating
/// it again (with another sound) changes nothing on a device that has it. Code that creates one
/// channel id with two sounds plays whichever ran first on each device: usually a sound changed
/// in one place while the id stayed (flutter_local_notifications #732, #1265, #2027). A
/// collecting check: judged once every source file was read (`ReferenceScanner.scan(paths:)`).
public enum AndroidChannelSoundRule {
    public static let description = RuleDescription(
        identifier: "android-channel-sound",
        name: "Android channel sound",
        summary: "Every place the code creates an Android channel gives it the same sound.",
        rationale:
            """
            A channel's sound is fixed when the channel is first created on a device; creating the same id with \
            another sound changes nothing there, so the sound the code asks for now is not the one that plays.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(
                "sources/flutter", at: "sources/flutter/lib/alarms.dart:6:39",
                message: "the channel \"alarms\" is created with the sound \"alarm\"")
        ],
        nonTriggeringExamples: ["sources/flutter/lib/notifications.dart"]
    )

    static func message(_ channel: ReferenceFileReport.AndroidChannel, others: [(sound: String, at: String)]) -> String
    {
        let elsewhere = others.prefix(3).map { "\"\($0.sound)\" at \($0.at)" }.joined(separator: ", ")
        return "the channel \"\(channel.id)\" is created with the sound \"\(channel.sound ?? "")\" here and with "
            + "\(elsewhere)\(others.count > 3 ? ", …" : ""): a device keeps the sound of the channel's first creation, "
            + "so one of them never plays; give each sound a channel id of its own (a new id is the only way to change "
            + "a channel's sound)"
    }
}

extension ReferenceReport {
    /// This report with an `android-channel-sound` finding at each creation of a channel id that
    /// other code creates with another sound. `options` applies `disabled_rules` and `severity`.
    func addingChannelSoundConflicts(options: PayloadOptions) -> ReferenceReport {
        var created: [String: [(sound: String, at: String)]] = [:]
        for file in files {
            for channel in file.androidChannels {
                guard let sound = channel.sound else { continue }
                created[channel.id, default: []].append((sound, "\(file.path):\(channel.line):\(channel.column)"))
            }
        }
        var report = self
        for index in report.files.indices {
            let file = report.files[index]
            let conflicts = file.androidChannels.compactMap { channel -> Finding? in
                guard let sound = channel.sound else { return nil }
                let others = (created[channel.id] ?? []).filter { $0.sound != sound }
                guard !others.isEmpty else { return nil }
                return AndroidChannelSoundRule.description.finding(
                    AndroidChannelSoundRule.message(channel, others: others), path: file.path,
                    at: TextPosition(line: channel.line, column: channel.column, offset: 0))
            }
            let kept = options.selection.applied(to: conflicts)
            guard !kept.isEmpty else { continue }
            report.files[index].findings = ReferenceScanner.inFileOrder(file.findings + kept)
        }
        return report
    }
}
