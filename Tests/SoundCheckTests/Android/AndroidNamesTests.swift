import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// The manifest's Android half and the Android names of push messages checked against it.
@Suite("Android names: the manifest's Android half, and messages' Android sounds")
struct AndroidNamesTests {
    static func entry(_ name: String, valid: Bool = true) -> SoundManifest.Entry {
        SoundManifest.Entry(
            name: name, path: "android/app/src/main/res/raw/\(name).ogg", container: "unknown",
            encoding: "vorbis", bytes: 10, sha256: "", valid: valid,
            failedRules: valid ? [] : ["android-format"], errors: valid ? [] : ["Android: CAF file"])
    }

    static let manifest = SoundManifest(sounds: [], android: [entry("chime"), entry("siren", valid: false)])

    static func findings(_ androidSound: String, manifest: SoundManifest = manifest) -> [Finding] {
        let message = #"{"message": {"topic": "t", "android": {"notification": {"sound": "\#(androidSound)"}}}}"#
        return PayloadValidator(manifest: manifest).validate(Array(message.utf8), path: "m.json").findings
            .filter { $0.rule == "android-sound" }
    }

    @Test("a listed resource that plays, default and a placeholder pass")
    func passes() {
        for name in ["chime", "default", "{{sound}}"] { #expect(Self.findings(name).isEmpty, "\(name)") }
    }

    @Test("a name with its extension, in capitals, of a sound that will not play, or of nothing: an error at the name")
    func errors() throws {
        let extensionFinding = try #require(Self.findings("chime.ogg").first)
        #expect(
            extensionFinding.message
                == "Android finds no raw resource named \"chime.ogg\" in the app: Android names it "
                + "without the extension, \"chime\", so the default sound plays")
        #expect((extensionFinding.line, extensionFinding.column) == (1, 66))
        #expect(Self.findings("Chime").first?.message.contains("resource names are lowercase, \"chime\"") == true)
        #expect(
            Self.findings("siren").first?.message
                == """
                Android plays \"siren\" (android/app/src/main/res/raw/siren.ogg), which will not play on Android: \
                Android: CAF file
                """
        )
        #expect(Self.findings("gong").first?.message.contains("(it ships \"chime\", \"siren\")") == true)
        // A name aapt2 refuses is no resource: not offered as what the app ships.
        let withInvalid = SoundManifest(
            sounds: [], android: [Self.entry("Bad-Name", valid: false), Self.entry("chime")])
        #expect(Self.findings("gong", manifest: withInvalid).first?.message.contains("(it ships \"chime\")") == true)
    }

    @Test(
        "the legacy API's notification.sound is Android's name too: judged as one, with why one name cannot serve both")
    func legacyAPI() throws {
        func findings(_ sound: String) -> [Finding] {
            let message = #"{"to": "/topics/t", "notification": {"title": "t", "sound": "\#(sound)"}}"#
            return PayloadValidator(manifest: Self.manifest).validate(Array(message.utf8), path: "m.json").findings
                .filter { $0.rule == "android-sound" || $0.rule == "platform-sound" }
        }
        #expect(findings("chime").isEmpty)
        let finding = try #require(findings("chime.ogg").first)
        #expect(finding.rule == "android-sound")
        #expect(
            finding.message.hasPrefix(
                "Android finds no raw resource named \"chime.ogg\" in the app: Android names it without"))
        #expect(
            finding.message.hasSuffix(
                "the legacy API's notification.sound is one name for both platforms (iOS wants the "
                    + "file name, Android the resource name), so send Android devices a message of their own, or use the HTTP v1 API's "
                    + "android and apns blocks"))
        #expect((finding.line, finding.column) == (1, 61))
    }

    @Test("platform-sound says whether each half resolves, as far as the manifest knows")
    func platformSoundHalves() throws {
        let ios = SoundManifest.Entry(
            name: "bell.caf", path: "Sounds/bell.caf", container: "caf", encoding: "ima4", bytes: 10,
            sha256: "", valid: true)
        let both = SoundManifest(sounds: [ios], android: [Self.entry("chime"), Self.entry("siren", valid: false)])
        func platformSound(_ manifest: SoundManifest) -> String? {
            let message =
                #"{"message": {"topic": "t", "android": {"notification": {"sound": "siren"}}, "#
                + #""apns": {"payload": {"aps": {"sound": "bell.caf"}}}}}"#
            return PayloadValidator(manifest: manifest).validate(Array(message.utf8), path: "m.json").findings
                .first { $0.rule == "platform-sound" }?.message
        }
        #expect(
            platformSound(both)
                == "iOS plays \"bell.caf\" but Android plays \"siren\": the two differ beyond the extension, "
                    + """
                    so one platform plays another sound (iOS's resolves to a sound that plays; Android's does not \
                    resolve to one)
                    """
        )
        #expect(
            platformSound(SoundManifest(sounds: [ios]))?.hasSuffix("(iOS's resolves to a sound that plays)") == true)
    }

    @Test("a manifest without an Android half judges no Android name")
    func noAndroidHalf() {
        #expect(Self.findings("gong", manifest: SoundManifest(sounds: [])).isEmpty)
    }

    @Test("the Android half round-trips through JSON; a manifest without it reads as before; a wrong type is refused")
    func json() throws {
        let read = try SoundManifest(json: Array(Self.manifest.json.utf8))
        #expect(read.android == Self.manifest.android)
        #expect(try SoundManifest(json: Array(#"{"version": 1, "sounds": []}"#.utf8)).android == nil)
        #expect(throws: ManifestError.self) {
            try SoundManifest(json: Array(#"{"version": 1, "sounds": [], "android": {}}"#.utf8))
        }
        #expect(!SoundManifest(sounds: []).json.contains("android"))
    }

    @Test(
        """
        manifest of samples/AndroidApp: resource names, Android verdicts, no iOS entry; an iOS-only report has no \
        Android half
        """
    )
    func builder() throws {
        let root = TestPaths.sample("AndroidApp")
        let report = try Checker().check(paths: [root])
        let manifest = ManifestBuilder(root: root).manifest(for: report, jobs: 1)
        #expect(manifest.sounds.isEmpty)
        let android = try #require(manifest.android)
        // Alert-Tone.mp3's name stops the build: listed, not valid, so a message naming it is told why.
        #expect(
            android.first { $0.path.hasSuffix("Alert-Tone.mp3") }.map { ($0.name, $0.valid) } ?? ("", true) == (
                "Alert-Tone", false
            ))
        #expect(android.first { $0.name == "chime" }?.path == "android/app/src/main/res/raw/chime.wav")
        #expect(android.first { $0.name == "stripped" }?.failedRules == ["android-resource-shrinking"])
        #expect(android.filter { $0.name == "notify" }.count == 2)
        let ios = try Checker().check(paths: [TestPaths.sample("valid")])
        #expect(ManifestBuilder(root: TestPaths.sample("valid")).manifest(for: ios, jobs: 1).android == nil)
    }

    @Test("samples/payloads/services against samples/manifest.json: the unresolved Android names, and only those")
    func samples() throws {
        let manifest = try SoundManifest(contentsOf: TestPaths.sample("manifest.json"))
        let report = try PayloadValidator(manifest: manifest).validate(paths: [TestPaths.sample("payloads/services")])
        let found = report.files.flatMap(\.findings).filter { $0.rule == "android-sound" }
            .map { "\(PathText.lastComponent(of: $0.path)):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(found == ["fcm-android-extension.json:6:34", "fcm-android-unknown.json:6:34"])
    }
}
