/// The Android half of a cross-platform app (Flutter, React Native, Expo, Capacitor, Cordova):
/// files iOS never ships, so never judged by iOS rules. A sound in `res/raw/` is an Android
/// resource whatever its format; judging it as an iOS sound made a page of false errors on a
/// cross-platform team's first run.
///
/// Decided from the path as given, without reading the disk, so that a walk, a named file and
/// a project's folder all agree. A folder is Android when a component of its path is
/// - `android` (any case): the Android project of an app root, or Cordova's `platforms/android`;
/// - `res/raw` or `res/raw-QUALIFIER`: Android's raw resources, wherever they are;
/// - `src/SET/res`: an Android module's resources (`src/main/res`, `src/debug/res`), except a
///   source set named for Apple platforms (`src/ios…/res`, `src/macos…/res`).
public enum AndroidResources {
    /// Why such files are skipped, in reports.
    public static let reason = "Android resource, not an iOS sound"

    /// Said of a file or folder named on the command line that is skipped all the same.
    package static func namedNotice(_ entry: SkippedFiles) -> String {
        let what = entry.files == 1 ? "1 file" : "\(entry.files) files"
        return "\(TextEscaping.oneLine(entry.path)): skipped (\(what)): \(reason); of the Android half, "
            + "soundcheck checks the sounds in res/raw folders, which notifications play by resource name"
    }

    /// Whether `folder` is a raw resource folder (`res/raw`, `res/raw-QUALIFIER`): its files are
    /// the sounds an Android app plays by resource name (`@raw/NAME`, FCM's `sound`). Files
    /// deeper down are no resources at all.
    package static func isRawFolder(_ folder: String) -> Bool {
        let components = folder.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2, let last = components.last else { return false }
        return components[components.count - 2] == "res" && (last == "raw" || last.hasPrefix("raw-"))
    }

    /// The outermost Android folder holding `path` (or `path` itself, for a folder), as a prefix
    /// of `path`; nil when it is not in one. `isFolder` false: the last component is a file's
    /// name, which cannot make it Android (`res/raw.caf` is not in `res/raw/`).
    public static func folder(enclosing path: String, isFolder: Bool) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let folders = isFolder ? components[...] : components.dropLast()
        guard let end = androidFolderEnd(in: Array(folders)) else { return nil }
        return components[...end].joined(separator: "/")
    }

    /// The index of the last component of the first (outermost) Android folder.
    static func androidFolderEnd(in folders: [Substring]) -> Int? {
        for index in folders.indices {
            let name = folders[index]
            if name.lowercased() == "android" { return index }
            let next = index + 1 < folders.count ? folders[index + 1] : nil
            if name == "res", let next, next == "raw" || next.hasPrefix("raw-") { return index + 1 }
            if name == "src", index + 2 < folders.count, folders[index + 2] == "res",
                !isAppleSourceSet(folders[index + 1])
            {
                return index + 2
            }
        }
        return nil
    }

    private static func isAppleSourceSet(_ name: Substring) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("ios") || lowered.hasPrefix("macos") || lowered == "apple"
    }
}
