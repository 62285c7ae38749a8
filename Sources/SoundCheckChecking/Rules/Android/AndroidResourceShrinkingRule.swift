import SoundCheckCore

/// A raw resource named only at run time must survive the release build's resource shrinking.
public struct AndroidResourceShrinkingRule: Rule {
    public static let description = RuleDescription(
        identifier: "android-resource-shrinking",
        name: "Android resource shrinking",
        summary:
            """
            When release builds shrink resources (shrinkResources, on by default in Flutter apps), a tools:keep \
            rule or a static reference keeps the sound.
            """,
        rationale:
            """
            The shrinker removes raw resources nothing references statically. A notification sound is usually \
            named only at run time (a channel, an FCM message, a name passed from Dart or JavaScript), so the \
            release build ships without it and plays the default sound, while debug builds play it \
            (OneSignal-Flutter-SDK #335, capacitor-plugins #2191).
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "AndroidApp/android/app/src/main/res/raw/stripped.ogg",
                message: "Android: release builds remove @raw/stripped"),
            RuleExample(
                "AndroidApp/android/chimes/src/main/res/raw/siren.ogg",
                message: "Android: release builds remove @raw/siren"),
        ],
        nonTriggeringExamples: [
            "AndroidApp/android/app/src/main/res/raw/chime.wav", "AndroidApp/android/chimes/src/main/res/raw/alarm.ogg",
            "AndroidApp/android/chimes/src/main/res/raw/bell.ogg",
            "FlutterApp/android/app/src/main/res/raw/fa_ping.mp3",
        ],
        platform: .android
    )

    public init() {}

    public func validate(_ sound: InspectedSound, in context: RuleContext) -> [Finding] {
        guard let placement = sound.android, placement.resource.isValid, let shrinking = placement.shrinking,
            shrinking.shrinks
        else { return [] }
        let name = placement.resource.name
        if let discard = shrinking.discardedBy {
            return [
                finding(
                    "Android: release builds remove @raw/\(name): tools:discard in \(discard) names it, so a "
                        + "channel or FCM message naming it plays the default sound; take it out of tools:discard",
                    about: sound)
            ]
        }
        guard shrinking.keptBy == nil else { return [] }
        if Self.frameworkConstants.contains(name) {
            return [
                finding(
                    "Android: release builds may remove @raw/\(name): \(Self.why(shrinking.setting)) and nothing "
                        + "in the app keeps it (no tools:keep rule, no R.raw.\(name) or @raw/\(name)); only the "
                        + "string \"\(name)\", "
                        + "a constant of Android's own (a Context service name) that libraries compile in, may keep "
                        + "it in the "
                            + """
                            shrinker's safe mode, by chance; \
                            \(Self.fix(name, keepFiles: shrinking.keepFiles, folder: placement.folder))
                            """,
                    about: sound, severity: .warning)
            ]
        }
        return [
            finding(
                "Android: release builds remove @raw/\(name): \(Self.why(shrinking.setting)) and nothing keeps "
                    + "it (no tools:keep rule, no R.raw.\(name) or @raw/\(name)), so a channel or FCM message naming "
                    + "it plays the "
                    + "default sound; \(Self.fix(name, keepFiles: shrinking.keepFiles, folder: placement.folder))",
                about: sound)
        ]
    }

    /// The values of `Context`'s `…_SERVICE` constants that a sound could be named: javac puts
    /// them into every library that asks for the service (`getSystemService(NOTIFICATION_SERVICE)`
    /// compiles to the string "notification"), and when any code calls `getIdentifier` (as
    /// flutter_local_notifications does) the shrinker's safe mode keeps every resource named like
    /// a string in the code. Whether that happens depends on the libraries: not known here.
    static let frameworkConstants: Set<String> = [
        "account", "activity", "alarm", "audio", "bluetooth", "camera", "clipboard", "display", "download", "keyguard",
        "location", "midi", "nfc", "notification", "phone", "power", "print", "search", "sensor", "storage", "uimode",
        "usb", "user", "vibrator", "wallpaper", "wifi", "window",
    ]

    static func why(_ setting: ResourceShrinking.Setting) -> String {
        switch setting {
        case .on(let position): "shrinkResources is on for release (\(position.text))"
        case .flutterDefault(let build):
            """
            Flutter's Gradle plugin shrinks resources in release builds (\(build) applies it and does not turn \
            shrinkResources off)
            """
        case .off, .unknown: "resources are shrunk"
        }
    }

    static func fix(_ name: String, keepFiles: [String], folder: String) -> String {
        if let file = keepFiles.first { return "add @raw/\(name) to tools:keep in \(file)" }
        return "keep it with \(folder)/keep.xml: <resources xmlns:tools=\"http://schemas.android.com/tools\" "
            + "tools:keep=\"@raw/\(name)\"/>"
    }
}
