import SoundCheckCore

/// A raw resource's name must be one aapt2 accepts.
public struct AndroidResourceNameRule: Rule {
    public static let description = RuleDescription(
        identifier: "android-resource-name",
        name: "Android resource name",
        summary:
            """
            The file name up to its first dot is a valid Android resource name: a lowercase letter, then only a-z, \
            0-9 and _.
            """,
        rationale:
            """
            aapt2 refuses any other name and the Android build stops (Expo's plugin refuses it at prebuild); a \
            team that renames the file by hand must also change every channel, FCM message and R.raw reference \
            that names it.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "AndroidApp/android/app/src/main/res/raw/Alert-Tone.mp3",
                message: "Android: the resource name 'Alert-Tone' is not valid")
        ],
        nonTriggeringExamples: [
            "AndroidApp/android/app/src/main/res/raw/chime.wav", "AndroidApp/android/app/src/main/res/raw/ping.ogg",
            "AndroidApp/android/app/src/main/res/raw/knock_float.wav",
        ],
        platform: .android
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let resource = sound.android?.resource, !resource.isValid else { return [] }
        let shown = resource.name.isEmpty ? "an empty resource name" : "the resource name '\(resource.name)'"
        return [
            finding(
                "Android: \(shown) is not valid (a lowercase letter first, then only a-z, 0-9 and _): aapt2 "
                    + "refuses it and the build stops; rename it to "
                    + "\(resource.validSpelling)\(Self.extensionPart(resource.fileName)) "
                    + "and name it \(resource.validSpelling) in channels and FCM messages", about: sound)
        ]
    }

    /// The file name after the resource name (`.mp3`), kept by a rename.
    static func extensionPart(_ fileName: String) -> String {
        guard let dot = fileName.firstIndex(of: ".") else { return "" }
        return String(fileName[dot...])
    }
}
