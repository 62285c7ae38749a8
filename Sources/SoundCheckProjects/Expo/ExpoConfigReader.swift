import Foundation
import SoundCheckCore

/// Reads an Expo app's config as what its iOS app ships: at prebuild, `expo-notifications`
/// copies each `sounds` entry (a path relative to the config's folder, the project root) into
/// the app bundle's root under its base name (docs/projects.md).
struct ExpoConfigReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool {
        ExpoConfigLocator.isConfig(path)
    }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        guard let config = ExpoConfigLocator.configPath(for: path) else {
            let names = "app.json, app.config.json, app.config.js or app.config.ts"
            throw SoundDiscovery.Problem(path: path, reason: "holds no Expo config (\(names))")
        }
        guard targets.isEmpty else {
            throw SoundDiscovery.Problem(
                path: config,
                reason: "an Expo config has no targets: --target does not apply to it")
        }
        let listing = try ExpoConfigListing.read(config, environment: ProcessInfo.processInfo.environment)
        let folder = PathText.directory(of: config)
        let appName = listing.appName ?? PathText.lastComponent(of: PathText.absolute(folder))
        var sounds = ConfigSounds(kind: .expoConfig, bundle: appName)
        sounds.notices = listing.notices
        for problem in listing.problems { sounds.report(problem) }
        for entry in listing.entries {
            let location = PathText.lastComponent(of: entry.value)
            sounds.add(
                ConfigSounds.Entry(
                    path: ConfigFile.resolve(entry.value, in: folder), location: location,
                    listedAt: entry.position))
        }
        var shipped = sounds.result()
        if listing.buildsAndroid {
            shipped.androidCopies = Self.androidCopies(of: shipped, folder: folder)
        } else {
            shipped.notices.append("\(config): expo.platforms leaves out android: its sounds are judged as iOS's only")
        }
        CommittedIOSProject.compare(&shipped, folder: folder)
        return shipped
    }

    /// Where prebuild copies each listed file that exists on Android: the app module's
    /// `res/raw`, under its own file name (which must be a valid resource name).
    static func androidCopies(of shipped: ShippedSounds, folder: String) -> [ShippedSounds.AndroidCopy] {
        let rawFolder = PathText.join(folder, "android/app/src/main/res/raw")
        return shipped.items.map { item in
            let placement = AndroidPlacement(
                folder: rawFolder, fileName: PathText.lastComponent(of: item.path),
                source: .expoPrebuild)
            return ShippedSounds.AndroidCopy(path: item.path, placement: placement, listedAt: item.listedAt)
        }
    }
}
