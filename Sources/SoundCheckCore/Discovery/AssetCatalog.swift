/// Asset catalogs (`Assets.xcassets`, and sticker packs' `.xcstickers`): folders the build compiles
/// into `Assets.car` instead of copying them. A sound file inside one (`ping.dataset/ping.caf`) is
/// no file of the bundle, so neither a payload's `sound` nor `UNNotificationSound(named:)` finds it.
package enum AssetCatalog {
    package static let folderExtensions: Set<String> = ["xcassets", "xcstickers"]

    /// Whether a folder of this name is an asset catalog (a hidden `.xcassets` is not).
    package static func isCatalog(_ name: String) -> Bool {
        !PathText.isHidden(name) && folderExtensions.contains(PathText.extension(of: name))
    }

    /// The outermost asset catalog among the folders of `path`, as `path` up to it
    /// (`App/Assets.xcassets`); nil when the file lies in none. The file's own name never counts:
    /// a file named `x.xcassets` is not a catalog.
    package static func enclosing(_ path: String) -> String? {
        let bytes = path.utf8
        var start = bytes.startIndex
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            let name = String(Substring(bytes[start..<slash]))
            if isCatalog(name) { return String(Substring(bytes[bytes.startIndex..<slash])) }
            start = bytes.index(after: slash)
        }
        return nil
    }
}
