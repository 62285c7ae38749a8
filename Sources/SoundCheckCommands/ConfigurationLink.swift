import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that stands for the settings file in a build system's list of inputs.
///
/// A build command's inputs are fixed when the build is planned, and SwiftPM plans again only
/// when Package.swift or a target's list of files changes, not when `.soundcheck.yml` is added,
/// edited or deleted at the package root. Declaring the settings file itself as an input breaks
/// every build after it is deleted ("missing inputs"); declaring nothing ignores edits. The
/// build plugin declares this link instead, and the folders searched: adding or deleting the
/// file changes a folder's modification time, and editing it in place changes the link's (a
/// hard link shares the file's inode), while deleting it leaves the link in place. Each run
/// points the link at the file then in effect.
package enum ConfigurationLink {
    /// Points `link` at `file` (a hard link; a copy where a hard link cannot be made, which then
    /// follows edits only when the file is replaced), or makes it an empty file when `file` is
    /// nil. Touches nothing when it already stands for `file`, so that a build system sees no
    /// change. Returns whether it changed the link. Failures are silent: the check itself still
    /// reads the right file, only a later edit might go unnoticed.
    @discardableResult
    package static func update(_ link: String, toFile file: String?) -> Bool {
        var current = stat()
        let exists = lstat(link, &current) == 0 && (current.st_mode & S_IFMT) == S_IFREG
        guard let file else {
            if exists && current.st_size == 0 && current.st_nlink == 1 { return false }
            return (try? AtomicFile.write([UInt8](), to: link)) != nil
        }
        var target = stat()
        guard stat(file, &target) == 0 else { return false }
        if exists && current.st_dev == target.st_dev && current.st_ino == target.st_ino { return false }

        let temporary = link + ".new"
        unlink(temporary)
        if hardLink(file, temporary) == 0 {
            if rename(temporary, link) == 0 { return true }
            unlink(temporary)
            return false
        }
        // No hard link (another file system, a sandbox): a copy, rewritten only when it differs.
        guard let bytes = try? contents(of: file) else { return false }
        if exists, current.st_nlink == 1, let old = try? contents(of: link), old == bytes { return false }
        return (try? AtomicFile.write(bytes, to: link)) != nil
    }

    private static func contents(of path: String) throws -> [UInt8] {
        let source = try FileByteSource(path: path)
        return Array(try source.read(at: 0, count: Int(source.size)))
    }

    /// A hard link to what `existing` names, following a symbolic link (link(2) would not on
    /// Linux, and a link to a relative symbolic link would name nothing from elsewhere).
    private static func hardLink(_ existing: String, _ new: String) -> Int32 {
        linkat(AT_FDCWD, existing, AT_FDCWD, new, AT_SYMLINK_FOLLOW)
    }
}
