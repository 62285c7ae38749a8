import Foundation

// Shared by both plugins: Plugins/SoundCheckCommandPlugin/SoundResources.swift is a symbolic link
// to this file, because a plugin can depend on executables only, not on a library target.

/// Finds a target's notification sounds and the settings file that applies to them.
enum SoundResources {
    /// The extensions soundcheck checks when it walks a folder: the containers iOS plays.
    static let extensions: Set<String> = ["caf", "aif", "aiff", "aifc", "wav"]

    /// The sound files among `files`, sorted by path. A folder (a `.copy("Sounds")` resource
    /// arrives as one) is searched, hidden entries skipped, as soundcheck itself walks folders.
    static func soundFiles(in files: [URL]) -> [URL] {
        var found: Set<URL> = []
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if isSound(file) { found.insert(file.standardizedFileURL) }
                continue
            }
            let walker = FileManager.default.enumerator(
                at: file, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
            while let entry = walker?.nextObject() as? URL {
                if isSound(entry), (try? entry.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    found.insert(entry.standardizedFileURL)
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func isSound(_ file: URL) -> Bool {
        extensions.contains(file.pathExtension.lowercased())
    }

    /// The folders whose `.soundcheck.yml` would apply to `directory`: it and its parents, no
    /// higher than `root` (the package or project folder), so a file elsewhere on the machine
    /// never applies. Nearest first.
    static func configurationFolders(from directory: URL, upTo root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var folder = directory.standardizedFileURL
        var folders: [URL] = []
        while true {
            folders.append(folder)
            if folder.path == rootPath || !folder.path.hasPrefix(rootPath) { return folders }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return folders }
            folder = parent
        }
    }

    /// The nearest `.soundcheck.yml` in those folders, if any.
    static func configurationFile(from directory: URL, upTo root: URL) -> URL? {
        configurationFolders(from: directory, upTo: root)
            .map { $0.appendingPathComponent(".soundcheck.yml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
