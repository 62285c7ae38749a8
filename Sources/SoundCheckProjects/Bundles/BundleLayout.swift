import SoundCheckCore

/// Which bundle of a built product a file lies in, and where inside it: what decides whether a
/// notification's sound name reaches it (SPEC §7).
///
/// Paths are given as components from the app's folder (`["MyApp.app", "PlugIns",
/// "Widget.appex", "chime.caf"]`), so a folder on disk and a zip's entry names (which need not
/// list their folders) are read alike. The innermost enclosing bundle folder holds the file: the
/// app itself, an extension (`.appex`), a framework, a resource bundle, or a nested app such as
/// a watch app, which is another app and not where this app's notifications look.
struct BundleLayout {
    /// Every bundle seen, as `/`-joined components (`MyApp.app`, `MyApp.app/PlugIns/Widget.appex`).
    private var bundles: Set<String> = []
    /// The apps given, in order: the bundles an application's sounds are in.
    private var applications: [String] = []
    /// Bundles laid out as on macOS, whose resources are under `Contents/Resources/`.
    private var macOSBundles: Set<String> = []

    /// Folder name extensions of bundles (lowercased).
    static let bundleExtensions: Set<String> = [
        "app", "appex", "framework", "bundle", "xpc", "plugin", "xctest", "systemextension",
    ]

    /// Notes a file or folder of the product: the bundles on its path, and whether a bundle has
    /// the macOS layout (a `Contents/Info.plist` or `Contents/Resources` inside it).
    mutating func note(_ components: [String], isDirectory: Bool) {
        guard let app = components.first else { return }
        if bundles.insert(app).inserted { applications.append(app) }
        let folders = isDirectory ? components.count : components.count - 1
        for index in Self.bundleIndices(components, folders: folders) {
            let bundle = components[...index].joined(separator: "/")
            bundles.insert(bundle)
            let inside = components[(index + 1)...]
            if inside.starts(with: ["Contents", "Info.plist"]) || inside.starts(with: ["Contents", "Resources"]) {
                macOSBundles.insert(bundle)
            }
        }
    }

    /// Where the file at `components` lands: its innermost bundle, that bundle's kind, and the
    /// path inside it (under `Contents/Resources/` for a macOS bundle, the bundle's resource root).
    func placement(of components: [String]) -> BundlePlacement {
        let index = Self.bundleIndices(components, folders: components.count - 1).last ?? 0
        let bundle = components[...index].joined(separator: "/")
        var inside = components[(index + 1)...]
        if macOSBundles.contains(bundle) && inside.count > 2 && inside.starts(with: ["Contents", "Resources"]) {
            inside = inside.dropFirst(2)
        }
        return BundlePlacement(
            bundle: bundle, kind: Self.kind(of: components[index], isOutermost: index == 0),
            location: inside.joined(separator: "/"))
    }

    /// The apps first, in the order given, then the bundles inside them, sorted.
    var orderedBundles: [String] {
        let nested = bundles.subtracting(applications).sorted { $0.precedesInBytes($1) }
        return applications + nested
    }

    /// Indices of the bundle folders among the first `folders` components: the first (the app
    /// given) always, and any other named like a bundle.
    private static func bundleIndices(_ components: [String], folders: Int) -> [Int] {
        guard folders > 0 else { return [] }
        return (0..<folders).filter { $0 == 0 || bundleExtensions.contains(PathText.extension(of: components[$0])) }
    }

    private static func kind(of name: String, isOutermost: Bool) -> BundlePlacement.BundleKind {
        if isOutermost { return .application }
        return PathText.extension(of: name) == "appex" ? .appExtension : .other
    }
}
