import SoundCheckCore

/// Picks out of a zip's entries the app under `Payload/`: its bundles, from every entry's path
/// (a zip need not list its folders), and its sound files.
///
/// An entry name is only ever a path inside the app: one that steps out of its folder (`..`),
/// or has an empty or `.` component, names no file of a bundle, and a sound so named is reported
/// rather than read. Nothing is ever written at a path made from an entry's name.
struct PayloadEntries {
    struct Sound {
        var entry: ZipEntry
        /// From the app's folder: `["App.app", "chime.caf"]`.
        var components: [String]
        /// `App.ipa/Payload/App.app/chime.caf`.
        var path: String
    }

    let archive: String
    var layout = BundleLayout()
    var sounds: [Sound] = []
    var problems: [SoundDiscovery.Problem] = []
    private(set) var hasApp = false
    /// The sound entries' names so far: a zip may hold one name twice.
    private var names: Set<String> = []

    init(archive: String) { self.archive = archive }

    mutating func add(_ entry: ZipEntry) {
        var components = entry.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if entry.isDirectory { components.removeLast() }
        // Payload/NAME.app itself, or anything inside it.
        guard components.count >= 2, components[0] == "Payload", PathText.extension(of: components[1]) == "app",
            components.count > 2 || entry.isDirectory
        else { return }
        let inside = Array(components.dropFirst())
        let path = PathText.join(archive, entry.path)
        let isSound = !entry.isDirectory && ProductContents.isSoundName(components[components.count - 1])
        guard inside.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            if isSound {
                problems.append(
                    SoundDiscovery.Problem(
                        path: path,
                        reason:
                            """
                            its name steps out of its folder (an empty, . or .. component): not a file of the app, \
                            not read
                            """
                    ))
            }
            return
        }
        hasApp = true
        layout.note(inside, isDirectory: entry.isDirectory)
        guard isSound else { return }
        if entry.isSymbolicLink {
            problems.append(
                SoundDiscovery.Problem(
                    path: path, reason: "a symbolic link in the archive: links inside an archive are not followed"))
        } else if !names.insert(entry.path).inserted {
            problems.append(
                SoundDiscovery.Problem(
                    path: path,
                    reason:
                        """
                        a second entry of this name in the archive: which one an unzipper keeps is up to it; only \
                        the first is read
                        """
                ))
        } else {
            sounds.append(Sound(entry: entry, components: inside, path: path))
        }
    }
}
