import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--config FILE`: the settings file. Without it, the nearest `.soundcheck.yml` in the current
/// folder (or `--config-from`) or a parent (no higher than `--config-up-to`) is used. The file is
/// applied first; options given on the command line win.
package struct ConfigOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "Read settings from this file (default: the nearest .soundcheck.yml in this folder or a parent).",
        completion: .file(extensions: ["yml", "yaml"]))
    package var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Look for the nearest .soundcheck.yml from this folder up, instead of from the current folder.",
            valueName: "folder"),
        completion: .directory)
    package var configFrom: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Look for .soundcheck.yml no higher than this folder (default: the filesystem root).", valueName: "folder"),
        completion: .directory)
    package var configUpTo: String?

    /// The build plugin's: keep this file a hard link to the settings file in effect (an empty
    /// file when there is none), so that the build system, which sees only the files a command
    /// declared when it was planned, reruns the check when the settings are edited later.
    @Option(name: .long, help: .hidden)
    package var trackConfig: String?

    package init() {}

    package func validate() throws {
        if config != nil && (configFrom != nil || configUpTo != nil) {
            throw ValidationError(
                "--config names the settings file; --config-from and --config-up-to look for one: give one or the other"
            )
        }
    }

    /// The settings file in effect: `--config`, or the one found, or nil.
    package var path: String? {
        config ?? SoundCheckConfiguration.find(startingAt: configFrom ?? ".", upTo: configUpTo)
    }

    /// The configuration in effect, or nil when there is no file. A broken file is a usage
    /// problem (exit 2): its errors are printed, each with its line and column.
    package func load() throws -> SoundCheckConfiguration? {
        let path = self.path
        // Before reading it, so that a broken file is tracked too and its repair reruns the check.
        if let trackConfig { ConfigurationLink.update(trackConfig, toFile: path) }
        guard let path else { return nil }
        do {
            return try SoundCheckConfiguration.load(path: path)
        } catch {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrIOProblem)
        }
    }
}

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
