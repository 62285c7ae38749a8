import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sounds in a built product: an `.app` folder, an `.ipa` (a zip holding
/// `Payload/NAME.app/`) or an `.xcarchive` (`Products/Applications/NAME.app`), each with the
/// bundle it lands in (SPEC §7).
enum AppBundleSounds {
    enum Product {
        case app, ipa, xcarchive
    }

    /// What `path` is, judged by its extension and whether it is a folder (an `.app` or
    /// `.xcarchive`) or not (an `.ipa`); nil for anything else, and for a path that is not there.
    static func product(at path: String) -> Product? {
        let product: Product
        switch PathText.extension(of: PathText.lastComponent(of: path)) {
        case "app": product = .app
        case "ipa": product = .ipa
        case "xcarchive": product = .xcarchive
        default: return nil
        }
        var info = stat()
        guard stat(PathText.systemPath(path), &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT == S_IFDIR) == (product != .ipa) ? product : nil
    }

    static func reads(_ path: String) -> Bool {
        product(at: path) != nil
    }

    static func read(_ path: String) throws(SoundDiscovery.Problem) -> ShippedSounds {
        var contents = ProductContents()
        switch product(at: path) {
        case .app:
            AppFolderWalk.walk(path, into: &contents)
            contents.entitlements.append(AppEntitlements.read(appFolder: path))
        case .ipa: try ZipArchiveSounds.read(path, into: &contents)
        case .xcarchive: try XcodeArchiveSounds.read(path, into: &contents)
        case nil:
            throw SoundDiscovery.Problem(
                path: path, reason: "not a built product: an .app or .xcarchive folder, or an .ipa file")
        }
        return contents.shippedSounds()
    }
}
