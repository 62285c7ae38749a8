import Foundation
import Testing

@testable import SoundCheckCore

/// Android sound names and channels found in code, per language and library.
@Suite("refs: Android sound names and channels in code")
struct AndroidReferenceTests {
    static func found(_ source: String, _ language: SourceLanguage) -> FoundSounds {
        var matcher = CallSiteMatcher(language: language)
        language.lex(Array(source.utf8)) { matcher.consume($0) }
        return matcher.finish()
    }

    static func names(_ source: String, _ language: SourceLanguage) -> [String] {
        found(source, language).androidNames.map { "\($0.name)\($0.fileName ? " (file)" : "")@\($0.line):\($0.column)" }
    }

    static func channels(_ source: String, _ language: SourceLanguage) -> [String] {
        found(source, language).channels.map { "\($0.id)@\($0.line):\($0.column)" }
    }

    @Test("Dart: RawResourceAndroidNotificationSound and the channel of AndroidNotificationChannel/Details")
    func dart() {
        let source = """
            const channel = AndroidNotificationChannel('alarms', 'Alarms', sound: RawResourceAndroidNotificationSound('siren'));
            final details = AndroidNotificationDetails('orders', 'Orders', sound: RawResourceAndroidNotificationSound(name));
            final ios = DarwinNotificationDetails(sound: 'siren.caf');
            """
        #expect(Self.names(source, .dart) == ["siren@1:107"])
        #expect(Self.channels(source, .dart) == ["alarms@1:44", "orders@2:44"])
        // The iOS name is still iOS's, and the Android one is not.
        #expect(Self.found(source, .dart).names.map(\.name) == ["siren.caf"])
    }

