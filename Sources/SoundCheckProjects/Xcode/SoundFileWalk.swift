import SoundCheckCore

/// The sound files under a folder, at any depth: what a folder reference or a synchronized
/// folder copies, and what lies in a project's folder.
struct SoundFileWalk {
    struct Found: Sendable {
        /// The display path: the root as given, joined with `relative`.
        var path: String
        /// `/`-separated, from the walked folder.
        var relative: String
        var identity: FileIdentity
        /// The outermost asset catalog holding the file (the root itself, or a folder under it),
        /// as a display path; whether that matters is the caller's to say.
        var assetCatalog: String?
    }

    /// Folders (by name) not entered, beside hidden ones.
    var skipsFolder: (String) -> Bool = { _ in false }
    /// Told the path of each folder `skipsFolder` kept the walk out of, so it can be said.
    var skipped: (String) -> Void = { _ in }
    /// Whether to enter a folder, by its `/`-separated path from the walked root: a glob that
    /// cannot match deeper leaves the rest unread.
    var descends: (_ relative: String) -> Bool = { _ in true }

    /// Entries read before a walk stops: no folder of app resources holds so many, and a folder
    /// named by mistake (a spec's `path: /`, the whole disk) would otherwise be read for minutes.
    /// The walk of a whole project's folder (for sounds no target copies) allows more.
    var maximumEntries = SoundFileWalk.bounds.entries
    static var projectFolderEntries: Int { bounds.projectFolderEntries }

    /// The bounds every walk starts from. Only the fuzz targets change them
    /// (`ProjectFuzzing.boundWalks`), once, before any walk: their whole world is a private
    /// folder of a few files, and a spec that names `/` would otherwise spend seconds per input
    /// reading the disk. A lock, though it is set once, so that strict concurrency holds.
    static var bounds: Bounds { boundsLock.withLock { boundsValue } }
    nonisolated(unsafe) private static var boundsValue = Bounds()
    private static let boundsLock = Lock()

    struct Bounds: Sendable {
        var entries = 50_000
        var projectFolderEntries = 2_000_000
    }

    static func setBounds(_ bounds: Bounds) {
        boundsLock.withLock { boundsValue = bounds }
    }

    /// Files in sorted order, and the folders that could not be read. Iterative, and each folder
    /// is entered once, so a link back to a parent ends the walk rather than the program. A walk
    /// that passes `maximumEntries` gives no files, only the problem: what it met by then is a
    /// slice of a folder named by mistake, and checking it would report on sounds the app never
    /// meant to ship (and take as long as decoding them all).
    func run(_ root: String) -> (files: [Found], problems: [SoundDiscovery.Problem]) {
        var files: [Found] = []
        var problems: [SoundDiscovery.Problem] = []
        var visited = Set<FileIdentity>()
        if let status = DiskFolder.status(root) { visited.insert(status.identity) }
        let rootCatalog = AssetCatalog.isCatalog(PathText.lastComponent(of: root)) ? ProjectPath.normalized(root) : nil
        var pending: [(path: String, relative: String, catalog: String?)] = [(root, "", rootCatalog)]
        var read = 0
        while let (folder, relative, catalog) = pending.popLast() {
            guard read <= maximumEntries else {
                problems.append(Self.tooManyEntries(in: root, bound: maximumEntries))
                return ([], problems)
            }
            let entries: [DiskFolder.Entry]
            do {
                entries = try DiskFolder.entries(of: folder)
            } catch {
                problems.append(error)
                continue
            }
            read += entries.count
            for entry in entries {
                let path = PathText.join(folder, entry.name)
                let entryRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .folder where skipsFolder(entry.name):
                    skipped(ProjectPath.normalized(path))
                case .folder
                where descends(entryRelative) && visited.insert(entry.identity).inserted:
                    let entered = catalog ?? (AssetCatalog.isCatalog(entry.name) ? ProjectPath.normalized(path) : nil)
                    pending.append((path, entryRelative, entered))
                case .file where SoundFileWalk.isSound(entry.name):
                    files.append(
                        Found(
                            path: ProjectPath.normalized(path), relative: entryRelative,
                            identity: entry.identity, assetCatalog: catalog))
                default:
                    break
                }
            }
        }
        files.sort { $0.path.precedesInBytes($1.path) }
        return (files, problems)
    }

    /// The problem of a walk that passed its bound.
    static func tooManyEntries(in root: String, bound: Int) -> SoundDiscovery.Problem {
        SoundDiscovery.Problem(
            path: ProjectPath.normalized(root),
            reason: "holds more than \(bound) files and folders: "
                + "soundcheck stopped reading it there (no app's resources are so many; is the path right?)")
    }

    /// A sound iOS may play by its extension (caf, aif, aiff, aifc, wav, and the compressed
    /// formats of `AppleSoundFormats.shippedAudioExtensions`; any case).
    static func isSound(_ name: String) -> Bool {
        AppleSoundFormats.shippedAudioExtensions.contains(PathText.extension(of: name))
    }
}
