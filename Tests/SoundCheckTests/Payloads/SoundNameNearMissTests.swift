import Foundation
import Testing
@testable import SoundCheckCore

/// `sound-name` on names as users really write them: a path, the right stem with another
/// extension, spaces around the name; each with the shipped name meant, in the same words in
/// every payload shape and in source code. Names that matched before keep their words.
@Suite("sound-name: paths, other extensions, spaces")
struct SoundNameNearMissTests {
    static func entry(_ name: String, valid: Bool = true, errors: [String] = []) -> SoundManifest.Entry {
        SoundManifest.Entry(name: name, path: "Sounds/" + name, container: "caf", encoding: "ima4", bytes: 1, sha256: "",
                            valid: valid, errors: errors)
    }

    func samples() throws -> PayloadContext {
        PayloadContext(manifest: try PayloadValidatorTests.samplesManifest())
    }

    func classify(_ name: String, in context: PayloadContext) -> (SoundReference, String?) {
        let reference = SoundReference.classify(name, in: context)
        return (reference, reference.problem)
    }

    @Test("the message and the suggestion for each way of writing a shipped name", arguments: [
        ("Sounds/chime-ima4.caf", "path", "chime-ima4.caf", "no sound is named \"Sounds/chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("./chime-ima4.caf", "path", "chime-ima4.caf", "no sound is named \"./chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("file://chime-ima4.caf", "path", "chime-ima4.caf", "no sound is named \"file://chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("file:///var/containers/Bundle/App.app/doorbell.wav", "path", "doorbell.wav", "no sound is named \"file:///var/containers/Bundle/App.app/doorbell.wav\"; did you mean \"doorbell.wav\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("assets/sounds/ping-pcm16.wav", "path", "ping-pcm16.wav", "no sound is named \"assets/sounds/ping-pcm16.wav\"; did you mean \"ping-pcm16.wav\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("Sounds\\chime-ima4.caf", "path", "chime-ima4.caf", "no sound is named \"Sounds\\\\chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("Sounds/Chime-IMA4.CAF", "path", "chime-ima4.caf", "no sound is named \"Sounds/Chime-IMA4.CAF\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path; sound names are case-sensitive on the device"),
        ("Sounds/chime-ima4", "path", "chime-ima4.caf", "no sound is named \"Sounds/chime-ima4\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path; the name needs its extension"),
        ("Sounds/chime-ima4.wav", "path", "chime-ima4.caf", "no sound is named \"Sounds/chime-ima4.wav\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path; the extension is part of the name: the shipped file ends in \".caf\", not \".wav\""),
        ("chime-ima4.wav", "other-extension", "chime-ima4.caf", "no sound is named \"chime-ima4.wav\"; did you mean \"chime-ima4.caf\"? The extension is part of the name: the shipped file ends in \".caf\", not \".wav\""),
        ("doorbell.mp3", "other-extension", "doorbell.wav", "no sound is named \"doorbell.mp3\"; did you mean \"doorbell.wav\"? The extension is part of the name: the shipped file ends in \".wav\", not \".mp3\""),
        ("Ping-PCM16.CAF", "other-extension", "ping-pcm16.wav", "no sound is named \"Ping-PCM16.CAF\"; did you mean \"ping-pcm16.wav\"? The extension is part of the name: the shipped file ends in \".wav\", not \".CAF\"; sound names are case-sensitive on the device"),
        ("Chime-ima4", "missing-extension", "chime-ima4.caf", "no sound is named \"Chime-ima4\"; did you mean \"chime-ima4.caf\"? The name needs its extension; sound names are case-sensitive on the device"),
        (" chime-ima4.caf", "surrounding-space", "chime-ima4.caf", "no sound is named \" chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? Spaces around a sound name are part of the name"),
        ("ping-pcm16.wav  ", "surrounding-space", "ping-pcm16.wav", "no sound is named \"ping-pcm16.wav  \"; did you mean \"ping-pcm16.wav\"? Spaces around a sound name are part of the name"),
        ("chime-ima4.caf\n", "surrounding-space", "chime-ima4.caf", "no sound is named \"chime-ima4.caf\\n\"; did you mean \"chime-ima4.caf\"? Whitespace around a sound name is part of the name"),
        ("\tchime-ima4.caf\u{A0}", "surrounding-space", "chime-ima4.caf", "no sound is named \"\\tchime-ima4.caf\\u00A0\"; did you mean \"chime-ima4.caf\"? Whitespace around a sound name is part of the name"),
        (" default ", "surrounding-space", "default", "no sound is named \" default \"; did you mean \"default\"? Spaces around a sound name are part of the name"),
        (" Chime-IMA4.caf", "surrounding-space", "chime-ima4.caf", "no sound is named \" Chime-IMA4.caf\"; did you mean \"chime-ima4.caf\"? Spaces around a sound name are part of the name; sound names are case-sensitive on the device"),
        (" Sounds/chime-ima4.mp3", "surrounding-space", "chime-ima4.caf", "no sound is named \" Sounds/chime-ima4.mp3\"; did you mean \"chime-ima4.caf\"? Spaces around a sound name are part of the name; a sound name is a file name looked up at the bundle root, not a path; the extension is part of the name: the shipped file ends in \".caf\", not \".mp3\""),
    ])
    func nearMisses(name: String, status: String, suggestion: String, message: String) throws {
        let (reference, problem) = classify(name, in: try samples())
        #expect(reference.status.rawValue == status)
        #expect(reference.suggestion == suggestion)
        #expect(reference.reasons.isEmpty)
        #expect(problem == message)
    }

    @Test("a path or spaced name that names no shipped sound still says why, and names what is left", arguments: [
        ("Sounds/bingbong.caf", "path", "no sound named \"Sounds/bingbong.caf\" is shipped: a sound name is a file name looked up at the bundle root, not a path, and \"bingbong.caf\" is not shipped either, so the default sound plays instead"),
        ("Sounds/", "path", "no sound named \"Sounds/\" is shipped: a sound name is a file name looked up at the bundle root, not a path, so the default sound plays instead"),
        ("/", "path", "no sound named \"/\" is shipped: a sound name is a file name looked up at the bundle root, not a path, so the default sound plays instead"),
        ("\\", "path", "no sound named \"\\\\\" is shipped: a sound name is a file name looked up at the bundle root, not a path, so the default sound plays instead"),
        ("chime-ima4.caf/", "path", "no sound named \"chime-ima4.caf/\" is shipped: a sound name is a file name looked up at the bundle root, not a path, so the default sound plays instead"),
        (" bingbong.caf ", "surrounding-space", "no sound named \" bingbong.caf \" is shipped: spaces around a sound name are part of the name, and \"bingbong.caf\" is not shipped either, so the default sound plays instead"),
        (" Sounds/bingbong.caf", "surrounding-space", "no sound named \" Sounds/bingbong.caf\" is shipped: spaces around a sound name are part of the name; a sound name is a file name looked up at the bundle root, not a path, and \"bingbong.caf\" is not shipped either, so the default sound plays instead"),
        ("   ", "surrounding-space", "the sound name \"   \" is only whitespace; use a file name, or \"default\""),
        ("\n", "surrounding-space", "the sound name \"\\n\" is only whitespace; use a file name, or \"default\""),
    ])
    func noSuggestion(name: String, status: String, message: String) throws {
        let (reference, problem) = classify(name, in: try samples())
        #expect(reference.status.rawValue == status)
        #expect(reference.suggestion == nil)
        #expect(problem == message)
    }

    @Test("names that matched before keep their status, suggestion and words")
    func unchanged() throws {
        let context = try samples()
        let expected: [(String, SoundReference.Status, String?, String?)] = [
            ("default", .default, nil, nil),
            ("chime-ima4.caf", .valid, nil, nil),
            ("Chime-IMA4.caf", .caseMismatch, "chime-ima4.caf",
             "no sound is named \"Chime-IMA4.caf\"; did you mean \"chime-ima4.caf\"? Sound names are case-sensitive on the device"),
            ("chime-ima4", .missingExtension, "chime-ima4.caf",
             "no sound is named \"chime-ima4\"; the name needs its extension: \"chime-ima4.caf\""),
            ("bingbong.caf", .unknown, nil, "no sound named \"bingbong.caf\" is shipped, so the default sound plays instead"),
            ("", .unknown, nil, "the sound name is empty; use a file name, or \"default\""),
            ("x.", .unknown, nil, "no sound named \"x.\" is shipped, so the default sound plays instead"),
            ("{{sound}}", .template, nil, nil),
            ("Sounds/$(sound)", .template, nil, nil),
            ("DING.caf", .caseMismatch, "Ding.caf",
             "no sound is named \"DING.caf\"; did you mean \"Ding.caf\"? Sound names are case-sensitive on the device"),
        ]
        for (name, status, suggestion, message) in expected {
            let (reference, problem) = classify(name, in: context)
            #expect(reference.status == status, "\(name)")
            #expect(reference.suggestion == suggestion, "\(name)")
            #expect(problem == message, "\(name)")
        }
        #expect(classify("too-long.caf", in: context).1?.hasPrefix("\"too-long.caf\" is shipped but will not play: plays for 30.5 s") == true)
    }

    @Test("the new statuses' raw values, as JSON reports write them")
    func rawValues() {
        #expect(SoundReference.Status.path.rawValue == "path")
        #expect(SoundReference.Status.otherExtension.rawValue == "other-extension")
        #expect(SoundReference.Status.surroundingSpace.rawValue == "surrounding-space")
    }

    @Test("several shipped sounds with the stem: a valid one first, else the first by name; exact-case stems before others")
    func preferValid() {
        let context = PayloadContext(manifest: SoundManifest(sounds: [
            Self.entry("done.aiff", valid: false, errors: ["too long"]), Self.entry("done.caf"), Self.entry("done.wav"),
            Self.entry("Alarm.caf"), Self.entry("alarm.wav", valid: false, errors: ["mp3 inside"]),
            Self.entry("bell.caf", valid: false),
        ]))
        #expect(classify("done.mp3", in: context).0.suggestion == "done.caf")
        #expect(classify("Sounds/Done.CAF", in: context).1
            == "no sound is named \"Sounds/Done.CAF\"; did you mean \"done.caf\"? A sound name is a file name looked up at the bundle root, not a path; sound names are case-sensitive on the device")
        #expect(classify("Done.mp3", in: context).0.suggestion == "done.caf")
        // The stem spelled exactly wins over a valid sound whose stem differs in case, and the
        // finding says the suggested sound will not play either.
        let alarm = classify("alarm.mp3", in: context)
        #expect(alarm.0.suggestion == "alarm.wav")
        #expect(alarm.0.reasons == ["mp3 inside"])
        #expect(alarm.1 == "no sound is named \"alarm.mp3\"; did you mean \"alarm.wav\"? The extension is part of the name: the shipped file ends in \".wav\", not \".mp3\"; and \"alarm.wav\" is shipped but will not play: mp3 inside")
        #expect(classify("ALARM.mp3", in: context).0.suggestion == "Alarm.caf")
        let bell = classify("Sounds/bell.caf", in: context)
        #expect(bell.1 == "no sound is named \"Sounds/bell.caf\"; did you mean \"bell.caf\"? A sound name is a file name looked up at the bundle root, not a path; and \"bell.caf\" is shipped but will not play: the manifest marks it as not valid")
    }

