import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sounds in an `.xcarchive`: the apps in its `Products/Applications/`, each read as an
/// `.app` folder.
enum XcodeArchiveSounds {
    static func read(_ archive: String, into contents: inout ProductContents) throws(SoundDiscovery.Problem) {
        let applications = PathText.join(archive, "Products/Applications")
        let apps = try appFolders(in: applications, of: archive)
        guard !apps.isEmpty else {
            throw SoundDiscovery.Problem(
                path: archive,
                reason:
                    """
                    no NAME.app in Products/Applications/: an archive of an app has one (this may archive a \
                    framework or a tool)
                    """
            )
        }
        for app in apps {
            AppFolderWalk.walk(PathText.join(applications, app), into: &contents)
            contents.entitlements.append(AppEntitlements.read(appFolder: PathText.join(applications, app)))
        }
    }

    /// The `.app` folders directly in `folder`, sorted by their bytes.
    private static func appFolders(in folder: String, of archive: String) throws(SoundDiscovery.Problem) -> [String] {
        guard let entries = FolderEntries.list(folder) else {
            throw SoundDiscovery.Problem(
                path: archive,
                reason:
                    "no Products/Applications/ folder (\(String(cString: strerror(errno)))): not an archive of an app")
        }
        return entries.map(\.name).filter { PathText.extension(of: $0) == "app" && isFolder(PathText.join(folder, $0)) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(PathText.systemPath(path), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
