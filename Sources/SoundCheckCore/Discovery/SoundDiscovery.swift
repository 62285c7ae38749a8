#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files to check: files named on the command line are always checked; folders are
/// walked recursively for sound files and for other audio files that were probably meant to be
/// notification sounds.
public struct SoundDiscovery: Sendable {
    /// Extensions of files iOS may play as notification sounds.
    public static let soundExtensions: Set<String> = AppleSoundFormats.fileExtensions
    /// Audio that cannot be a notification sound, reported so the mistake is seen.
    public static let otherAudioExtensions: Set<String> = [
        "mp3", "m4a", "m4r", "m4b", "aac", "adts", "mp4", "ogg", "oga", "opus", "flac", "wma", "amr", "awb",
        "3gp", "ac3", "ec3", "mp2", "mpga", "aa3", "ape", "wv", "weba", "webm", "au", "snd", "mka", "caff", "wave",
    ]

    public struct Result: Sendable {
        /// Paths to check, sorted and without duplicates.
        public var files: [String]
        /// Folders or entries that could not be read, with the reason.
        public var problems: [Problem]
    }

    public struct Problem: Sendable, Hashable, Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Extensions of the files a folder walk picks up.
    public var extensions: Set<String>
    /// Folders a walk does not enter, by name (`node_modules` for source files). Hidden folders
    /// are never entered.
    public var skippedFolders: Set<String> = []

    /// Sound files and other audio (the default), or any set of extensions (`["json", "apns"]`
    /// for payload files).
    public init(extensions: Set<String> = SoundDiscovery.soundExtensions.union(SoundDiscovery.otherAudioExtensions)) {
        self.extensions = extensions
    }

    public static let payloadExtensions: Set<String> = ["json", "apns"]

    /// Throws for a path that does not exist: a usage problem, unlike an unreadable entry inside a
    /// folder, which is collected in `problems`. A folder given by a name this walk looks for
    /// (`x.caf/`) is walked, and also kept among the files, so that checking it says it is a folder
    /// rather than nothing at all.
    public func discover(_ paths: [String]) throws(Problem) -> Result {
        var walk = Walk(extensions: extensions, skippedFolders: skippedFolders)
        for path in paths {
            var info = stat()
            guard stat(FilePath.systemPath(path), &info) == 0 else {
                throw Problem(path: path, reason: String(cString: strerror(errno)))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if walk.isCandidate(FilePath.lastComponent(of: path)) { walk.files.append(path) }
                walk.visit(directory: path, info: info)
            } else {
                walk.files.append(path)
            }
        }
        return Result(files: Self.sortedUnique(walk.files), problems: walk.problems)
    }

    /// Sorted by their bytes, then duplicates (a file given twice, or inside a folder also given)
    /// dropped. Bytes, not `String` equality: `é` composed and decomposed are two files.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var files = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var kept = 0
        for index in files.indices where index == 0 || !files[index].utf8.elementsEqual(files[kept - 1].utf8) {
            files.swapAt(index, kept)
            kept += 1
        }
        files.removeSubrange(kept...)
        return files
    }

    private struct Walk {
        let extensions: Set<String>
        let skippedFolders: Set<String>
        var files: [String] = []
        var problems: [Problem] = []
        /// (device, inode) of every folder entered, so symlink loops end.
        var visited = Set<[UInt64]>()

        func isCandidate(_ name: String) -> Bool {
            extensions.contains(FilePath.extension(of: name))
        }

        mutating func visit(directory: String, info: stat) {
            guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
            guard let handle = opendir(FilePath.systemPath(directory)) else {
                problems.append(Problem(path: directory, reason: "cannot read folder: \(String(cString: strerror(errno)))"))
                return
            }
            var entries: [(name: String, type: UInt8)] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    FilePath.string(fromSystem: raw.prefix(while: { $0 != 0 }))
                }
                // Hidden entries (.git, .build, .DS_Store…) are never app sounds.
                if FilePath.isHidden(name) { continue }
                entries.append((name, entry.pointee.d_type))
            }
            closedir(handle)
            for (name, type) in entries {
                let path = FilePath.join(directory, name)
                // The entry type from readdir saves a stat per file; links and file systems that
                // do not report types fall through to stat.
                if type == UInt8(DT_REG) {
                    if isCandidate(name) { files.append(path) }
                    continue
                }
                var entryInfo = stat()
                guard stat(FilePath.systemPath(path), &entryInfo) == 0 else {
                    if isCandidate(name) {
                        problems.append(Problem(path: path, reason: "cannot read: \(String(cString: strerror(errno)))"))
                    }
                    continue
                }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR where !skippedFolders.contains(name): visit(directory: path, info: entryInfo)
                case S_IFREG where isCandidate(name): files.append(path)
                default: break
                }
            }
        }
    }
}
