/// Which keys, labels and calls name an iOS notification sound, per the APIs of
/// UserNotifications, APNSwift, flutter_local_notifications, expo-notifications, notifee,
/// react-native-push-notification and the Firebase Admin SDKs. docs/references.md lists them.
enum SoundSites {
    /// Keys and labels that name a sound wherever they appear: `sound:` (Dart, JS, Swift, Kotlin
    /// `sound =`), `"sound":` in dictionaries and maps, react-native-push-notification's
    /// `soundName`, `ios_sound`, and Objective-C's `soundNamed:` and `criticalSoundNamed:`.
    static let keys: Set<String> = ["sound", "soundName", "ios_sound", "soundNamed", "criticalSoundNamed"]

    /// Whether `key` names a sound inside `frame`: the keys above anywhere; others only in
    /// the call or dictionary they belong to.
    static func isSoundKey(_ key: String, in frame: MatchFrame) -> Bool {
        if keys.contains(key) { return true }
        let call = frame.callName ?? ""
        switch key {
        case "named": return call == "UNNotificationSound"
        case "rawValue": return call == "UNNotificationSoundName"
        // APNSwift's APNSSoundDictionary, Firebase's CriticalSound, a critical-alert dictionary
        // (`sound: {critical: 1, name: …}`).
        case "name": return call.hasPrefix("APNSSound") || call.contains("CriticalSound") || frame.key == "sound"
        // APNSwift's `.critical(fileName:volume:)`.
        case "fileName": return call == "critical"
        default: return false
        }
    }

    /// Whether the first positional argument of the call `frame` names a sound.
    static func takesSoundFirst(_ frame: MatchFrame, language: SourceLanguage) -> Bool {
        guard let call = frame.callName else { return false }
        switch call {
        case "UNNotificationSoundName", "criticalSoundNamed", "setSound":
            return true
        case "setName":
            // Firebase Admin's CriticalSound.builder().setName(…).
            return frame.receiverRoot?.contains("CriticalSound") == true
        case "fileName", "normal", "sound":
            // APNSwift's `.fileName("…")`, `.normal("…")`, `.sound("…")`: only as members.
            return language == .swift && frame.memberCall
        default:
            return false
        }
    }

    /// Calls and types whose own arguments hold the name: a value built with one
    /// (`sound: UNNotificationSound(named: …)`, `setSound(CriticalSound.builder()…)`) is judged
    /// inside, not counted as not checkable.
    static func isSoundCall(_ name: String, language: SourceLanguage) -> Bool {
        if ["UNNotificationSound", "UNNotificationSoundName", "criticalSoundNamed", "soundNamed"].contains(name) {
            return true
        }
        if name.hasPrefix("APNSSound") || name.contains("CriticalSound") { return true }
        return language == .swift && ["critical", "fileName", "normal", "sound"].contains(name)
    }

    /// UserNotifications' critical-alert sounds (Swift and Objective-C spellings): the app
    /// must hold the critical-alerts entitlement for them to be critical.
    static let criticalSoundAPIs: Set<String> = [
        "criticalSoundNamed", "defaultCritical", "defaultCriticalSound", "defaultCriticalSoundWithAudioVolume",
    ]

    static func isCriticalSoundAPI(_ name: String, language: SourceLanguage) -> Bool {
        (language == .swift || language == .objectiveC) && criticalSoundAPIs.contains(name)
    }

    /// Map insertions whose second argument is a sound when the first is a sound key:
    /// `put("sound", …)`, `Pair("sound", …)`.
    static let keyedCalls: Set<String> = ["put", "putString", "Pair", "set"]

    /// Names that put a call, key or builder in an Android-only context: Android's sound names
    /// are raw resources, not iOS sound names. Compared byte by byte, ignoring ASCII case: every
    /// bracket asks this three times, and `lowercased()` with `String.contains` (which builds a
    /// search table each call) took a fifth of `refs`' time.
    static func isAndroid(_ name: String?) -> Bool {
        guard var name else { return false }
        return name.withUTF8 { bytes in androidMarkers.contains { bytes.containsIgnoringASCIICase($0) } }
    }

    private static let androidMarkers: [[UInt8]] = ["android", "notificationcompat", "notificationchannel"].map {
        Array($0.utf8)
    }

    /// Arguments that are no sound name: literals of other types, and (in TypeScript and Swift
    /// parameter lists) type names.
    static let notNames: Set<String> = [
        "true", "false", "null", "nil", "undefined", "YES", "NO", "NULL", "none", "None",
        "string", "String", "any", "boolean", "Bool",
    ]

    /// Words before a name that make its parentheses a declaration's parameters, not a call's.
    static let declarationKeywords: Set<String> = [
        "func", "fun", "function", "class", "struct", "enum", "case", "def", "interface", "void",
    ]
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `lowercaseLetters` (ASCII letters only) occurs here in either case: `| 0x20` maps
    /// an ASCII capital to its small letter, and no other byte onto a small letter.
    fileprivate func containsIgnoringASCIICase(_ lowercaseLetters: [UInt8]) -> Bool {
        guard lowercaseLetters.count <= count else { return false }
        return (0...(count - lowercaseLetters.count)).contains { start in
            lowercaseLetters.indices.allSatisfy { self[start + $0] | 0x20 == lowercaseLetters[$0] }
        }
    }
}
