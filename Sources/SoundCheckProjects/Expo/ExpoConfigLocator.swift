import SoundCheckCore

/// Finds the Expo config a path names: `app.json`, `app.config.json`, `app.config.js`,
/// `app.config.ts` itself, or a folder directly holding one.
enum ExpoConfigLocator {
    /// In the order Expo prefers them: a dynamic config (which receives the static one) first.
    static let fileNames = ["app.config.ts", "app.config.js", "app.config.json", "app.json"]

    /// Whether `path` is an Expo config, or a folder directly holding one. `app.json` is a common
    /// name: it counts only when its text mentions `"expo` (the `expo` key or the plugin).
    static func isConfig(_ path: String) -> Bool {
        configPath(for: path) != nil
    }

    /// The config to read, or nil when `path` is neither a config nor a folder holding one.
    static func configPath(for path: String) -> String? {
        let path = ProjectPath.trimmed(path)
        guard let status = DiskFolder.status(path) else { return nil }
        if status.kind == .file {
            return fileNames.contains(PathText.lastComponent(of: path)) && isExpo(path) ? path : nil
        }
        guard status.kind == .folder else { return nil }
        for name in fileNames {
            let candidate = ProjectPath.normalized(PathText.join(path, name))
            if DiskFolder.status(candidate)?.kind == .file && isExpo(candidate) { return candidate }
        }
        return nil
    }

    private static func isExpo(_ path: String) -> Bool {
        guard PathText.lastComponent(of: path) == "app.json" else { return true }
        // One that cannot be read is claimed, so that the reader says why.
        guard let bytes = try? ConfigFile.bytes(of: path) else { return true }
        let needle = Array("\"expo".utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
