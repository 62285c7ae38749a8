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

    /// Files in sorted order, and the folders that could not be read. Iterative, and each folder
    /// is entered once, so a link back to a parent ends the walk rather than the program.
    func run(_ root: String) -> (files: [Found], problems: [SoundDiscovery.Problem]) {
        var files: [Found] = []
        var problems: [SoundDiscovery.Problem] = []
        var visited = Set<FileIdentity>()
        if let status = DiskFolder.status(root) { visited.insert(status.identity) }
        let rootCatalog = AssetCatalog.isCatalog(FilePath.lastComponent(of: root)) ? ProjectPath.normalized(root) : nil
        var pending: [(path: String, relative: String, catalog: String?)] = [(root, "", rootCatalog)]
        while let (folder, relative, catalog) = pending.popLast() {
            let entries: [DiskFolder.Entry]
            do {
                entries = try DiskFolder.entries(of: folder)
            } catch {
                problems.append(error)
                continue
            }
            for entry in entries {
                let path = FilePath.join(folder, entry.name)
                let entryRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .folder where !skipsFolder(entry.name) && visited.insert(entry.identity).inserted:
                    let entered = catalog ?? (AssetCatalog.isCatalog(entry.name) ? ProjectPath.normalized(path) : nil)
                    pending.append((path, entryRelative, entered))
                case .file where SoundFileWalk.isSound(entry.name):
                    files.append(Found(path: ProjectPath.normalized(path), relative: entryRelative,
                                       identity: entry.identity, assetCatalog: catalog))
                default:
                    break
                }
            }
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return (files, problems)
    }

    /// A notification sound by its extension (caf, aif, aiff, aifc, wav; any case).
    static func isSound(_ name: String) -> Bool {
        AppleSoundFormats.fileExtensions.contains(FilePath.extension(of: name))
    }
}