    @Test("a near miss on a sound that will not play says so, with the manifest's reasons")
    func invalidSuggestion() throws {
        let (reference, problem) = classify("Sounds/too-long.caf", in: try samples())
        #expect(reference.status == .path)
        #expect(reference.suggestion == "too-long.caf")
        #expect(reference.reasons.count == 1)
        #expect(problem?.hasPrefix("no sound is named \"Sounds/too-long.caf\"; did you mean \"too-long.caf\"? A sound name is a file name looked up at the bundle root, not a path; and \"too-long.caf\" is shipped but will not play: plays for 30.5 s") == true)
    }

    @Test("the sample payloads: one sound-name error each, at the name, in exact words", arguments: [
        ("path-name.json", "path", "no sound is named \"Sounds/chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("file-url-name.json", "path", "no sound is named \"file://sounds/doorbell.wav\"; did you mean \"doorbell.wav\"? A sound name is a file name looked up at the bundle root, not a path"),
        ("other-extension.json", "other-extension", "no sound is named \"chime-ima4.wav\"; did you mean \"chime-ima4.caf\"? The extension is part of the name: the shipped file ends in \".caf\", not \".wav\""),
        ("spaced-name.json", "surrounding-space", "no sound is named \"ping-pcm16.wav \"; did you mean \"ping-pcm16.wav\"? Spaces around a sound name are part of the name"),
    ])
    func samplePayloads(file: String, status: String, message: String) throws {
        let report = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
            .validate(file: TestPaths.sample("payloads/invalid/" + file))
        #expect(report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0)" } == ["sound-name error 4:14"])
        #expect(report.findings.map(\.message) == [message])
        #expect(report.sounds.map(\.reference.status.rawValue) == [status])
    }

