#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SoundCheckCore

/// The sounds in an `.xcarchive`: the apps in its `Products/Applications/`, each read as an
/// `.app` folder.
enum XcodeArchiveSounds {
    static func read(_ archive: String, into contents: inout ProductContents) throws(SoundDiscovery.Problem) {
        let applications = FilePath.join(archive, "Products/Applications")
        let apps = try appFolders(in: applications, of: archive)
        guard !apps.isEmpty else {
            throw SoundDiscovery.Problem(path: archive, reason: "no NAME.app in Products/Applications/: an archive of an app has one (this may archive a framework or a tool)")
        }
        for app in apps { AppFolderWalk.walk(FilePath.join(applications, app), into: &contents) }
    }

    /// The `.app` folders directly in `folder`, sorted by their bytes.
    private static func appFolders(in folder: String, of archive: String) throws(SoundDiscovery.Problem) -> [String] {
        guard let handle = opendir(FilePath.systemPath(folder)) else {
            throw SoundDiscovery.Problem(path: archive, reason: "no Products/Applications/ folder (\(String(cString: strerror(errno)))): not an archive of an app")
        }
        defer { closedir(handle) }
        var apps: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in FilePath.string(fromSystem: raw.prefix { $0 != 0 }) }
            if FilePath.extension(of: name) == "app" && isFolder(FilePath.join(folder, name)) { apps.append(name) }
        }
        return apps.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(FilePath.systemPath(path), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
