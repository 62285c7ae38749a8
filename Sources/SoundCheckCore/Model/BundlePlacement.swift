/// Where a sound file lands in a built product: which bundle, and the path inside it.
///
/// A notification's `sound` is a file name looked up at the root of the app's main bundle (or in
/// `Library/Sounds`): a sound in a sub-folder of the bundle, or only in an extension's bundle, is
/// not found and the default sound plays (SPEC §7).
public struct BundlePlacement: Sendable, Hashable {
    public enum BundleKind: String, Sendable, Hashable {
        /// An app's main bundle: where notification sounds must be.
        case application
        /// An app extension (`PlugIns/NAME.appex`) or an Xcode target that builds one.
        case appExtension = "app-extension"
        /// Any other bundle or target: a framework, a resource bundle, a test target.
        case other
    }

    /// The bundle's name: an Xcode target (`MyApp`) or a bundle's path inside what was checked
    /// (`MyApp.app`, `MyApp.app/PlugIns/Widget.appex`).
    public var bundle: String
    public var kind: BundleKind
    /// The path inside the bundle, `/`-separated: `chime.caf`, `Sounds/chime.caf`,
    /// `en.lproj/chime.caf`.
    public var location: String

    public init(bundle: String, kind: BundleKind, location: String) {
        self.bundle = bundle
        self.kind = kind
        self.location = location
    }

    /// At the root of its bundle, where a payload's file name finds it.
    public var isAtRoot: Bool { !location.contains("/") }

    /// Where a payload's `sound` finds the file: the root of an app's main bundle.
    public var isPlayableByName: Bool { kind == .application && isAtRoot }
}
