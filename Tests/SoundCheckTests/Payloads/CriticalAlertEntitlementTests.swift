import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `critical-alert-entitlement`: critical alerts in payloads, services' messages and source code,
/// judged against a manifest that records whether the app holds the entitlement.
@Suite("Payloads: the critical-alerts entitlement")
struct CriticalAlertEntitlementTests {
    static let lacking = CriticalAlertsEntitlement(
        app: "Alarm", status: .notGranted, source: "Alarm/Alarm.entitlements")

    /// The samples' manifest, saying the app lacks the entitlement (or `fact`).
    static func manifest(_ fact: CriticalAlertsEntitlement? = lacking) throws -> SoundManifest {
        var manifest = try PayloadValidatorTests.samplesManifest()
        manifest.criticalAlerts = fact
        return manifest
    }

    func findings(_ text: String, _ fact: CriticalAlertsEntitlement? = lacking) throws -> [String] {
        PayloadValidator(manifest: try Self.manifest(fact)).validate(Array(text.utf8), path: "p.json").findings
            .filter { $0.rule == "critical-alert-entitlement" }
            .map { "\($0.severity.rawValue) \($0.line ?? 0):\($0.column ?? 0)" }
    }

    static let critical = """
        {"aps": {"alert": "Smoke",
          "sound": {"critical": 1, "name": "chime-ima4.caf", "volume": 1}}}
        """

    @Test("a critical sound dictionary: an error at its \"critical\" key, with the file to change and the fix")
    func apns() throws {
        #expect(try findings(Self.critical) == ["error 2:13"])
        let report = PayloadValidator(manifest: try Self.manifest()).validate(Array(Self.critical.utf8), path: "p.json")
        #expect(
            report.findings.map(\.message) == [
                """
                the sound dictionary's \"critical\" asks for a critical alert, but Alarm's entitlements lack \
                com.apple.developer.usernotifications.critical-alerts (Alarm/Alarm.entitlements): iOS plays the \
                sound as an ordinary one, silenced by the ring switch and Focus; add the entitlement (Apple grants \
                it on request) to the app target's .entitlements file, or send a non-critical sound
                """
            ])
        #expect(!report.valid)
    }

    @Test("the critical interruption level alone asks for it too; one finding per payload")
    func interruptionLevel() throws {
        #expect(
            try findings(#"{"aps": {"alert": "x", "sound": "chime-ima4.caf", "interruption-level": "critical"}}"#) == [
                "error 1:51"
            ])
        #expect(
            try findings(
                #"{"aps": {"interruption-level": "critical", "sound": {"critical": 1, "name": "chime-ima4.caf"}}}"#)
                == ["error 1:54"])
    }

    @Test("not critical, granted, or unknown: no finding")
    func silent() throws {
        #expect(try findings(#"{"aps": {"sound": {"critical": 0, "name": "chime-ima4.caf", "volume": 1}}}"#).isEmpty)
        #expect(try findings(#"{"aps": {"sound": "chime-ima4.caf", "interruption-level": "time-sensitive"}}"#).isEmpty)
        let granted = CriticalAlertsEntitlement(app: "Alarm", status: .granted, source: "Alarm/Alarm.entitlements")
        #expect(try findings(Self.critical, granted).isEmpty)
        #expect(try findings(Self.critical, nil).isEmpty)
        #expect(try findings(Self.critical, CriticalAlertsEntitlement(app: "A", status: .unknown, source: "A")).isEmpty)
    }

    @Test(
        "services: Expo's critical flag and level, OneSignal's level, FCM's apns payload",
        arguments: [
            (#"{"to": "ExponentPushToken[x]", "sound": {"critical": true, "name": "chime-ima4.caf"}}"#, ["error 1:42"]),
            (
                #"{"to": "ExponentPushToken[x]", "sound": "chime-ima4.caf", "interruptionLevel": "critical"}"#,
                ["error 1:59"]
            ),
            (#"{"to": "ExponentPushToken[x]", "sound": {"critical": false, "name": "chime-ima4.caf"}}"#, []),
            (
                #"{"app_id": "a", "include_aliases": {}, "ios_sound": "chime-ima4.caf", "ios_interruption_level": "critical"}"#,
                ["error 1:71"]
            ),
            (
                #"{"message": {"token": "t", "apns": {"payload": {"aps": {"sound": {"critical": 1, "name": "chime-ima4.caf"}}}}}}"#,
                ["error 1:67"]
            ),
        ])
    func services(text: String, expected: [String]) throws {
        #expect(try findings(text) == expected)
    }

    @Test("refs: criticalSoundNamed and defaultCritical… in Swift and Objective-C, at the API's name")
    func references() throws {
        let scanner = ReferenceScanner(manifest: try Self.manifest())
        func found(_ source: String, _ language: SourceLanguage) -> [String] {
            scanner.scan(Array(source.utf8), path: "A", language: language).findings
                .filter { $0.rule == "critical-alert-entitlement" }.map {
                    "\($0.line ?? 0):\($0.column ?? 0) \($0.message.prefix { $0 != "," })"
                }
        }
        let swift = """
            content.sound = .criticalSoundNamed(UNNotificationSoundName("chime-ima4.caf"), withAudioVolume: 1)
            alarm.sound = UNNotificationSound.defaultCritical
            loud.sound = .defaultCriticalSound(withAudioVolume: 0.5)
            // UNNotificationSound.defaultCritical in a comment is no call
            """
        #expect(
            found(swift, .swift) == [
                "1:18 criticalSoundNamed makes a critical-alert sound",
                "2:35 defaultCritical makes a critical-alert sound",
                "3:15 defaultCriticalSound makes a critical-alert sound",
            ])
        let objectiveC = "content.sound = [UNNotificationSound defaultCriticalSoundWithAudioVolume:0.8];"
        #expect(
            found(objectiveC, .objectiveC) == ["1:38 defaultCriticalSoundWithAudioVolume makes a critical-alert sound"])
        #expect(found("const defaultCritical = 1", .javaScript).isEmpty)
        let unknown = ReferenceScanner(manifest: try Self.manifest(nil))
        #expect(unknown.scan(Array(swift.utf8), path: "A", language: .swift).findings.isEmpty)
    }
}

