/// What an app ships: the facts an Xcode project or a built product gives about its sounds,
/// before any sound is read. Readers of projects and bundles produce it; `Checker` reads each
/// sound and the rules judge them.
public struct ShippedSounds: Sendable {
    /// A sound file some bundle copies.
    public struct Item: Sendable, Hashable {
        /// The path shown in reports: the file on disk, or `App.ipa/Payload/App.app/chime.caf`
        /// for a file inside an archive.
        public var path: String
        /// Where to read the bytes: `path` itself, or a copy extracted from an archive.
        public var readPath: String
        /// Every bundle that copies it, and where.
        public var placements: [BundlePlacement]
        /// The asset catalog holding the file, when a target copies it only as part of one (then
        /// `placements` is empty: the catalog is compiled into `Assets.car`).
        public var assetCatalog: String?
        /// Where the apps that contain the checked extensions copy the same file (see
        /// `InspectedSound.containingAppPlacements`).
        public var containingAppPlacements: [BundlePlacement]
        /// Where a config lists the file (an Expo `sounds` entry): empty for Xcode projects and
        /// built products, whose findings point at the file itself.
        public var listedAt: [ListedPosition]

        public init(
            path: String, readPath: String? = nil, placements: [BundlePlacement], assetCatalog: String? = nil,
            containingAppPlacements: [BundlePlacement] = [], listedAt: [ListedPosition] = []
        ) {
            self.path = path
            self.readPath = readPath ?? path
            self.placements = placements
            self.assetCatalog = assetCatalog
            self.containingAppPlacements = containingAppPlacements
            self.listedAt = listedAt
        }
    }

    /// A file a description also copies into an Android app's `res/raw` folder.
    public struct AndroidCopy: Sendable, Hashable {
        public var path: String
        /// The `res/raw` folder it is copied into, and how.
        public var placement: AndroidPlacement
        /// Where the description lists it.
        public var listedAt: [ListedPosition]

        public init(path: String, placement: AndroidPlacement, listedAt: [ListedPosition] = []) {
            self.path = path
            self.placement = placement
            self.listedAt = listedAt
        }
    }

    /// A file a target's Resources build phase (or a config's entry) names that is not on disk.
    public struct MissingFile: Sendable, Hashable {
        public var path: String
        /// Where it would have landed, per target that names it.
        public var placements: [BundlePlacement]
        /// Where a config lists it: what its finding points at.
        public var listedAt: [ListedPosition]

        public init(path: String, placements: [BundlePlacement], listedAt: [ListedPosition] = []) {
            self.path = path
            self.placements = placements
            self.listedAt = listedAt
        }
    }

    /// What kind of description was read: rules word their advice by it.
    public var kind: AppDescriptionKind
    /// The Xcode project file (`X.xcodeproj/project.pbxproj`) whose targets copy the items, when
    /// one project was read: where `fix` renames a file it converts to another container.
    public var projectFile: String?
    public var items: [Item]
    public var missing: [MissingFile]
    /// Folders the targets copy that are not there and that no tool is known to make.
    public var missingFolders: [MissingFile] = []
    /// Sound files under the project's folder that no target copies.
    public var unshipped: [String]
    /// For files of `unshipped` that targets not checked copy (an extension's own sound, seen
    /// when only the app is checked): those targets, by the file's path.
    public var unshippedCopiers: [String: [String]] = [:]
    /// The bundles considered (targets or bundle paths), named in messages.
    public var bundles: [String]
    /// What could not be read (an unreadable folder, a damaged archive entry), with the reason:
    /// the run cannot vouch for the app (exit 2).
    public var problems: [SoundDiscovery.Problem]
    /// What to tell once without failing the run: sounds only a build can locate (a reference
    /// relative to `BUILT_PRODUCTS_DIR`), which were not checked.
    public var notices: [String] = []
    /// Sound files under the project's folder left out as Android resources, per folder: no
    /// target of an iOS app is expected to copy them.
    public var skipped: [SkippedFiles] = []
    /// The files the description copies into an Android app's `res/raw` too (Expo's `sounds`,
    /// at prebuild), each judged by Android's rules as well as by Apple's.
    public var androidCopies: [AndroidCopy] = []
    /// What a committed native project says of sounds, by path (the config's entries it does not
    /// copy, and the sounds it copies that the config does not list, which are in `unshipped`).
    public var nativeProject: [String: NativeProjectFact] = [:]
    /// Per application read (target or app bundle): whether it may play critical alerts.
    public var criticalAlerts: [CriticalAlertsEntitlement] = []
    /// Keeps files extracted from an archive on disk while the sounds are read; they are removed
    /// when the last copy of this value goes.
    public var storage: (any AnyObject & Sendable)?

    public init(
        kind: AppDescriptionKind = .xcodeProject, items: [Item] = [], missing: [MissingFile] = [],
        unshipped: [String] = [], bundles: [String] = [],
        problems: [SoundDiscovery.Problem] = [], storage: (any AnyObject & Sendable)? = nil
    ) {
        self.kind = kind
        self.items = items
        self.missing = missing
        self.unshipped = unshipped
        self.bundles = bundles
        self.problems = problems
        self.storage = storage
    }
}
