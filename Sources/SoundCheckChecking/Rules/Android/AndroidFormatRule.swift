import SoundCheckCore

/// A raw resource must be in a format Android's media framework plays.
public struct AndroidFormatRule: Rule {
    public static let description = RuleDescription(
        identifier: "android-format",
        name: "Android format",
        summary:
            """
            The file is in a container and codec Android documents for playback (MP3, AAC, FLAC, Ogg Vorbis or \
            Opus, 8- or 16-bit PCM WAV, AMR, MIDI).
            """,
        rationale:
            """
            A channel or notification whose sound Android cannot decode plays the default sound, or nothing. \
            Sounds made for iOS are the usual cause: Android has no extractor for CAF or AIFF, and Expo copies \
            every listed sound into res/raw as it is.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("AndroidApp/android/app/src/main/res/raw/ios_chime.caf", message: "Android: CAF file"),
            RuleExample(
                "AndroidApp/android/app/src/main/res/raw/knock_float.wav",
                message: "Android: WAV holding float32 linear PCM"),
        ],
        nonTriggeringExamples: [
            "AndroidApp/android/app/src/main/res/raw/chime.wav", "AndroidApp/android/app/src/main/res/raw/ping.ogg",
            "AndroidApp/android/app/src/main/res/raw/knock.mp3",
        ],
        platform: .android
    )

    public init() {}

    /// What turns any sound into one Android plays: 16-bit WAV is what `convert` writes to a
    /// `.wav` name, Android documents it, and iOS plays it too.
    static let conversion =
        "convert it to 16-bit WAV with soundcheck convert IN -o OUT.wav (or to Ogg Vorbis with "
        + "soundcheck convert IN -o OUT.ogg)"

    /// What to do about a sound a config copies into res/raw as it is: the config names the file
    /// iOS plays too, so the repair is in the config, not in res/raw.
    static func repair(for placement: AndroidPlacement) -> String {
        switch placement.source {
        case .resourceFolder: conversion
        case .expoPrebuild:
            "expo-notifications copies the listed file into res/raw as it is: list a 16-bit WAV instead, which iOS and "
                + "Android both play (soundcheck convert IN -o OUT.wav)"
        case .cordovaResourceFile:
            "the resource-file copies it into res/raw as it is: copy a 16-bit WAV there instead (soundcheck convert "
                + "IN -o OUT.wav; iOS plays it too)"
        }
    }

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let placement = sound.android else { return [] }
        if let readError = sound.readError {
            return [finding("Android: cannot be read (\(readError))", about: sound)]
        }
        switch AndroidSoundFormats.playback(of: sound) {
        case .documented:
            return []
        case .undocumented(let why):
            return [
                finding(
                    "Android: \(why); it may play on some devices only; \(Self.repair(for: placement))", about: sound,
                    severity: .warning)
            ]
        case .unplayable(let why):
            return [
                finding(
                    "Android: \(why), so the default sound plays instead; \(Self.repair(for: placement))", about: sound)
            ]
        }
    }
}
