import Testing

@testable import SoundCheckCore

/// Every call site of every language, at the exact position of its literal; names in comments
/// and other strings, Android contexts, the system sound and non-name literals are not found;
/// arguments that are not literals are counted as not checkable.
@Suite("refs: call sites")
struct CallSiteTests {
    struct Found: Equatable, CustomStringConvertible {
        var names: [String]
        var unchecked: [String]
        var description: String { "names \(names), unchecked \(unchecked)" }
    }

    /// "name@line:column" of each name found, "site@line:column" of each argument not checkable.
    static func find(_ source: String, _ language: SourceLanguage) -> Found {
        var matcher = CallSiteMatcher(language: language)
        let found = matcher.match(language.tokens(Array(source.utf8)))
        return Found(
            names: found.names.map { "\($0.name)@\($0.line):\($0.column)" },
            unchecked: found.unchecked.map { "\($0.site)@\($0.line):\($0.column)" })
    }

    @Test("Swift: UserNotifications, APNSwift, sound: labels and dictionaries")
    func swift() {
        let source = """
            content.sound = UNNotificationSound(named: UNNotificationSoundName("a.caf"))
            let b = UNNotificationSound(named: "b.caf")
            let c = UNNotificationSoundName(rawValue: "c.caf")
            let d = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("d.caf"), withAudioVolume: 0.5)
            let e: APNSAlertNotificationSound = .fileName("e.caf")
            let f = APNSAlertNotificationSound.critical(fileName: "f.caf", volume: 1)
            let g = APNSSoundDictionary(isCritical: true, name: "g.caf", volume: 1)
            let h = APNSwiftPayload(alert: alert, sound: .normal("h.caf"))
            let i = ["aps": ["sound": "i.caf"]]
            let j = ["aps": ["sound": ["critical": 1, "name": "j.caf", "volume": 1.0]]]
            let k = Payload(sound: "k.caf")
            """
        #expect(
            Self.find(source, .swift)
                == Found(
                    names: [
                        "a.caf@1:68", "b.caf@2:36", "c.caf@3:43", "d.caf@4:72", "e.caf@5:47", "f.caf@6:55",
                        "g.caf@7:53",
                        "h.caf@8:54", "i.caf@9:27", "j.caf@10:51", "k.caf@11:24",
                    ], unchecked: []))
    }

    @Test("Swift: comments, other strings, declarations, the system sound and interpolation")
    func swiftNotFound() {
        let source = #"""
            // UNNotificationSound(named: "comment.caf")
            /* UNNotificationSoundName("block.caf") /* nested */ UNNotificationSoundName("still.caf") */
            let help = "UNNotificationSound(named: \"string.caf\")"
            let doc = """
                content.sound = UNNotificationSound(named: "multiline.caf")
                """
            func schedule(sound: String = "parameter.caf") {}
            var sound: String = "variable.caf"
            content.sound = .default
            let critical = UNNotificationSound.defaultCriticalSound(withAudioVolume: 1)
            let x = UNNotificationSound(named: UNNotificationSoundName("\(name).caf"))
            let y = UNNotificationSound(named: soundName)
            let z = Payload(sound: nil)
            """#
        #expect(
            Self.find(source, .swift)
                == Found(
                    names: [], unchecked: ["UNNotificationSoundName(…)@11:60", "UNNotificationSound(named:)@12:36"]))
    }

    @Test("Objective-C: soundNamed:, criticalSoundNamed:, @\"sound\" in dictionary literals")
    func objectiveC() {
        let source = """
            UNNotificationSound *a = [UNNotificationSound soundNamed:@"a.caf"];
            UNNotificationSound *b = [UNNotificationSound criticalSoundNamed:@"b.caf" withAudioVolume:0.5];
            NSDictionary *c = @{@"aps": @{@"alert": @"Hi", @"sound": @"c.caf"}};
            // [UNNotificationSound soundNamed:@"comment.caf"]
            NSString *d = @"[UNNotificationSound soundNamed:@\\"string.caf\\"]";
            UNNotificationSound *e = [UNNotificationSound soundNamed:name];
            UNNotificationSound *f = [UNNotificationSound defaultSound];
            """
        #expect(
            Self.find(source, .objectiveC)
                == Found(
                    names: ["a.caf@1:59", "b.caf@2:67", "c.caf@3:59"],
                    unchecked: ["soundNamed:@6:58"]))
    }

    @Test("Dart: DarwinNotificationDetails, IOSNotificationDetails, 'sound' map entries; Android skipped")
    func dart() {
        let source = """
            const a = DarwinNotificationDetails(presentSound: true, sound: 'a.caf');
            const b = IOSNotificationDetails(sound: "b.caf");
            final c = {'aps': {'sound': 'c.caf'}};
            const android = AndroidNotificationDetails('id', 'name', sound: RawResourceAndroidNotificationSound('raw'));
            final d = DarwinNotificationDetails(sound: '$name.caf');
            final e = DarwinNotificationDetails(sound: r'e.caf');
            // DarwinNotificationDetails(sound: 'comment.caf')
            """
        #expect(
            Self.find(source, .dart)
                == Found(
                    names: ["a.caf@1:64", "b.caf@2:41", "c.caf@3:29", "e.caf@6:45"],
                    unchecked: ["DarwinNotificationDetails(sound:)@5:44"]))
    }

    @Test("JavaScript and TypeScript: expo, notifee, react-native-push-notification, Firebase Admin; Android skipped")
    func javaScript() {
        let source = """
            await Notifications.scheduleNotificationAsync({ content: { sound: 'a.caf' }, trigger: null });
            await notifee.displayNotification({ android: { sound: 'raw' }, ios: { sound: "b.caf", critical: true } });
            PushNotification.localNotification({ soundName: 'c.caf', playSound: true });
            const message = { apns: { payload: { aps: { sound: { critical: true, name: 'd.caf', volume: 1 } } } } };
            const e = { 'sound': `e.caf`, ios_sound: 'f.caf' };
            const g = { sound: `${name}.caf` };
            await Notifications.setNotificationChannelAsync('alarms', { sound: 'channel.wav' });
            const h = { sound: true, soundName: undefined };
            // { sound: 'comment.caf' }
            const i = "{ sound: 'string.caf' }";
            function play(sound: string) {}
            """
        #expect(
            Self.find(source, .javaScript)
                == Found(
                    names: [
                        "a.caf@1:67", "b.caf@2:78", "c.caf@3:49", "d.caf@4:76", "e.caf@5:22", "f.caf@5:42",
                    ], unchecked: ["sound:@6:20"]))
    }

    @Test("Kotlin: Firebase Admin builders, maps, named arguments, JSON text; Android skipped")
    func kotlin() {
        let source = """
            val a = Aps.builder().setSound("a.caf").build()
            val b = CriticalSound.builder().setName("b.caf").setVolume(1.0).build()
            val c = mapOf("aps" to mapOf("sound" to "c.caf"))
            val d = ApsPayload(alert = "Hi", sound = "d.caf")
            val e = AndroidNotification.builder().setSound("raw").build()
            val f = \"\"\"{"aps": {"sound": "f.caf"}}\"\"\"
            val g = Aps.builder().setSound("$name.caf").build()
            val h = hashMapOf<String, Any>().apply { put("sound", "h.caf") }
            // Aps.builder().setSound("comment.caf")
            """
        #expect(
            Self.find(source, .kotlin)
                == Found(
                    names: ["a.caf@1:32", "b.caf@2:41", "c.caf@3:41", "d.caf@4:42", "f.caf@6:9", "h.caf@8:55"],
                    unchecked: ["setSound(…)@7:32"]))
    }

    @Test("Java: Firebase Admin builders, put(\"sound\", …), text blocks; Android skipped")
    func java() {
        let source = """
            Message m = Message.builder()
                .setAndroidConfig(AndroidConfig.builder().setNotification(AndroidNotification.builder().setSound("raw").build()).build())
                .setApnsConfig(ApnsConfig.builder().setAps(Aps.builder().setSound("a.caf").build()).build())
                .build();
            aps.put("sound", "b.caf");
            aps.put("badge", "1");
            String c = \"\"\"
                {"aps": {"sound": {"critical": 1, "name": "c.caf"}}}
                \"\"\";
            aps.put("sound", configured.sound());
            /* aps.put("sound", "comment.caf"); */
            """
        #expect(
            Self.find(source, .java)
                == Found(
                    names: ["a.caf@3:71", "b.caf@5:18", "c.caf@7:12"],
                    unchecked: ["put(\"sound\", …)@10:18"]))
    }

    @Test("Android contexts are named in any case, as Unicode lowercasing would find them")
    func androidNames() {
        for name in [
            "AndroidConfig", "setAndroidConfig", "ANDROID", "android", "NotificationCompat.Builder",
            "notificationChannel", "RawResourceAndroidNotificationSound",
        ] {
            #expect(SoundSites.isAndroid(name), "\(name)")
        }
        for name in ["", "andro", "Androi", "ApnsConfig", "an-droid", "Notification", "Channel", "@NDROID", "Ändroid"] {
            #expect(!SoundSites.isAndroid(name), "\(name)")
        }
        #expect(!SoundSites.isAndroid(nil))
        // The same answer as lowercasing the whole name, for names made of the markers' pieces.
        let pieces = ["and", "roid", "ANDROID", "notification", "Compat", "CHANNEL", "x", "_", "é"]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let name = first + second + third
                    let lowered = name.lowercased()
                    let expected = ["android", "notificationcompat", "notificationchannel"].contains {
                        lowered.contains($0)
                    }
                    #expect(SoundSites.isAndroid(name) == expected, "\(name)")
                }
            }
        }
    }
}
