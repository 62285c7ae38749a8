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
    /// `expo.platforms`, when it is an array of strings: the platforms prebuild makes a project
    /// for (Expo's default is iOS and Android).
    var platforms: [String]?

    static func == (lhs: ExpoPluginSounds, rhs: ExpoPluginSounds) -> Bool {
        lhs.sounds == rhs.sounds && lhs.appName == rhs.appName && lhs.platforms == rhs.platforms
            && lhs.malformed.count == rhs.malformed.count
            && lhs.repeated == rhs.repeated && lhs.ignoredTopLevelPlugins == rhs.ignoredTopLevelPlugins
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sounds)
        hasher.combine(appName)
    }

    /// Later `expo-notifications` entries: Expo runs a plugin once (`createRunOncePlugin`), so
    /// only the first entry's options count and these copy nothing.
    var repeated: [TextPosition] = []
    /// A top-level `plugins` beside an `"expo"` object, which Expo ignores (`reduceExpoObject`).
    var ignoredTopLevelPlugins: TextPosition?

    /// `app.json` may wrap everything in `"expo": {…}`; `app.config.json` and what a script
    /// returns may not.
    init(config root: JSONNode) {
        let wrapped = root["expo"].flatMap { $0.members == nil ? nil : $0 }
        let config = wrapped ?? root
        if wrapped != nil, let topLevel = root["plugins"], Self.names(topLevel) {
            ignoredTopLevelPlugins = topLevel.position
        }
        appName = config["name"]?.stringValue
        if case .array(let listed)? = config["platforms"]?.value { platforms = listed.compactMap(\.stringValue) }
        guard case .array(let plugins)? = config["plugins"]?.value else { return }
        var applied = false
        for plugin in plugins where Self.pluginName(of: plugin) == Self.pluginName {
            guard !applied else {
                repeated.append(plugin.position)
                continue
            }
            applied = true
            guard case .array(let parts) = plugin.value, parts.count > 1, let sounds = parts[1]["sounds"] else {
                continue
            }
            read(sounds)
        }
    }

    /// `"name"` or `["name", options]`.
    private static func pluginName(of plugin: JSONNode) -> String? {
        if case .array(let parts) = plugin.value { return parts.first?.stringValue }
        return plugin.stringValue
    }

    /// Whether a `plugins` value names expo-notifications.
    private static func names(_ plugins: JSONNode) -> Bool {
        guard case .array(let entries) = plugins.value else { return false }
        return entries.contains { pluginName(of: $0) == pluginName }
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
