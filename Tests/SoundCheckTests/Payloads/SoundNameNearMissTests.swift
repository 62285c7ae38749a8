import Foundation
import Testing

@testable import SoundCheckCore

/// `sound-name` on names as users really write them: a path, the right stem with another
/// extension, spaces around the name; each with the shipped name meant, in the same words in
/// every payload shape and in source code. Names that matched before keep their words.
@Suite("sound-name: paths, other extensions, spaces")
struct SoundNameNearMissTests {
    static func entry(_ name: String, valid: Bool = true, errors: [String] = []) -> SoundManifest.Entry {
        SoundManifest.Entry(
            name: name, path: "Sounds/" + name, container: "caf", encoding: "ima4", bytes: 1,
            sha256: "", valid: valid, errors: errors)
    }

    // The words each way of missing a name adds, and the two openings of a near miss.
    static let path = "a sound name is a file name looked up at the bundle root, not a path"
    static let letterCase = "sound names are case-sensitive on the device"
    static let spaces = "spaces around a sound name are part of the name"
    static let whitespace = "whitespace around a sound name is part of the name"
    static let needsExtension = "the name needs its extension"
    static let defaultPlays = ", so the default sound plays instead"

    static func extensionHint(_ shipped: String, not written: String) -> String {
        "the extension is part of the name: the shipped file ends in \"\(shipped)\", not \"\(written)\""
    }

    /// `no sound is named "NAME"; did you mean "MEANT"? Hint; hint`, as the finding says it.
    static func meant(_ name: String, _ meant: String, _ hints: [String]) -> String {
        let said = hints.joined(separator: "; ")
        return "no sound is named \"\(name)\"; did you mean \"\(meant)\"? "
            + said.prefix(1).uppercased() + said.dropFirst()
    }

    /// `no sound named "NAME" is shipped: hint; hint[, and "LEFT" is not shipped either], so …`.
    static func notShipped(_ name: String, _ hints: [String], left: String? = nil) -> String {
        let either = left.map { ", and \"\($0)\" is not shipped either" } ?? ""
        return "no sound named \"\(name)\" is shipped: " + hints.joined(separator: "; ") + either + defaultPlays
    }

    func samples() throws -> PayloadContext {
        PayloadContext(manifest: try PayloadValidatorTests.samplesManifest())
    }

    func classify(_ name: String, in context: PayloadContext) -> (SoundReference, String?) {
        let reference = SoundReference.classify(name, in: context)
        return (reference, reference.problem)
    }

    @Test(
        "the message and the suggestion for each way of writing a shipped name",
        arguments: [
            ("Sounds/chime-ima4.caf", "path", "chime-ima4.caf", [path]),
            ("./chime-ima4.caf", "path", "chime-ima4.caf", [path]),
            ("file://chime-ima4.caf", "path", "chime-ima4.caf", [path]),
            ("file:///var/containers/Bundle/App.app/doorbell.wav", "path", "doorbell.wav", [path]),
            ("assets/sounds/ping-pcm16.wav", "path", "ping-pcm16.wav", [path]),
            ("Sounds/Chime-IMA4.CAF", "path", "chime-ima4.caf", [path, letterCase]),
            ("Sounds/chime-ima4", "path", "chime-ima4.caf", [path, needsExtension]),
            ("Sounds/chime-ima4.wav", "path", "chime-ima4.caf", [path, extensionHint(".caf", not: ".wav")]),
            ("chime-ima4.wav", "other-extension", "chime-ima4.caf", [extensionHint(".caf", not: ".wav")]),
            ("doorbell.mp3", "other-extension", "doorbell.wav", [extensionHint(".wav", not: ".mp3")]),
            ("Ping-PCM16.CAF", "other-extension", "ping-pcm16.wav", [extensionHint(".wav", not: ".CAF"), letterCase]),
            ("Chime-ima4", "missing-extension", "chime-ima4.caf", [needsExtension, letterCase]),
            (" chime-ima4.caf", "surrounding-space", "chime-ima4.caf", [spaces]),
            ("ping-pcm16.wav  ", "surrounding-space", "ping-pcm16.wav", [spaces]),
            (" default ", "surrounding-space", "default", [spaces]),
            (" Chime-IMA4.caf", "surrounding-space", "chime-ima4.caf", [spaces, letterCase]),
            (
                " Sounds/chime-ima4.mp3", "surrounding-space", "chime-ima4.caf",
                [spaces, path, extensionHint(".caf", not: ".mp3")]
            ),
        ])
    func nearMisses(name: String, status: String, suggestion: String, hints: [String]) throws {
        let (reference, problem) = classify(name, in: try samples())
        #expect(reference.status.rawValue == status)
        #expect(reference.suggestion == suggestion)
        #expect(reference.reasons.isEmpty)
        #expect(problem == Self.meant(name, suggestion, hints))
    }

