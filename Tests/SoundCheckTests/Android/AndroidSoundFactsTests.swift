import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

@Suite("Android: resource names and playable formats")
struct AndroidSoundFactsTests {
    @Test(
        "aapt2's resource name: up to the first dot; a letter first, then a-z, 0-9 and _ only",
        arguments: [
            ("alert.mp3", "alert", true), ("alert_2.ogg", "alert_2", true), ("alert.v2.mp3", "alert", true),
            ("notification-sound.wav", "notification-sound", false), ("Notification.mp3", "Notification", false),
            ("2alert.wav", "2alert", false), ("_alert.wav", "_alert", false), ("sonnerie é.ogg", "sonnerie é", false),
            (".hidden.mp3", "", false),
        ])
    func resourceNames(file: String, name: String, valid: Bool) {
        let resource = AndroidResourceName(fileName: file)
        #expect(resource.name == name)
        #expect(resource.isValid == valid)
    }

    @Test(
        "the valid spelling offered is itself valid and close to the name",
        arguments: [
            ("notification-sound.wav", "notification_sound"), ("Notification.mp3", "notification"),
            ("2alert.wav", "sound_2alert"), ("__a--b__.mp3", "a_b"), ("é.mp3", "sound"), ("ok_name.mp3", "ok_name"),
        ])
    func validSpellings(file: String, spelling: String) {
        let suggested = AndroidResourceName(fileName: file).validSpelling
        #expect(suggested == spelling)
        #expect(AndroidResourceName(fileName: suggested + ".mp3").isValid)
    }

    /// soundcheck's reading of each sample against ffprobe's (an independent demuxer): the
    /// container and codec ffprobe names decide what Android documents.
    @Test(
        "what Android plays, by what the reader finds, agrees with ffprobe's container and codec",
        .enabled(if: ExternalTool.hasFFmpeg, "needs ffprobe"),
        arguments: [
            "valid/ping-pcm16.wav", "valid/buzz-alaw.wav", "valid/ring-ulaw.wav", "valid/pop-float32.caf",
            "valid/knock-pcm16.aiff", "valid/click-alaw.aifc", "invalid/theme.mp3",
            "FlutterApp/android/app/src/main/res/raw/fa_ping.mp3",
            "AndroidApp/android/app/src/main/res/raw/ping.ogg", "AndroidApp/android/app/src/main/res/raw/doorbell.wav",
            "AndroidApp/android/app/src/main/res/raw/knock_float.wav",
            "AndroidApp/android/app/src/main/res/raw/ios_chime.caf",
        ])
    func playbackAgreesWithFFprobe(sample: String) throws {
        let path = TestPaths.sample(sample)
        let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(path: path)
        let probe = try ExternalTool.ffprobe(path, entries: "format=format_name:stream=codec_name")
        let expected: String =
            switch (probe["format_name"] ?? "", probe["codec_name"] ?? "") {
            case ("mp3", "mp3"), ("ogg", "vorbis"), ("ogg", "opus"): "documented"
            case ("wav", "pcm_s16le"), ("wav", "pcm_u8"): "documented"
            case ("wav", _): "undocumented"
            case ("caf", _), ("aiff", _): "unplayable"
            default: "unexpected \(probe)"
            }
        let playback = AndroidSoundFormats.playback(of: sound)
        let found =
            switch playback {
            case .documented: "documented"
            case .undocumented: "undocumented"
            case .unplayable: "unplayable"
            }
        #expect(found == expected, "\(sample): \(playback)")
    }

    @Test("formats named by the sniffer: Android's documented ones play, others do not")
    func sniffedFormats() {
        var sound = InspectedSound(path: "x.ogg", description: nil, foreignFormat: "Ogg Vorbis")
        #expect(AndroidSoundFormats.playback(of: sound) == .documented)
        sound.foreignFormat = "WavPack"
        #expect(
            AndroidSoundFormats.playback(of: sound)
                == .unplayable("WavPack: not among the formats Android documents or extracts"))
        #expect(
            AndroidSoundFormats.playback(of: InspectedSound(path: "x", description: nil))
                == .unplayable("not an audio file soundcheck could read"))
    }
}
