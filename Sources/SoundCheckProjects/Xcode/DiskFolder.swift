import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the project reader asks of the file system, with POSIX calls on `PathText.systemPath`
/// so that a name that is not UTF-8 is opened as it lies on disk.
enum DiskFolder {
    enum Kind: Sendable { case file, folder, other }

    struct Entry: Sendable {
        var name: String
        var kind: Kind
        var identity: FileIdentity
    }

    /// The kind and identity of what `path` names (links followed), or nil with `errno` set.
    static func status(_ path: String) -> (kind: Kind, identity: FileIdentity)? {
        var info = stat()
        guard stat(PathText.systemPath(path), &info) == 0 else { return nil }
        let kind: Kind =
            switch info.st_mode & S_IFMT {
            case S_IFDIR: .folder
            case S_IFREG: .file
            default: .other
            }
        // dev_t is signed on Darwin, unsigned on Linux: keep the bits either way.
        return (
            kind,
            FileIdentity(
                device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        )
    }

    static func isFolder(_ path: String) -> Bool {
        status(path)?.kind == .folder
    }

    /// `path` found as macOS's default, case-insensitive file system finds it: each component
    /// that is not there matched without regard to case against its folder's entries. Nil when
    /// `path` is there as written, or when a component matches no entry or more than one.
    static func caseInsensitiveMatch(_ path: String) -> String? {
        guard status(path) == nil else { return nil }
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var found = isAbsolute ? "/" : "."
        var changed = false
        for component in path.split(separator: "/").map(String.init) where component != "." {
            let exact = PathText.join(found, component)
            if component == ".." || status(exact) != nil {
                found = exact
                continue
            }
            let wanted = component.lowercased()
            guard let listed = FolderEntries.list(found) else { return nil }
            let matches = listed.map(\.name).filter { $0.lowercased() == wanted }
            guard matches.count == 1 else { return nil }
            found = PathText.join(found, matches[0])
            changed = true
        }
        guard changed else { return nil }
        let normalized = ProjectPath.normalized(found)
        return isAbsolute
            ? normalized
            : ProjectPath.normalized(normalized.hasPrefix("./") ? String(normalized.dropFirst(2)) : normalized)
    }

    /// The entries of a folder that are not hidden, sorted by their bytes. An entry that cannot
    /// be looked at (a dangling link) is left out.
    static func entries(of folder: String) throws(SoundDiscovery.Problem) -> [Entry] {
        guard let listed = FolderEntries.list(folder) else {
            throw SoundDiscovery.Problem(path: folder, reason: "cannot read folder: \(errorText())")
        }
        // Hidden entries (.git, .DS_Store, .build…) are never part of an app's resources.
        let names = listed.map(\.name).filter { !PathText.isHidden($0) }
        return names.compactMap { name in
            status(PathText.join(folder, name)).map { Entry(name: name, kind: $0.kind, identity: $0.identity) }
        }
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
