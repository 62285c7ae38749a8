import Foundation
import Testing

@testable import SoundCheckCore

/// Names in source code are judged exactly as a payload's sound is (`sound-name`, the same
/// words), files are read one by one with their own findings, and `addingUnusedSounds` is the
/// collecting `unused-sound` check.
@Suite("refs: scanner and unused sounds")
struct ReferenceScannerTests {
    func scanner(_ options: PayloadOptions = PayloadOptions()) throws -> ReferenceScanner {
        ReferenceScanner(manifest: try PayloadValidatorTests.samplesManifest(), options: options)
    }

    @Test(
        "a wrong case, a missing extension, an unknown and an invalid sound: the payload's sound-name message",
        arguments: [
            "chime-IMA4.caf", "doorbell", "missing.caf", "too-long.caf", "",
            "Sounds/chime-ima4.caf", "chime-ima4.mp3", " ping-pcm16.wav", "assets/sounds/bingbong.caf",
        ])
    func sameMessageAsPayloads(name: String) throws {
        let payload = PayloadValidator(manifest: try PayloadValidatorTests.samplesManifest())
            .validate(Array(#"{"aps": {"sound": "\#(name)"}}"#.utf8), path: "p.json")
        let source = try scanner().scan(
            Array("let s = UNNotificationSound(named: \"\(name)\")\n".utf8), path: "A.swift", language: .swift)
        let expected = try #require(payload.findings.first { $0.rule == "sound-name" })
        #expect(source.findings.map(\.message) == [expected.message])
        #expect(source.findings.map(\.rule) == ["sound-name"])
        #expect(source.findings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:36"])
        #expect(source.references.map(\.reference) == payload.sounds.map(\.reference))
    }

    @Test("a file of an Android project, by its folder or its name, is read for nothing")
    func androidFiles() throws {
        let text = Array("map.put(\"sound\", \"uri\"); map.put(\"sound\", name);\n".utf8)
        #expect(try scanner().scan(text, path: "server/Push.java", language: .java).findings.count == 1)
        for path in [
            "app/android/app/src/main/java/Push.java", "Android/Push.java", "lib/AndroidChannels.java",
            "test/android_test.java",
        ] {
            let report = try scanner().scan(text, path: path, language: .java)
            #expect(report.references.isEmpty && report.notCheckable.isEmpty && report.findings.isEmpty, "\(path)")
        }
        // Only a folder named android, not one whose name merely holds the word.
        #expect(try scanner().scan(text, path: "my-android-app/server/Push.java", language: .java).findings.count == 1)
    }

    @Test("valid names and \"default\" give no finding; disabled_rules and severity apply")
    func valid() throws {
        let text = Array("{ sound: 'chime-ima4.caf' }, { sound: 'default' }, { sound: 'Chime-ima4.caf' }".utf8)
        let report = try scanner().scan(text, path: "a.js", language: .javaScript)
        #expect(report.references.map(\.reference.status) == [.valid, .default, .caseMismatch])
        #expect(report.findings.count == 1)
        var options = PayloadOptions()
        options.selection.severities = ["sound-name": .warning]
        #expect(
            try scanner(options).scan(text, path: "a.js", language: .javaScript).findings.map(\.severity) == [.warning])
        options.selection.disabled = ["sound-name"]
        #expect(try scanner(options).scan(text, path: "a.js", language: .javaScript).findings.isEmpty)
    }

    @Test("samples/sources: hidden and dependency folders skipped, each file its own report")
    func samples() throws {
        let report = try scanner().scan(paths: [TestPaths.sample("sources")])
        let names = report.files.map { PathText.lastComponent(of: $0.path) }
        #expect(
            names == [
                "AlarmScheduler.m", "Reminders.swift", "alarms.dart", "notifications.dart", "ApnsPayloads.java",
                "PushSender.kt", "notify.ts",
            ])
        #expect(report.files.flatMap(\.notCheckable).count == 3)
        // 7 about iOS names, and notify.ts' Android 'alarm_loud', which the manifest's Android half lacks.
        #expect(report.summary.errors == 8)
        #expect(
            report.files.flatMap(\.findings).filter { $0.rule == "android-sound" }.map {
                "\($0.line ?? 0):\($0.column ?? 0)"
            }
                == ["11:44"])
        #expect(
            report.files.flatMap(\.androidReferences).map { "\($0.name) \($0.resolves == true)" }
                == ["alarm true", "chime true", "chime_ima4 true", "alarm_loud false"])
        // The two Dart files create the channel 'alarms' with two sounds: a warning at each.
        #expect(
            report.files.flatMap(\.findings).filter { $0.rule == "android-channel-sound" }
                .map { "\(PathText.lastComponent(of: $0.path)):\($0.line ?? 0)" } == [
                    "alarms.dart:6", "notifications.dart:4",
                ])
    }

    @Test("one unreadable, too large or unknown file gets a source-file finding; the others are still read")
    func isolation() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder given by a source file's name cannot be read as one, even by root.
        let good = folder.appendingPathComponent("Good.swift")
        let unreadable = folder.appendingPathComponent("Folder.swift")
        let large = folder.appendingPathComponent("large.js")
        let text = folder.appendingPathComponent("notes.txt")
        try Data("UNNotificationSoundName(\"nope.caf\")".utf8).write(to: good)
        try FileManager.default.createDirectory(at: unreadable, withIntermediateDirectories: true)
        try Data(count: 100).write(to: large)
        try Data("sound: 'x'".utf8).write(to: text)
        var scanner = try scanner()
        scanner.maximumFileSize = 99
        let report = try scanner.scan(paths: [folder.path, unreadable.path, text.path])
        let rules = report.files.map { "\(PathText.lastComponent(of: $0.path)) \($0.findings.map(\.rule))" }
        #expect(
            rules == [
                "Folder.swift [\"source-file\"]", "Good.swift [\"sound-name\"]", "large.js [\"source-file\"]",
                "notes.txt [\"source-file\"]",
            ])
        #expect(report.files[0].findings.first?.message.hasPrefix("cannot read the file: ") == true)
        #expect(
            report.files[2].findings.first?.message
                == "skipped: the file is 100 bytes; source files over 99 bytes are not read")
    }

    @Test("--unused: every manifest sound no reference names, at its name in the manifest; a near miss counts as use")
    func unused() throws {
        let manifest = try PayloadValidatorTests.samplesManifest()
        let source = "UNNotificationSoundName(\"Chime-IMA4.caf\"); UNNotificationSoundName(\"doorbell\")"
        let scanned = ReferenceReport(files: [try scanner().scan(Array(source.utf8), path: "A.swift", language: .swift)]
        )
        let path = TestPaths.sample("manifest.json")
        let report = scanned.addingUnusedSounds(of: manifest, at: .file(path), alsoUsed: ["ping-pcm16.wav"])
        let file = try #require(report.files.last)
        #expect(file.path == path)
        let named: Set<String> = ["chime-ima4.caf", "doorbell.wav", "ping-pcm16.wav"]
        var seen: Set<String> = []
        #expect(
            file.unusedSounds == manifest.sounds.map(\.name).filter { !named.contains($0) && seen.insert($0).inserted })
        #expect(
            file.findings.first.map { "\($0.rule) \($0.severity) \($0.line ?? 0):\($0.column ?? 0)" }
                == "unused-sound warning 5:15")
        #expect(
            file.findings.first?.message
                == "no reference names \"Ding.caf\"; remove it from the app, or name it where a notification is made")
        let bySounds = scanned.addingUnusedSounds(of: manifest, at: .sounds)
        #expect(bySounds.files.dropFirst().allSatisfy { $0.findings.count == 1 && $0.findings[0].line == nil })
        #expect(bySounds.files.dropFirst().first?.path == "collisions/c/Ding.caf")
        var options = PayloadOptions()
        options.selection.disabled = ["unused-sound"]
        let disabled = scanned.addingUnusedSounds(of: manifest, at: .file(path), options: options)
        #expect(disabled.files.map(\.path) == ["A.swift"])
    }

    @Test("unused-sound is a collecting rule: it collects the names of every source file, then judges manifest sounds")
    func unusedSoundCollects() throws {
        let files = try [
            ("A.swift", "UNNotificationSoundName(\"a.caf\")"), ("B.swift", "UNNotificationSoundName(\"B\")"),
        ]
        .map { try scanner().scan(Array($0.1.utf8), path: $0.0, language: .swift) }
        let rule = UnusedSoundRule()
        let context = UnusedSoundRule.Context(
            alsoUsed: ["c.caf"], location: .file("m.json"),
            namePositions: ["d.caf": TextPosition(line: 3, column: 9, offset: 20)])
        let used = rule.collect(files, in: context)
        #expect(used.isSuperset(of: ["a.caf", "B", "c.caf"]))
        func entry(_ name: String) -> SoundManifest.Entry {
            SoundManifest.Entry(
                name: name, path: "Sounds/" + name, container: "caf", encoding: "ima4", bytes: 1, sha256: "",
                valid: true)
        }
        for name in ["a.caf", "B", "c.caf"] {
            #expect(rule.validate(entry(name), collected: used, in: context).isEmpty)
        }
        let finding = try #require(rule.validate(entry("d.caf"), collected: used, in: context).first)
        #expect("\(finding.path):\(finding.line ?? 0):\(finding.column ?? 0)" == "m.json:3:9")
        let onTheFly = UnusedSoundRule.Context(location: .sounds)
        #expect(rule.validate(entry("d.caf"), collected: used, in: onTheFly).map(\.path) == ["Sounds/d.caf"])
    }
}
