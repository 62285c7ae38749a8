import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The root of a cross-platform app (Flutter, React Native, Expo, Capacitor, Cordova): a folder
/// holding both halves, whose iOS half is described by a file or project below it rather than by
/// the folder's loose files.
///
/// The locator only lists where descriptions usually are; whether a candidate is one is the
/// installed `ShippedSoundsReader`'s to say (`reads(_:)`), so a new reader of a description
/// format plugs in by reading its path, and by a line in `candidates` when it lives elsewhere.
public enum AppRoot {
    /// Where an app root's iOS description may be, relative to the root, in priority order: the
    /// app's own configuration first (what the native project is generated from, when it is),
    /// then the native projects committed under `ios/`. The first one read is used: two
    /// descriptions of one app would report each sound twice.
    public static let candidates: [String] = [
        "app.config.ts", "app.config.js", "app.config.json", "app.json",  // Expo (app.config.* wins)
        "project.yml", "project.yaml",  // XcodeGen
        "config.xml", "www/config.xml",  // Cordova, Ionic (www/: legacy)
        "ios",  // React Native, Flutter
        "ios/App",  // Capacitor
        "platforms/ios",  // Cordova's generated project
        "iosApp",  // Kotlin Multiplatform, Compose Multiplatform
        "apple", "macos", "iOS",  // other common names of a repository's Apple half
    ]

    /// The description of the app rooted at `folder` that `reader` reads, or nil when `folder`
    /// is not an app root (or when `reader` reads `folder` itself, as an Xcode project's folder).
    public static func description(in folder: String, readBy reader: any ShippedSoundsReader) -> String? {
        guard isFolder(folder), !reader.reads(folder) else { return nil }
        return candidates.lazy.map { PathText.join(folder, $0) }.first(where: reader.reads)
    }

    /// Whether `path` is read as what an app ships: a project or product `reader` reads, or an
    /// app root holding one.
    package static func isReadAsApp(_ path: String, by reader: any ShippedSoundsReader) -> Bool {
        reader.reads(path) || description(in: path, readBy: reader) != nil
    }

    /// A folder holding a Cordova or Ionic `config.xml` (or the legacy `www/config.xml`).
    static func isCordovaRoot(_ folder: String) -> Bool {
        ["config.xml", "www/config.xml"].map { PathText.join(folder, $0) }.contains { path in
            TextFile.exists(path) && !isFolder(path)
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(PathText.systemPath(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Said once per app root checked, so that what was read is never a guess.
    static func notice(root: String, description: String, android: Checker.AndroidHalf) -> String {
        "\(TextEscaping.oneLine(root)) is an app root: its iOS half is read from "
            + """
            \(TextEscaping.oneLine(description)); \
            \(androidPart(android, none: "no file in an Android resource folder"))
            """
    }

    /// Said for a folder read as the description it holds when it also holds Android files.
    static func androidNotice(folder: String, android: Checker.AndroidHalf) -> String {
        "\(TextEscaping.oneLine(folder)): \(androidPart(android, none: "no Android file"))"
    }

    /// What was done with the Android half: its raw resources checked by Android's rules, the
    /// other files in its resource folders skipped.
    static func androidPart(_ android: Checker.AndroidHalf, none: String) -> String {
        let skipped = android.skipped.reduce(0) { $0 + $1.files }
        var parts: [String] = []
        if !android.sounds.isEmpty {
            let count = android.sounds.count
            parts.append("\(count) \(count == 1 ? "sound" : "sounds") in res/raw checked by Android's rules")
        }
        if skipped > 0 {
            parts.append(
                "\(skipped) other \(skipped == 1 ? "file" : "files") in Android resource folders skipped "
                    + "(\(AndroidResources.reason))")
        }
        return parts.isEmpty ? none : parts.joined(separator: "; ")
    }

    /// The folders an app root's walk for Android files does not enter: dependencies and build
    /// output, whose Android resources are not the app's. The project readers' walks and their
    /// notion of a generated folder start from the same list.
    package static let foldersNotCounted: Set<String> = ["node_modules", "Pods", "build", "DerivedData", "Carthage"]
}
