import Foundation
import Testing

@testable import SoundCheckCore

/// The sound a message plays on Android 8 and later is its channel's: the channel it names, or
/// the default channel the app's AndroidManifest.xml declares, or FCM's own.
@Suite("refs --payloads: the channel a message plays in, and its sound")
struct AndroidChannelSoundTests {
    static let key = "com.google.firebase.messaging.default_notification_channel_id"

    @Test(
        """
        AndroidManifest.xml: the default channel's meta-data, literal or a string resource; malformed XML reads as \
        nothing
        """
    )
    func manifestFile() throws {
        let literal = AndroidManifestFile(
            bytes: Array(
                """
                <manifest><application>
                  <meta-data android:name="other" android:value="x"/>
                  <meta-data android:name="\(Self.key)" android:value="alerts"/>
                </application></manifest>
                """.utf8))
        #expect(literal?.defaultChannel == AndroidManifestFile.Declared(value: "alerts", line: 3, column: 3))
        #expect(AndroidManifestFile(bytes: Array("<manifest><application></manifest>".utf8))?.defaultChannel == nil)
        #expect(AndroidManifestFile(bytes: Array("<manifest <<".utf8)) == nil)
        #expect(
            AndroidManifestFile.strings(
                in: Array(#"<resources><string name="a"> one </string><string name="b"/></resources>"#.utf8))
                == ["a": "one"])
    }

    @Test(
        """
        samples/sources: the Flutter app's manifest names @string/default_notification_channel_id, resolved from \
        res/values
        """
    )
    func samplesManifest() throws {
        let report = try ReferenceScanner(manifest: SoundManifest(sounds: [])).scan(paths: [TestPaths.sample("sources")]
        )
        #expect(report.androidManifestsRead == 1)
        let declared = try #require(report.androidDefaultChannels.first)
        #expect(declared.id == "alarms")
        #expect(declared.written == "@string/default_notification_channel_id")
        #expect((declared.line, declared.column) == (4, 9))
        // XML met in a folder is not source code to report on.
        #expect(!report.files.contains { $0.path.hasSuffix(".xml") })
    }

    static func problem(
        _ sound: String, channel: String?, created: [(String, String?)],
        defaults: [String?] = [], manifests: Int = 1
    ) -> String? {
        let channels = created.map {
            ReferenceFileReport.AndroidChannel(id: $0.0, site: "x", line: 1, column: 1, sound: $0.1)
        }
        let declared = defaults.map {
            ReferenceReport.DefaultChannel(id: $0, written: $0 ?? "@string/x", path: "M.xml", line: 2, column: 3)
        }
        return ChannelsCreated(channels, defaults: declared, manifestsRead: manifests)
            .problem(with: .init(name: sound, channel: channel, line: 1, column: 1))
    }

    @Test("a named channel: created with another sound warns; with this sound, or with no literal sound, passes")
    func namedChannel() {
        #expect(
            Self.problem("chime", channel: "alerts", created: [("alerts", "siren")]) == "Android 8 and later play the "
                + "sound the channel \"alerts\" was created with (\"siren\"), not the message's \"chime\", which plays only below "
                + "Android 8; send it to a channel created with \"chime\"")
        #expect(Self.problem("chime", channel: "alerts", created: [("alerts", "siren"), ("alerts", "chime")]) == nil)
        #expect(Self.problem("chime", channel: "alerts", created: [("alerts", nil)]) == nil)
        // A channel no code creates is android-channel's other finding, at the channel.
        #expect(Self.problem("chime", channel: "orders", created: [("alerts", "siren")]) == nil)
    }

    @Test("no channel: the default channel decides, or FCM's Miscellaneous when the app declares none")
    func defaultChannel() throws {
        #expect(Self.problem("chime", channel: nil, created: [("alerts", "chime")], defaults: ["alerts"]) == nil)
        let other = try #require(
            Self.problem("chime", channel: nil, created: [("alerts", "siren")], defaults: ["alerts"]))
        #expect(
            other.hasPrefix(
                "the message names no Android channel: Android 8 and later play the sound the app's default "
                    + "channel \"alerts\" (M.xml:2:3) was created with (\"siren\")"))
        let uncreated = try #require(Self.problem("chime", channel: nil, created: [], defaults: ["alerts"]))
        #expect(uncreated.contains("which no code refs read creates: FCM creates it with the default sound"))
        // A string resource no values file defines: the default channel is unknown, so no verdict.
        #expect(Self.problem("chime", channel: nil, created: [], defaults: [nil]) == nil)
        let none = try #require(Self.problem("chime", channel: nil, created: [], manifests: 1))
        #expect(none.contains("the AndroidManifest.xml refs read declares no default channel (\(Self.key))"))
        #expect(none.contains("FCM's \"Miscellaneous\""))
        #expect(
            Self.problem("chime", channel: nil, created: [], manifests: 0)?.contains("refs read no AndroidManifest.xml")
                == true)
    }
}
