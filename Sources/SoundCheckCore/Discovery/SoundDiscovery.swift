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
        /// Android resources found and not checked (with `skipsAndroidResources`), per folder.
        public var skipped: [SkippedFiles] = []
        /// Sound and audio files in Android `res/raw` folders (with `skipsAndroidResources`): the
        /// Android half's sounds, judged by Android's rules. Sorted, without duplicates.
        public var androidRaw: [String] = []
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
    /// Whether files in Android resource folders (`AndroidResources`) are counted in `skipped`
    /// instead of listed: sound discovery sets it, source and payload discovery do not.
    public var skipsAndroidResources = false

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
    package func discover(_ paths: [String]) throws(Problem) -> Result {
        var walk = Walk(extensions: extensions, skippedFolders: skippedFolders, skipsAndroid: skipsAndroidResources)
        for path in paths {
            var info = stat()
            guard stat(PathText.systemPath(path), &info) == 0 else {
                throw Problem(path: path, reason: String(cString: strerror(errno)))
            }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            if skipsAndroidResources, AndroidResources.folder(enclosing: path, isFolder: isFolder) != nil {
                // Named on the command line, yet still not an iOS sound: skipped, and said so.
                walk.skip(path, isFolder: isFolder, info: info)
            } else if isFolder {
                if walk.isCandidate(PathText.lastComponent(of: path)) { walk.files.append(path) }
                walk.visit(directory: path, info: info)
            } else {
                walk.files.append(path)
            }
        }
        let skipped = walk.skipped.sorted { $0.path.precedesInBytes($1.path) }
        return Result(
            files: Self.sortedUnique(walk.files), problems: walk.problems, skipped: skipped,
            androidRaw: Self.sortedUnique(walk.androidRaw))
    }

    /// Sorted by their bytes, then duplicates (a file given twice, or inside a folder also given)
    /// dropped. Bytes, not `String` equality: `é` composed and decomposed are two files.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var files = paths.sorted { $0.precedesInBytes($1) }
        var kept = 0
        for index in files.indices where index == 0 || files[index].compareBytes(files[kept - 1]) != 0 {
            files.swapAt(index, kept)
            kept += 1
        }
        files.removeSubrange(kept...)
        return files
    }

    private struct Walk {
        let extensions: Set<String>
        let skippedFolders: Set<String>
        let skipsAndroid: Bool
        var files: [String] = []
        var problems: [Problem] = []
        var skipped: [SkippedFiles] = []
        var androidRaw: [String] = []
        /// (device, inode) of every folder entered, so symlink loops end.
        var visited = Set<[UInt64]>()
        /// The Android folder being walked, whose files are counted rather than listed.
        var androidFolder: String?
        var androidFiles = 0

        /// A path named on the command line inside an Android folder: one entry for it, with the
        /// files it holds (a folder) or itself (a file, whatever its extension).
        mutating func skip(_ path: String, isFolder: Bool, info: stat) {
            guard isFolder else {
                if AndroidResources.isRawFolder(PathText.directory(of: path)) {
                    androidRaw.append(path)
                } else {
                    skipped.append(SkippedFiles(path: path, files: 1, reason: AndroidResources.reason))
                }
                return
            }
            countAndroidFiles(in: path, info: info)
        }

        /// Walks an Android folder only to count its sound and audio files: one entry per folder,
        /// so a res/raw of thousands of files costs no memory per file.
        mutating func countAndroidFiles(in directory: String, info: stat) {
            androidFolder = directory
            androidFiles = 0
            visit(directory: directory, info: info)
            if androidFiles > 0 {
                skipped.append(SkippedFiles(path: directory, files: androidFiles, reason: AndroidResources.reason))
            }
            androidFolder = nil
        }

        /// A sound or audio file: checked, or in an Android folder, a raw resource (checked by
        /// Android's rules) or counted as skipped.
        mutating func found(_ path: String, in directory: String) {
            if androidFolder == nil {
                files.append(path)
            } else if AndroidResources.isRawFolder(directory) {
                androidRaw.append(path)
            } else {
                androidFiles += 1
            }
        }

        mutating func enter(directory: String, info: stat) {
            if skipsAndroid, androidFolder == nil,
                AndroidResources.folder(enclosing: directory, isFolder: true) != nil
            {
                countAndroidFiles(in: directory, info: info)
            } else {
                visit(directory: directory, info: info)
            }
        }

        func isCandidate(_ name: String) -> Bool {
            extensions.contains(PathText.extension(of: name))
        }

        mutating func visit(directory: String, info: stat) {
            guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
            guard let listed = FolderEntries.list(directory) else {
                problems.append(
                    Problem(path: directory, reason: "cannot read folder: \(String(cString: strerror(errno)))"))
                return
            }
            // Hidden entries (.git, .build, .DS_Store…) are never app sounds.
            for (name, type) in listed.filter({ !PathText.isHidden($0.name) }).map({ ($0.name, $0.type) }) {
                let path = PathText.join(directory, name)
                // The entry type from readdir saves a stat per file; links and file systems that
                // do not report types fall through to stat.
                if type == UInt8(DT_REG) {
                    if isCandidate(name) { found(path, in: directory) }
                    continue
                }
                var entryInfo = stat()
                guard stat(PathText.systemPath(path), &entryInfo) == 0 else {
                    if isCandidate(name) {
                        problems.append(Problem(path: path, reason: "cannot read: \(String(cString: strerror(errno)))"))
                    }
                    continue
                }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR where !skippedFolders.contains(name): enter(directory: path, info: entryInfo)
                case S_IFREG where isCandidate(name): found(path, in: directory)
                default: break
                }
            }
        }
    }
}
