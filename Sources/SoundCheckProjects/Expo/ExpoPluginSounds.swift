import SoundCheckCore

/// The `sounds` of every `expo-notifications` entry in an Expo config's `plugins`
/// (`["expo-notifications", {"sounds": ["./assets/sounds/chime.wav"]}]`), from the parsed JSON of
/// `app.json`, `app.config.json`, or what `node` printed for `app.config.js`.
struct ExpoPluginSounds: Sendable, Hashable {
    static let pluginName = "expo-notifications"

    /// A `sounds` entry: its text and where it stands in the JSON.
    struct Listed: Sendable, Hashable {
        var value: String
        var position: TextPosition
    }

    var sounds: [Listed] = []
    /// Entries that are not strings, and `sounds` that are not arrays: where, and what.
    var malformed: [(position: TextPosition, what: String)] = []
    /// `expo.name`, when it is a string: the app, named in messages.
    var appName: String?

    static func == (lhs: ExpoPluginSounds, rhs: ExpoPluginSounds) -> Bool {
        lhs.sounds == rhs.sounds && lhs.appName == rhs.appName && lhs.malformed.count == rhs.malformed.count
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sounds)
        hasher.combine(appName)
    }

    /// `app.json` may wrap everything in `"expo": {…}`; `app.config.json` and what a script
    /// returns may not.
    init(config root: JSONNode) {
        let config = root["expo"].flatMap { $0.members == nil ? nil : $0 } ?? root
        appName = config["name"]?.stringValue
        guard case .array(let plugins)? = config["plugins"]?.value else { return }
        for plugin in plugins {
            guard case .array(let parts) = plugin.value, parts.first?.stringValue == Self.pluginName,
                  parts.count > 1, let sounds = parts[1]["sounds"] else { continue }
            read(sounds)
        }
    }

    private mutating func read(_ list: JSONNode) {
        guard case .array(let entries) = list.value else {
            malformed.append((list.position, "\"sounds\" is \(list.typeName), not an array of paths"))
            return
        }
        for entry in entries {
            guard let value = entry.stringValue, !value.isEmpty else {
                malformed.append((entry.position, "a sounds entry is \(entry.typeName), not a path"))
                continue
            }
            sounds.append(Listed(value: value, position: entry.position))
        }
    }
}