    @Test("every payload shape, and source code, gives a near miss the same words", arguments: [
        "Sounds/chime-ima4.caf", "chime-ima4.mp3", " chime-ima4.caf", "assets/sounds/bingbong.caf",
    ])
    func sameWordsEverywhere(name: String) throws {
        let documents = [
            #"{"aps": {"sound": "\#(name)"}}"#,
            #"{"aps": {"sound": {"critical": 1, "name": "\#(name)", "volume": 1}, "interruption-level": "critical"}}"#,
            #"{"message": {"apns": {"payload": {"aps": {"sound": "\#(name)"}}}}}"#,
            #"{"to": "a", "registration_ids": [], "notification": {"sound": "\#(name)"}}"#,
            #"{"to": "ExponentPushToken[a]", "sound": "\#(name)"}"#,
            #"{"APNS": "{\"aps\": {\"sound\": \"\#(name)\"}}"}"#,
            #"{"app_id": "a", "ios_sound": "\#(name)"}"#,
            #"{"installationId": "i", "templates": {"t": {"body": "{\"aps\": {\"sound\": \"\#(name)\"}}"}}}"#,
        ]
        let validator = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
        let messages = documents.map { document in
            validator.validate(Array(document.utf8), path: "m.json").findings.filter { $0.rule == "sound-name" }.map(\.message)
        }
        let expected = SoundReference.classify(name, in: validator.context).problem
        #expect(expected != nil)
        for (document, found) in zip(documents, messages) {
            #expect(found == [expected ?? ""], "\(document)")
        }
        let scanner = ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest())
        let sources: [(String, SourceLanguage, String)] = [
            ("UNNotificationSound(named: UNNotificationSoundName(\"\(name)\"))", .swift, "A.swift"),
            ("DarwinNotificationDetails(sound: '\(name)')", .dart, "a.dart"),
            ("notifee.displayNotification({ios: {sound: '\(name)'}})", .javaScript, "a.ts"),
        ]
        for (text, language, path) in sources {
            let report = scanner.scan(Array(text.utf8), path: path, language: language)
            #expect(report.findings.map(\.message) == [expected ?? ""], "\(path)")
        }
    }

    @Test("the sample sources: the Swift folder path, the Flutter asset path and the TypeScript path, at their quotes")
    func sampleSources() throws {
        let scanner = ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest())
        func findings(_ file: String) -> [String] {
            scanner.scan(file: TestPaths.sample("sources/" + file)).findings
                .map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
        }
        #expect(findings("App/Reminders.swift").last
            == "32:60 no sound is named \"Sounds/chime-ima4.caf\"; did you mean \"chime-ima4.caf\"? A sound name is a file name looked up at the bundle root, not a path")
        #expect(findings("flutter/lib/notifications.dart")
            == ["13:53 no sound is named \"assets/sounds/swoosh-sowt.aifc\"; did you mean \"swoosh-sowt.aifc\"? A sound name is a file name looked up at the bundle root, not a path"])
        #expect(findings("web/src/notify.ts").last
            == "17:19 no sound named \"./assets/sounds/alarm.caf\" is shipped: a sound name is a file name looked up at the bundle root, not a path, and \"alarm.caf\" is not shipped either, so the default sound plays instead")
    }

    @Test("the sound a near miss meant counts as used: no unused-sound finding for it")
    func usedBySuggestion() throws {
        let manifest = SoundManifest(sounds: [Self.entry("chime.caf"), Self.entry("ping.wav"), Self.entry("knock.aiff"), Self.entry("spare.caf")])
        let scanner = ReferenceScanner(manifest: manifest)
        let text = "{ sound: 'Sounds/chime.caf' }, { sound: 'ping.caf' }, { sound: ' knock.aiff' }"
        let report = ReferenceReport(files: [scanner.scan(Array(text.utf8), path: "a.js", language: .javaScript)])
            .addingUnusedSounds(of: manifest, at: .sounds)
        #expect(report.files.flatMap(\.unusedSounds) == ["spare.caf"])
    }

    @Test("hostile names: a megabyte of spaces or slashes, only separators, lone surrogates' replacement: quick, no crash")
    func hostile() throws {
        let context = try samples()
        let started = Date()
        let names = [
            String(repeating: " ", count: 1 << 20) + "chime-ima4.caf",
            String(repeating: "/", count: 1 << 20),
            String(repeating: "a/", count: 1 << 19) + "chime-ima4.caf",
            String(repeating: ".", count: 1 << 20),
            "\u{FFFD}/\u{FFFD}.caf", "./", "file://", " / ", "\u{0}chime-ima4.caf\u{0}",
        ]
        for name in names {
            let (reference, problem) = classify(name, in: context)
            #expect(problem != nil)
            #expect(reference.suggestion.map { !$0.isEmpty } ?? true)
        }
        #expect(classify(names[0], in: context).0.suggestion == "chime-ima4.caf")
        #expect(classify(names[2], in: context).0.suggestion == "chime-ima4.caf")
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