    @Test("line breaks, tabs, invisible spaces and backslashes are shown escaped, as the name is written")
    func escapedNames() throws {
        let context = try samples()
        #expect(
            classify("chime-ima4.caf\n", in: context).1
                == #"no sound is named "chime-ima4.caf\n"; did you mean "chime-ima4.caf"? "#
                + "Whitespace around a sound name is part of the name")
        #expect(
            classify("\tchime-ima4.caf\u{A0}", in: context).1
                == #"no sound is named "\tchime-ima4.caf\u00A0"; did you mean "chime-ima4.caf"? "#
                + "Whitespace around a sound name is part of the name")
        #expect(
            classify("Sounds\\chime-ima4.caf", in: context).1
                == #"no sound is named "Sounds\\chime-ima4.caf"; did you mean "chime-ima4.caf"? "#
                + "A sound name is a file name looked up at the bundle root, not a path")
        let onlyWhitespace = #" is only whitespace; use a file name, or "default""#
        #expect(classify("\n", in: context).1 == #"the sound name "\n""# + onlyWhitespace)
        #expect(classify("   ", in: context).1 == #"the sound name "   ""# + onlyWhitespace)
        #expect(classify("\\", in: context).1 == Self.notShipped(#"\\"#, [Self.path]))
        #expect(classify("\n", in: context).0.status == .surroundingSpace)
    }

    @Test(
        "a path or spaced name that names no shipped sound still says why, and names what is left",
        arguments: [
            ("Sounds/bingbong.caf", "path", [path], "bingbong.caf"),
            ("Sounds/", "path", [path], nil),
            ("/", "path", [path], nil),
            ("file://", "path", [path], nil),
            ("chime-ima4.caf/", "path", [path], nil),
            (" bingbong.caf ", "surrounding-space", [spaces], "bingbong.caf"),
            (" Sounds/bingbong.caf", "surrounding-space", [spaces, path], "bingbong.caf"),
        ] as [(String, String, [String], String?)])
    func noSuggestion(name: String, status: String, hints: [String], left: String?) throws {
        let (reference, problem) = classify(name, in: try samples())
        #expect(reference.status.rawValue == status)
        #expect(reference.suggestion == nil)
        #expect(problem == Self.notShipped(name, hints, left: left))
    }

    @Test("the words in full, once: a path to no shipped sound")
    func notShippedInFull() throws {
        #expect(
            classify("Sounds/bingbong.caf", in: try samples()).1
                == "no sound named \"Sounds/bingbong.caf\" is shipped: a sound name is a file name looked up at the "
                    + """
                    bundle root, not a path, and \"bingbong.caf\" is not shipped either, so the default sound plays \
                    instead
                    """
        )
    }

    @Test("names that matched before keep their status, suggestion and words")
    func unchanged() throws {
        let context = try samples()
        let expected: [(String, SoundReference.Status, String?, String?)] = [
            ("default", .default, nil, nil),
            ("chime-ima4.caf", .valid, nil, nil),
            (
                "Chime-IMA4.caf", .caseMismatch, "chime-ima4.caf",
                #"no sound is named "Chime-IMA4.caf"; did you mean "chime-ima4.caf"? "#
                    + "Sound names are case-sensitive on the device"
            ),
            (
                "chime-ima4", .missingExtension, "chime-ima4.caf",
                #"no sound is named "chime-ima4"; the name needs its extension: "chime-ima4.caf""#
            ),
            ("bingbong.caf", .unknown, nil, #"no sound named "bingbong.caf" is shipped"# + Self.defaultPlays),
            ("", .unknown, nil, #"the sound name is empty; use a file name, or "default""#),
            ("x.", .unknown, nil, #"no sound named "x." is shipped"# + Self.defaultPlays),
            ("{{sound}}", .template, nil, nil),
            ("Sounds/$(sound)", .template, nil, nil),
            (
                "DING.caf", .caseMismatch, "Ding.caf",
                #"no sound is named "DING.caf"; did you mean "Ding.caf"? Sound names are case-sensitive on the device"#
            ),
        ]
        for (name, status, suggestion, message) in expected {
            let (reference, problem) = classify(name, in: context)
            #expect(reference.status == status, "\(name)")
            #expect(reference.suggestion == suggestion, "\(name)")
            #expect(problem == message, "\(name)")
        }
        let tooLong = classify("too-long.caf", in: context)
        #expect(tooLong.0.status == .invalidSound)
        #expect(tooLong.1?.hasPrefix(#""too-long.caf" is shipped but will not play: plays for 30.5 s"#) == true)
    }

    @Test("the new statuses' raw values, as JSON reports write them")
    func rawValues() {
        #expect(SoundReference.Status.path.rawValue == "path")
        #expect(SoundReference.Status.otherExtension.rawValue == "other-extension")
        #expect(SoundReference.Status.surroundingSpace.rawValue == "surrounding-space")
    }

    @Test("several sounds with the stem: a valid one first, else the first by name; the stem in its own case first")
    func preferValid() {
        let context = PayloadContext(
            manifest: SoundManifest(sounds: [
                Self.entry("done.aiff", valid: false, errors: ["too long"]), Self.entry("done.caf"),
                Self.entry("done.wav"),
                Self.entry("Alarm.caf"), Self.entry("alarm.wav", valid: false, errors: ["mp3 inside"]),
                Self.entry("bell.caf", valid: false),
            ]))
        #expect(classify("done.mp3", in: context).0.suggestion == "done.caf")
        #expect(classify("Done.mp3", in: context).0.suggestion == "done.caf")
        #expect(
            classify("Sounds/Done.CAF", in: context).1
                == Self.meant("Sounds/Done.CAF", "done.caf", [Self.path, Self.letterCase]))
        // The stem spelled exactly wins over a valid sound whose stem differs in case, and the
        // finding says the suggested sound will not play either.
        let alarm = classify("alarm.mp3", in: context)
        #expect(alarm.0.suggestion == "alarm.wav")
        #expect(alarm.0.reasons == ["mp3 inside"])
        #expect(
            alarm.1 == Self.meant("alarm.mp3", "alarm.wav", [Self.extensionHint(".wav", not: ".mp3")])
                + #"; and "alarm.wav" is shipped but will not play: mp3 inside"#)
        #expect(classify("ALARM.mp3", in: context).0.suggestion == "Alarm.caf")
        // A sound the manifest marks not valid, without its reasons.
        #expect(
            classify("Sounds/bell.caf", in: context).1 == Self.meant("Sounds/bell.caf", "bell.caf", [Self.path])
                + #"; and "bell.caf" is shipped but will not play: the manifest marks it as not valid"#)
    }

    @Test("a near miss on a sound that will not play says so, with the manifest's reasons")
    func invalidSuggestion() throws {
        let (reference, problem) = classify("Sounds/too-long.caf", in: try samples())
        #expect(reference.status == .path)
        #expect(reference.suggestion == "too-long.caf")
        #expect(reference.reasons.count == 1)
        let opening =
            Self.meant("Sounds/too-long.caf", "too-long.caf", [Self.path])
            + #"; and "too-long.caf" is shipped but will not play: plays for 30.5 s"#
        #expect(problem?.hasPrefix(opening) == true)
    }

    @Test(
        "the sample payloads: one sound-name error each, at the name, in exact words",
        arguments: [
            ("path-name.json", "path", meant("Sounds/chime-ima4.caf", "chime-ima4.caf", [path])),
            ("file-url-name.json", "path", meant("file://sounds/doorbell.wav", "doorbell.wav", [path])),
            (
                "other-extension.json", "other-extension",
                meant("chime-ima4.wav", "chime-ima4.caf", [extensionHint(".caf", not: ".wav")])
            ),
            ("spaced-name.json", "surrounding-space", meant("ping-pcm16.wav ", "ping-pcm16.wav", [spaces])),
        ])
    func samplePayloads(file: String, status: String, message: String) throws {
        let report = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
            .validate(file: TestPaths.sample("payloads/invalid/" + file))
        #expect(
            report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0)" }
                == ["sound-name error 4:14"])
        #expect(report.findings.map(\.message) == [message])
        #expect(report.sounds.map(\.reference.status.rawValue) == [status])
    }

    @Test("the sample payloads' words in full, once")
    func samplePayloadInFull() throws {
        let report = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
            .validate(file: TestPaths.sample("payloads/invalid/path-name.json"))
        #expect(
            report.findings.map(\.message)
                == [
                    #"no sound is named "Sounds/chime-ima4.caf"; did you mean "chime-ima4.caf"? "#
                        + "A sound name is a file name looked up at the bundle root, not a path"
                ])
    }

    @Test(
        "every payload shape, and source code, gives a near miss the same words",
        arguments: [
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
        let expected = try #require(SoundReference.classify(name, in: validator.context).problem)
        for document in documents {
            let findings = validator.validate(Array(document.utf8), path: "m.json").findings
            #expect(findings.filter { $0.rule == "sound-name" }.map(\.message) == [expected], "\(document)")
        }
        let scanner = ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest())
        let sources: [(String, SourceLanguage, String)] = [
            ("UNNotificationSound(named: UNNotificationSoundName(\"\(name)\"))", .swift, "A.swift"),
            ("DarwinNotificationDetails(sound: '\(name)')", .dart, "a.dart"),
            ("notifee.displayNotification({ios: {sound: '\(name)'}})", .javaScript, "a.ts"),
        ]
        for (text, language, path) in sources {
            let report = scanner.scan(Array(text.utf8), path: path, language: language)
            #expect(report.findings.map(\.message) == [expected], "\(path)")
        }
    }

    @Test("the sample sources: the Swift folder path, the Flutter asset path and the TypeScript path, at their quotes")
    func sampleSources() throws {
        let scanner = ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest())
        func findings(_ file: String) -> [String] {
            scanner.scan(file: TestPaths.sample("sources/" + file)).findings
                .map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
        }
        #expect(
            findings("App/Reminders.swift").last
                == "32:60 " + Self.meant("Sounds/chime-ima4.caf", "chime-ima4.caf", [Self.path]))
        #expect(
            findings("flutter/lib/notifications.dart")
                == ["13:53 " + Self.meant("assets/sounds/swoosh-sowt.aifc", "swoosh-sowt.aifc", [Self.path])])
        #expect(
            findings("web/src/notify.ts").last
                == "17:19 " + Self.notShipped("./assets/sounds/alarm.caf", [Self.path], left: "alarm.caf"))
    }

    @Test("the sound a near miss meant counts as used: no unused-sound finding for it")
    func usedBySuggestion() throws {
        let names = ["chime.caf", "ping.wav", "knock.aiff", "spare.caf"]
        let manifest = SoundManifest(sounds: names.map { Self.entry($0) })
        let scanner = ReferenceScanner(manifest: manifest)
        let text = "{ sound: 'Sounds/chime.caf' }, { sound: 'ping.caf' }, { sound: ' knock.aiff' }"
        let report = ReferenceReport(files: [scanner.scan(Array(text.utf8), path: "a.js", language: .javaScript)])
            .addingUnusedSounds(of: manifest, at: .sounds)
        #expect(report.files.flatMap(\.unusedSounds) == ["spare.caf"])
    }

    @Test("hostile names: a megabyte of spaces, slashes or dots, only separators, NULs: quick, no crash")
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
