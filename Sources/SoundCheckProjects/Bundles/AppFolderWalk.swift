import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks an app bundle on disk (`MyApp.app`) for its sound files, in every folder: a bundle
/// ships whatever it holds, hidden files included.
///
/// Symbolic links are followed while they stay inside the app (macOS frameworks link
/// `Resources` to `Versions/Current/Resources`), each folder entered once, so loops end; a link
/// out of the app is not followed, since it may lead anywhere on the disk.
struct AppFolderWalk {
    /// The app's real path, which links must stay under.
    private let realApp: String
    private var visited = Set<[UInt64]>()

    /// Walks the app at `app` into `contents`.
    static func walk(_ app: String, into contents: inout ProductContents) {
        var walk = AppFolderWalk(app: app)
        var info = stat()
        guard stat(PathText.systemPath(app), &info) == 0 else {
            contents.problems.append(SoundDiscovery.Problem(path: app, reason: "cannot read: \(Self.errorText())"))
            return
        }
        walk.visit(app, components: [PathText.lastComponent(of: app)], info: info, into: &contents)
    }

    private init(app: String) {
        realApp = Self.realPath(app) ?? app
    }

    private mutating func visit(
        _ folder: String, components: [String], info: stat, into contents: inout ProductContents
    ) {
        guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        contents.layout.note(components, isDirectory: true)
        guard let entries = Self.entries(of: folder) else {
            contents.problems.append(
                SoundDiscovery.Problem(path: folder, reason: "cannot read folder: \(Self.errorText())"))
            return
        }
        for (name, type) in entries {
            let path = PathText.join(folder, name)
            let inside = components + [name]
            if type == UInt8(DT_REG) {
                add(path, components: inside, into: &contents)
                continue
            }
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN), let outside = linkOutsideApp(path) {
                contents.problems.append(
                    SoundDiscovery.Problem(
                        path: path, reason: "a symbolic link out of the app (to \(outside)): not followed"))
                continue
            }
            var entryInfo = stat()
            guard stat(PathText.systemPath(path), &entryInfo) == 0 else {
                if ProductContents.isSoundName(name) {
                    contents.problems.append(
                        SoundDiscovery.Problem(path: path, reason: "cannot read: \(Self.errorText())"))
                }
                continue
            }
            switch entryInfo.st_mode & S_IFMT {
            case S_IFDIR: visit(path, components: inside, info: entryInfo, into: &contents)
            case S_IFREG: add(path, components: inside, into: &contents)
            default: break
            }
        }
    }

    private func add(_ path: String, components: [String], into contents: inout ProductContents) {
        contents.layout.note(components, isDirectory: false)
        guard let name = components.last, ProductContents.isSoundName(name) else { return }
        contents.sounds.append(ProductContents.Sound(components: components, path: path))
    }

    /// Where a symbolic link leads when that is outside the app; nil for a link inside it, for
    /// an entry that is not a link, and for a dangling link (which `stat` then reports).
    private func linkOutsideApp(_ path: String) -> String? {
        var info = stat()
        guard lstat(PathText.systemPath(path), &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
            let target = Self.realPath(path)
        else { return nil }
        let inside = target == realApp || target.hasPrefix(realApp == "/" ? "/" : realApp + "/")
        return inside ? nil : target
    }

    /// A folder's entries but `.` and `..`, sorted by their bytes so that the walk, and which of
    /// two links to one folder is entered, is the same on every run.
    private static func entries(of folder: String) -> [(name: String, type: UInt8)]? {
        FolderEntries.list(folder)?.map { ($0.name, $0.type) }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(PathText.systemPath(path), nil) else { return nil }
        defer { free(resolved) }
        return PathText.string(fromSystem: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