    @Test("JavaScript: notifee's android sound and channels, Expo's channel sound (a file name), RNPN's soundName")
    func javaScript() {
        let source = """
            await notifee.createChannel({ id: 'alarms', name: 'Alarms', sound: 'siren' });
            await notifee.displayNotification({ android: { channelId: 'alarms', sound: 'siren' } });
            await Notifications.setNotificationChannelAsync('orders', { sound: 'chime.wav' });
            PushNotification.createChannel({ channelId: 'news', soundName: 'ping.mp3' });
            PushNotifications.createChannel({ id: `${prefix}-x`, sound: variable });
            """
        #expect(
            Self.names(source, .javaScript) == [
                "siren@1:68", "siren@2:76", "chime.wav (file)@3:68", "ping.mp3 (file)@4:64",
            ])
        #expect(Self.channels(source, .javaScript) == ["alarms@1:35", "orders@3:49", "news@4:45"])
        // A channel's sound is Android's only: iOS has no channels.
        #expect(Self.found(source, .javaScript).names.isEmpty)
    }

    @Test("Kotlin and Java: R.raw, android.resource:// addresses, NotificationChannel, FCM Admin's setSound")
    func kotlinJava() {
        let kotlin = """
            val channel = NotificationChannel("alarms", "Alarms", NotificationManager.IMPORTANCE_HIGH)
            channel.setSound(Uri.parse("android.resource://" + packageName + "/raw/siren"), attributes)
            val id = R.raw.chime
            val compat = NotificationChannelCompat.Builder("orders", IMPORTANCE_HIGH).build()
            // R.raw.commented
            """
        #expect(Self.names(kotlin, .kotlin) == ["siren@2:66", "chime@3:16"])
        #expect(Self.channels(kotlin, .kotlin) == ["alarms@1:35", "orders@4:48"])
        let java = #"AndroidNotification.builder().setSound("knock").setChannelId("x").build();"#
        #expect(Self.names(java, .java) == ["knock@1:40"])
    }

    @Test("an Android file is read for its Android names only; Expo's channel sound is judged by its stem")
    func scanner() throws {
        let manifest = SoundManifest(
            sounds: [],
            android: [
                SoundManifest.Entry(
                    name: "chime", path: "res/raw/chime.wav", container: "wav", encoding: "lpcm", bytes: 1,
                    sha256: "", valid: true)
            ])
        let scanner = ReferenceScanner(manifest: manifest)
        let kotlin = Array(
            #"val a = R.raw.chime; val b = R.raw.gone; val c = UNNotificationSound(named: "x.caf")"#.utf8)
        let report = scanner.scan(kotlin, path: "android/app/src/main/kotlin/A.kt", language: .kotlin)
        #expect(report.androidReferences.map { "\($0.name) \($0.resolves == true)" } == ["chime true", "gone false"])
        #expect(report.findings.map(\.rule) == ["android-sound"])
        #expect(report.references.isEmpty)
        let expo = Array("Notifications.setNotificationChannelAsync('a', { sound: 'chime.wav' });".utf8)
        #expect(scanner.scan(expo, path: "App.ts", language: .javaScript).findings.isEmpty)
    }

    @Test("a channel's sound is the first Android name inside the call or object that creates it, by its resource name")
    func channelSounds() {
        func sounds(_ source: String, _ language: SourceLanguage) -> [String] {
            Self.found(source, language).channels.map { "\($0.id)=\($0.sound ?? "?")" }
        }
        let dart = """
            const a = AndroidNotificationChannel('alarms', 'Alarms', sound: RawResourceAndroidNotificationSound('siren'));
            final b = AndroidNotificationDetails('orders', 'Orders', sound: RawResourceAndroidNotificationSound(name));
            final c = AndroidNotificationDetails('news', 'News');
            """
        #expect(sounds(dart, .dart) == ["alarms=siren", "orders=?", "news=?"])
        let javaScript = """
            await notifee.createChannel({ id: 'alarms', name: 'Alarms', sound: 'siren' });
            await Notifications.setNotificationChannelAsync('orders', { name: 'Orders', sound: 'chime.wav' });
            PushNotification.createChannel({ channelId: 'news', soundName: 'ping.mp3' });
            notifee.createChannel({ id: 'quiet' }); notifee.displayNotification({ android: { sound: 'knock' } });
            """
        #expect(sounds(javaScript, .javaScript) == ["alarms=siren", "orders=chime", "news=ping", "quiet=?"])
    }

    @Test(
        """
        one channel id created with two sounds: a warning at each creation naming the other; same sound, no sound, \
        or disabled: none
        """
    )
    func channelSoundConflicts() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a.dart":
                """
            final x = AndroidNotificationDetails('alarms', 'A', sound: \
            RawResourceAndroidNotificationSound('chime'));
            """,
            "b.ts": "Notifications.setNotificationChannelAsync('alarms', { sound: 'siren.wav' });\n"
                + "Notifications.setNotificationChannelAsync('news', { sound: 'ping.wav' });",
            "c.js": "notifee.createChannel({ id: 'news', sound: 'ping' }); notifee.createChannel({ id: 'alarms' });",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let scan = { (options: PayloadOptions) in
            try ReferenceScanner(manifest: SoundManifest(sounds: []), options: options).scan(paths: [folder.path])
        }
        let findings = try scan(PayloadOptions()).files.flatMap(\.findings).filter {
            $0.rule == "android-channel-sound"
        }
        #expect(
            findings.map { "\(PathText.lastComponent(of: $0.path)):\($0.line ?? 0):\($0.column ?? 0)" } == [
                "a.dart:1:38", "b.ts:1:43",
            ])
        #expect(
            findings.first?.message
                == "the channel \"alarms\" is created with the sound \"chime\" here and with \"siren\" at "
                + "\(folder.path)/b.ts:1:43: a device keeps the sound of the channel's first creation, so one of them never plays; "
                + "give each sound a channel id of its own (a new id is the only way to change a channel's sound)")
        #expect(findings.allSatisfy { $0.severity == .warning })
        var options = PayloadOptions()
        options.selection.disabled = ["android-channel-sound"]
        let left = try scan(options).files.flatMap(\.findings)
        #expect(left.isEmpty, "\(left)")
    }
}