/// The manifest's `criticalAlerts` key: written only when known, read by this soundcheck and
/// ignored by older ones (format version 1 either way).
@Suite("Manifest: the critical-alerts fact")
struct ManifestCriticalAlertsTests {
    @Test("written after version, read back; unknown is left out, and an old manifest reads as unknown")
    func roundTrip() throws {
        let entry = SoundManifest.Entry(
            name: "a.caf", path: "a.caf", container: "caf", encoding: "ima4", bytes: 10, sha256: "00", valid: true)
        let fact = CriticalAlertsEntitlement(
            app: "Alarm", status: .notGranted, source: "Alarm/Alarm.entitlements", detail: "lacking in Release")
        let manifest = SoundManifest(sounds: [entry], criticalAlerts: fact)
        #expect(
            manifest.json.hasPrefix(
                """
                {
                  "version": 1,
                  "criticalAlerts": {
                    "app": "Alarm",
                    "granted": false,
                    "source": "Alarm/Alarm.entitlements",
                    "detail": "lacking in Release"
                  },
                  "sounds": [
                """))
        #expect(try SoundManifest(json: Array(manifest.json.utf8)) == manifest)
        let old = SoundManifest(sounds: [entry])
        #expect(!old.json.contains("criticalAlerts"))
        #expect(try SoundManifest(json: Array(old.json.utf8)).criticalAlerts == nil)
        #expect(
            SoundManifest(
                sounds: [entry], criticalAlerts: CriticalAlertsEntitlement(app: "A", status: .unknown, source: "A")
            ).criticalAlerts == nil)
    }

    @Test("a reader that knows only version and sounds (as soundcheck before it) reads the new manifest the same")
    func olderReaders() throws {
        let entry = SoundManifest.Entry(
            name: "a.caf", path: "a.caf", container: "caf", encoding: "ima4", bytes: 10, sha256: "00", valid: true)
        let new = SoundManifest(
            sounds: [entry],
            criticalAlerts: CriticalAlertsEntitlement(app: "A", status: .granted, source: "A.entitlements"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(new.json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        var withoutKey = object
        withoutKey["criticalAlerts"] = nil
        let stripped = try JSONSerialization.data(withJSONObject: withoutKey)
        #expect(try SoundManifest(json: [UInt8](stripped)).sounds == new.sounds)
        for damaged in [#"{"granted": "yes"}"#, #"{"app": "A"}"#, "[]", "null"] {
            let text = #"{"version": 1, "criticalAlerts": "# + damaged + #", "sounds": []}"#
            #expect(try SoundManifest(json: Array(text.utf8)).criticalAlerts == nil, "\(damaged)")
        }
    }

    @Test("built from a report: the applications' agreed fact, its file relative to --root; --check sees a change")
    func builder() throws {
        var report = CheckReport(files: [])
        report.criticalAlerts = [
            CriticalAlertsEntitlement(app: "A", status: .notGranted, source: "/p/A/A.entitlements")
        ]
        let built = ManifestBuilder(root: "/p").manifest(for: report)
        #expect(
            built.criticalAlerts == CriticalAlertsEntitlement(app: "A", status: .notGranted, source: "A/A.entitlements")
        )
        report.criticalAlerts.append(CriticalAlertsEntitlement(app: "B", status: .granted, source: "/p/B.entitlements"))
        #expect(ManifestBuilder(root: "/p").manifest(for: report).criticalAlerts == nil)
        let comparison = ManifestComparison(
            committed: SoundManifest(sounds: []), current: built, path: "m.json", update: "u")
        #expect(!comparison.isUpToDate)
        #expect(comparison.text.contains("~ criticalAlerts.granted null → false\n"))
    }
}
