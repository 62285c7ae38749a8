import Foundation
import Testing

@testable import SoundCheckCore

/// Services' message shapes: each recognised by its structure, its APNs payload found and checked
/// as a bare one, its own fields checked, every finding at its place in the file as written.
@Suite("Payload message shapes")
struct MessageShapeTests {
    func validate(_ text: String, shape: MessageShape? = nil, options: PayloadOptions = PayloadOptions()) throws
        -> PayloadFileReport
    {
        PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest(), options: options).validate(
            Array(text.utf8), path: "m.json", shape: shape)
    }

    func summary(_ report: PayloadFileReport) -> [String] {
        report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0)" }.sorted()
    }

    @Test(
        "every sample message is recognised and gives the findings samples/README.md promises",
        arguments: [
            ("fcm.json", MessageShape.fcm, [String]()),
            ("fcm-android-only.json", .fcm, ["platform-sound warning 6:34"]),
            (
                "fcm-background-headers.json", .fcm,
                ["background-push warning 7:42", "fcm-apns-headers error 5:38", "fcm-apns-headers error 5:69"]
            ),
            ("fcm-legacy.json", .fcmLegacy, ["sound-name error 6:14"]),
            ("expo.json", .expo, []),
            (
                "expo-critical.json", .expo,
                ["critical-sound error 6:17", "critical-sound error 8:15", "sound-name error 7:13"]
            ),
            ("sns.json", .sns, ["sound-name error 4:73"]),
            ("sns-invalid.json", .sns, ["payload-structure error 3:72"]),
            ("onesignal.json", .oneSignal, []),
            ("azure-installation.json", .azure, ["templated-sound warning 7:61"]),
        ])
    func samples(file: String, shape: MessageShape, expected: [String]) throws {
        let manifest = try PayloadValidatorTests.samplesManifest()
        let path = TestPaths.sample("payloads/services/" + file)
        let report = PayloadValidator(manifest: manifest).validate(file: path)
        #expect(report.shapes == [shape])
        #expect(summary(report) == expected.sorted(), "\(report.findings.map(\.message))")
        // Forcing the shape it has changes nothing.
        #expect(summary(PayloadValidator(manifest: manifest).validate(file: path, shape: shape)) == expected.sorted())
    }

    @Test("the sounds each shape names are listed with their places")
    func soundsNamed() throws {
        let manifest = try PayloadValidatorTests.samplesManifest()
        func sounds(_ file: String) -> [String] {
            PayloadValidator(manifest: manifest).validate(file: TestPaths.sample("payloads/services/" + file)).sounds
                .map {
                    """
                    \($0.reference.name) \($0.reference.status.rawValue) \
                    \($0.line):\($0.column)\($0.critical ? " critical" : "")
                    """
                }
        }
        #expect(sounds("fcm.json") == ["chime-ima4.caf valid 14:27"])
        #expect(sounds("expo.json") == ["ping-pcm16.wav valid 5:14", "default default 10:14"])
        #expect(sounds("expo-critical.json") == ["Alert-ulaw.aifc case-mismatch 7:13 critical"])
        #expect(sounds("sns.json") == ["doorbell.wav valid 3:68", "Doorbell.wav case-mismatch 4:73"])
        #expect(sounds("onesignal.json") == ["knock-pcm16.aiff valid 6:16"])
        #expect(sounds("azure-installation.json") == ["$(sound) template 7:61", "buzz-alaw.wav valid 11:65"])
        #expect(sounds("fcm-legacy.json") == ["doorbell missing-extension 6:14"])
    }

    @Test("a bare APNs payload is still an APNs payload, and the corpus shapes stay APNs")
    func apnsStaysAPNs() throws {
        #expect(try validate(#"{"aps": {"sound": "chime-ima4.caf"}}"#).shapes == [.apns])
        #expect(try validate(#"{"alert": "no aps"}"#).shapes == [.apns])
        // An FCM-looking document with "aps" is an APNs payload with custom keys.
        #expect(try validate(#"{"aps": {"sound": "chime-ima4.caf"}, "message": {"token": "x"}}"#).shapes == [.apns])
    }

    @Test("--shape forces a shape, and a document without its structure gets a clear payload-structure error")
    func forcedShape() throws {
        let report = try validate(#"{"aps": {"sound": "chime-ima4.caf"}}"#, shape: .sns)
        #expect(summary(report) == ["payload-structure error 1:1"])
        #expect(report.findings.first?.message.contains("--shape sns") == true)
        #expect(report.findings.first?.message.contains("APNS, APNS_SANDBOX") == true)
        let expo = try validate(#"[{"to": "ExponentPushToken[a]"}, 7]"#, shape: .expo)
        #expect(
            expo.findings.map(\.message) == [
                """
                read as Expo push message (--shape expo): an Expo push message is a JSON object (or an array of \
                them); this is a number
                """
            ])
        // Without --shape, an array that is not all Expo messages is not one.
        #expect(try validate(#"[{"to": "ExponentPushToken[a]"}, 7]"#).shapes == [.apns])
    }

    @Test("SNS: the APNs payload inside a JSON string, with escapes, maps every position back to the outer file")
    func snsPositions() throws {
        // "é" escaped, an emoji as a surrogate pair, and an escaped quote before the sound name.
        let inner = #"{\"aps\": {\"alert\": \"caf\u00e9 \ud83d\udd14 \\\"hi\\\"\", \"sound\": \"Chime-IMA4.caf\"}}"#
        let text = "{\n  \"APNS\": \"\(inner)\"\n}"
        let report = try validate(text)
        let line = Array(text.split(separator: "\n")[1].utf8)
        // The finding points at the escaped quote that opens the name: `\"` before "C".
        let column = try #require(line.firstIndex(of: UInt8(ascii: "C"))) - 1
        #expect(summary(report) == ["sound-name error 2:\(column)"])
        #expect(report.sounds.first?.reference.name == "Chime-IMA4.caf")
    }

    @Test("SNS: payload sizes are measured on the payload as sent, not its escaped form; APNS_VOIP uses the VoIP limit")
    func snsSizes() throws {
        // 1100 escaped quotes: 2200 bytes in the payload as sent, 4400 in the outer file's string.
        let filler = String(repeating: "\\\"", count: 1100)
        let payload = #"{"aps": {"alert": "x", "sound": "chime-ima4.caf"}, "d": ""# + filler + #""}"#
        let escaped = String(
            decoding: try JSONSerialization.data(withJSONObject: [payload], options: [.fragmentsAllowed]), as: UTF8.self
        ).dropFirst().dropLast()
        #expect(payload.utf8.count < 4096 && escaped.utf8.count > 4096)
        let apns = try validate("{\"APNS\": \(escaped)}")
        #expect(apns.findings.isEmpty, "\(apns.findings.map(\.message))")
        let big = payload.replacingOccurrences(of: "\"d\": \"", with: "\"d\": \"" + String(repeating: "a", count: 2500))
        let bigEscaped = String(
            decoding: try JSONSerialization.data(withJSONObject: [big], options: [.fragmentsAllowed]), as: UTF8.self
        ).dropFirst().dropLast()
        #expect(summary(try validate("{\"APNS\": \(bigEscaped)}")) == ["payload-size error 1:11"])
        let voip = try validate("{\"APNS_VOIP\": \(bigEscaped)}")
        #expect(voip.findings.isEmpty, "\(voip.findings.map(\.message))")
    }

    @Test(
        "SNS: a platform key that is not a JSON string, or not JSON inside, is a payload-structure error at its place")
    func snsUnreadable() throws {
        #expect(summary(try validate(#"{"APNS": {"aps": {}}, "GCM": "{}"}"#)) == ["payload-structure error 1:10"])
        let report = try validate(#"{"APNS_SANDBOX": "{\"aps\": {\"sound\": }}", "default": "x"}"#)
        #expect(summary(report) == ["payload-structure error 1:41"])
        #expect(report.findings.first?.message.hasPrefix("\"APNS_SANDBOX\" is not valid JSON") == true)
    }

    @Test("Azure: template bodies with #(number) expressions are read; placeholders in sound names cannot be checked")
    func azureTemplates() throws {
        let file = #"{"aps": {"alert": "$(message)", "badge": #(count), "sound": "{{ sound }}"}}"#
        let report = try validate(file)
        #expect(summary(report) == ["templated-sound warning 1:61"])
        #expect(report.sounds.map(\.reference.status) == [.template])
        // Other platforms' templates are left alone.
        #expect(
            try validate(#"{"installationId": "i", "platform": "fcmv1", "templates": {"t": {"body": "not json"}}}"#)
                .findings.isEmpty)
        let broken = try validate(#"{"installationId": "i", "templates": {"t": {"body": "{\"aps\": "}}}"#)
        #expect(broken.findings.first?.message.hasPrefix("the body of template \"t\" is not valid JSON") == true)
    }

    @Test("FCM: header values and their agreement with the payload")
    func fcmHeaders() throws {
        func fcm(_ headers: String, _ aps: String) throws -> [String] {
            summary(
                try validate(
                    #"{"message": {"token": "t", "apns": {"headers": \#(headers), "payload": {"aps": \#(aps)}}}}"#))
        }
        #expect(
            try fcm(#"{"apns-push-type": "alert", "apns-priority": "10"}"#, #"{"sound": "chime-ima4.caf"}"#).isEmpty)
        #expect(
            try fcm(#"{"apns-push-type": "background", "apns-priority": "5"}"#, #"{"content-available": 1}"#).isEmpty)
        #expect(try fcm(#"{"apns-priority": 10}"#, #"{"sound": "chime-ima4.caf"}"#) == ["fcm-apns-headers error 1:66"])
        #expect(
            try fcm(#"{"apns-push-type": "silent"}"#, #"{"sound": "chime-ima4.caf"}"#) == [
                "fcm-apns-headers error 1:67"
            ])
        #expect(try fcm(#"{"apns-priority": "7"}"#, #"{"sound": "chime-ima4.caf"}"#) == ["fcm-apns-headers error 1:66"])
        #expect(
            try fcm(#"{"apns-push-type": "alert"}"#, #"{"content-available": 1}"#) == ["fcm-apns-headers warning 1:67"])
        #expect(summary(try validate(#"{"message": {"apns": {"headers": []}}}"#)) == ["fcm-apns-headers error 1:34"])
        // The push type from the headers sets the size limit.
        let alert = String(repeating: "a", count: 4500)
        #expect(try fcm(#"{"apns-push-type": "voip"}"#, #"{"alert": "\#(alert)"}"#).isEmpty)
        #expect(try fcm(#"{"apns-push-type": "alert"}"#, #"{"alert": "\#(alert)"}"#) == ["payload-size error 1:88"])
    }

    @Test("FCM: a payload without aps is one FCM completes from notification, and is not an error")
    func fcmWithoutAPS() throws {
        #expect(
            try validate(
                #"{"message": {"token": "t", "notification": {"title": "x"}, "apns": {"payload": {"orderId": 7}}}}"#
            ).findings.isEmpty)
        #expect(summary(try validate(#"{"message": {"apns": {"payload": "x"}}}"#)) == ["payload-structure error 1:34"])
    }

    @Test(
        "the Android sound beside the iOS one: the same sound in each platform's naming passes, another one is a hint")
    func platformSounds() throws {
        func fcm(android: String, ios: String) throws -> [String] {
            summary(
                try validate(
                    #"{"message": {"android": {"notification": {"sound": "\#(android)"}}, "apns": {"payload": {"aps": {"sound": "\#(ios)"}}}}}"#
                ))
        }
        #expect(try fcm(android: "chime_ima4", ios: "chime-ima4.caf").isEmpty)
        #expect(try fcm(android: "default", ios: "chime-ima4.caf").isEmpty)
        #expect(try fcm(android: "doorbell", ios: "chime-ima4.caf") == ["platform-sound warning 1:52"])
        let oneSignal = try validate(#"{"app_id": "a", "ios_sound": "doorbell.wav", "android_sound": "chime"}"#)
        #expect(summary(oneSignal) == ["platform-sound warning 1:63"])
        #expect(
            oneSignal.findings.first?.message.contains("iOS plays \"doorbell.wav\" but Android plays \"chime\"") == true
        )
    }

    @Test("two platforms' names of one sound compare alike: ASCII names by bytes, others by Unicode properties")
    func comparableNames() {
        // What the rule compared before its ASCII paths (here and in `PathText.stem`), for every name.
        func characterStem(_ name: String) -> String {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
            return String(name[..<dot])
        }
        func byUnicodeProperties(_ name: String) -> String {
            String(
                characterStem(name).lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0)
                })
        }
        let names = [
            "Knock-PCM16.aiff", "knock_pcm16", "chime ima4.caf", "A.B.C.wav", "UPPER-09_z.caf", "~!@#$%^&*()[]{}.caf",
            "", ".caf", "noext", "tab\tname.wav", "Glöckchen.caf", "ベル.caf", "Ｆｕｌｌ.caf", "ǅemal.wav", "ß.caf",
            "İstanbul.wav", "e\u{301}cho.caf", "bell.\u{301}caf", "a\r\n.caf", ".hidden", "a..b", "trailing.",
        ]
        let asciiNames = (0..<128).map { "x\(Character(Unicode.Scalar(UInt8($0))))Y.wav" }
        for name in names + asciiNames {
            #expect(PathText.stem(of: name) == characterStem(name), "\(name.debugDescription)")
            #expect(PlatformSoundRule.comparable(name) == byUnicodeProperties(name), "\(name.debugDescription)")
        }
        #expect(PlatformSoundRule.comparable("Knock-PCM16.aiff") == PlatformSoundRule.comparable("knock_pcm16"))
    }

    @Test("OneSignal's \"nil\" means no sound; a non-string sound field is an error")
    func oneSignalSounds() throws {
        #expect(try validate(#"{"app_id": "a", "ios_sound": "nil"}"#).findings.isEmpty)
        #expect(summary(try validate(#"{"app_id": "a", "ios_sound": 3}"#)) == ["sound-name error 1:30"])
        #expect(
            summary(try validate(#"{"app_id": "a", "contents": {"en": "x"}, "ios_sound": "Doorbell.wav"}"#)) == [
                "sound-name error 1:55"
            ])
    }

    @Test("Expo: a message or an array of them; the critical dictionary takes booleans")
    func expo() throws {
        #expect(
            try validate(
                #"{"to": "ExponentPushToken[a]", "sound": {"critical": true, "name": "alert-ulaw.aifc", "volume": 1}}"#
            ).findings.isEmpty)
        #expect(try validate(#"{"to": "ExponentPushToken[a]", "sound": null}"#).findings.isEmpty)
        #expect(
            summary(try validate(#"{"to": ["ExpoPushToken[a]"], "sound": "bingbong.caf"}"#)) == [
                "sound-name error 1:39"
            ])
        #expect(
            summary(try validate(#"{"to": "ExponentPushToken[a]", "sound": {"name": "alert-ulaw.aifc", "loop": 1}}"#))
                == ["critical-sound warning 1:69"])
        let two = try validate(#"[{"to": "ExponentPushToken[a]"}, {"to": "ExponentPushToken[b]", "sound": "x.caf"}]"#)
        #expect(two.payloads == 2)
        #expect(summary(two) == ["sound-name error 1:74"])
    }

    @Test("the same wrong name gets the same sound-name message in every shape")
    func sameFindingEverywhere() throws {
        let documents = [
            #"{"aps": {"sound": "chime-ima4"}}"#,
            #"{"message": {"apns": {"payload": {"aps": {"sound": "chime-ima4"}}}}}"#,
            #"{"to": "a", "registration_ids": [], "notification": {"sound": "chime-ima4"}}"#,
            #"{"to": "ExponentPushToken[a]", "sound": "chime-ima4"}"#,
            #"{"APNS": "{\"aps\": {\"sound\": \"chime-ima4\"}}"}"#,
            #"{"app_id": "a", "ios_sound": "chime-ima4"}"#,
            #"{"installationId": "i", "templates": {"t": {"body": "{\"aps\": {\"sound\": \"chime-ima4\"}}"}}}"#,
        ]
        // The legacy message's name is Android's too; android-sound judges that half.
        let messages = try documents.map { try validate($0).findings.filter { $0.rule == "sound-name" }.map(\.message) }
        #expect(Set(messages.map { $0.joined() }).count == 1, "\(messages)")
        #expect(
            messages.first == ["no sound is named \"chime-ima4\"; the name needs its extension: \"chime-ima4.caf\""])
    }

    @Test("decoding a JSON string agrees with Foundation on escapes, and maps each byte to its escape")
    func embeddedDecoding() throws {
        let values = [
            "plain", "a\"b\\c/d", "tab\tnew\nline\r\u{8}\u{C}", "café", "🔔 bell", "\u{1}\u{1F}", "x\u{2028}y",
        ]
        for value in values {
            let encoded = try JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed])
            let token = Array(encoded.dropFirst().dropLast())  // the string token alone, quotes included
            let decoded = EmbeddedJSON.decode(token, from: 0, to: token.count)
            #expect(String(decoding: decoded.bytes, as: UTF8.self) == value)
            #expect(decoded.outerOffsets.count == decoded.bytes.count)
            #expect(decoded.outerOffsets == decoded.outerOffsets.sorted())
        }
        let escaped = Array(##""\u00e9\ud83d\udd14\ud800x\"""##.utf8)
        let decoded = EmbeddedJSON.decode(escaped, from: 0, to: escaped.count)
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "é🔔\u{FFFD}x\"")
        #expect(decoded.outerOffsets == [1, 1, 7, 7, 7, 7, 19, 19, 19, 25, 26])
    }

    @Test("neutralising Azure number expressions keeps every other byte in place")
    func neutralising() {
        let text = Array(#"{"a": #(count), "b": "$(x) #(y)", "c": $(f(1), "g")}"#.utf8)
        let neutral = TemplateExpressions.neutralized(text)
        #expect(
            neutral.map { String(decoding: $0, as: UTF8.self) }
                == #"{"a": 0       , "b": "$(x) #(y)", "c": 0           }"#)
        #expect(TemplateExpressions.neutralized(Array(##"{"a": "#(x)"}"##.utf8)) == nil)
        #expect(TemplateExpressions.neutralized(Array(#"{"a": #(unclosed"#.utf8)) == nil)
        // An expression runs to its ")" within 256 bytes, so unclosed ones cost a bounded look each
        // (256 kB of "$(" would otherwise take minutes).
        #expect(TemplateExpressions.neutralized(Array(String(repeating: "$(", count: 1 << 17).utf8)) == nil)
        #expect(
            TemplateExpressions.neutralized(Array(("{\"a\": #(" + String(repeating: "x", count: 300) + ")}").utf8))
                == nil)
    }
}
