import SoundCheckCore

/// The sound files an app config lists, turned into what the app ships: each existing file at
/// its place in the app's bundle, each missing one as missing, both listed at the entry's
/// position. Shared by the Expo and Cordova readers.
struct ConfigSounds {
    /// One file a config lists.
    struct Entry: Sendable, Hashable {
        /// The path the config gives, resolved against the config's folder.
        var path: String
        /// Where it lands in the bundle (`chime.caf`, `Sounds/chime.caf`).
        var location: String
        var listedAt: ListedPosition
    }

    let kind: AppDescriptionKind
    /// The app's name, as the bundle that copies the files.
    let bundle: String
    private var builder = ShippedSoundsBuilder()
    var notices: [String] = []

    init(kind: AppDescriptionKind, bundle: String) {
        self.kind = kind
        self.bundle = bundle
    }

    mutating func add(_ entry: Entry) {
        let placement = BundlePlacement(bundle: bundle, kind: .application, location: entry.location)
        guard let status = DiskFolder.status(entry.path) else {
            builder.addMissing(entry.path, placement: placement, listedAt: entry.listedAt)
            return
        }
        guard status.kind == .file else {
            let what = status.kind == .folder ? "a folder" : "not a regular file"
            report(SoundDiscovery.Problem(path: entry.listedAt.text, reason: "lists \(entry.path), which is \(what)"))
            return
        }
        builder.add(entry.path, identity: status.identity, placement: placement, listedAt: entry.listedAt)
    }

    mutating func report(_ problem: SoundDiscovery.Problem) {
        builder.report(problem)
    }

    func result() -> ShippedSounds {
        var shipped = builder.result(unshipped: [], bundles: [bundle], kind: kind)
        shipped.notices = notices
        return shipped
    }
}
