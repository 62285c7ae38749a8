import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private temporary folder for the sounds extracted from an archive, removed with everything
/// in it when the last reference goes (`ShippedSounds.storage` holds it while the sounds are
/// read).
///
/// Files are named by a number the caller gives, never by an entry's name: a name such as
/// `../../x.caf` must not choose where anything is written. The folder is made by `mkdtemp`
/// (only this user may enter it) and holds nothing but these files, so removing it needs no
/// record of what was made.
final class ExtractedFiles: Sendable {
    let folder: String

    init() throws(SoundDiscovery.Problem) {
        guard let made = TemporaryFolder.make(prefix: "soundcheck-extracted") else {
            throw SoundDiscovery.Problem(
                path: TemporaryFolder.base,
                reason: "cannot make a temporary folder for extracted sounds: \(String(cString: strerror(errno)))")
        }
        folder = made
    }

    /// Creates the file for the `number`th sound (only this user may read it) and returns its path
    /// and an open descriptor the caller closes. `fileExtension` is one of the sound extensions,
    /// kept so that the copy reads as what it is.
    func create(number: Int, fileExtension: String) throws(ZipFailure) -> (path: String, descriptor: Int32) {
        let path = PathText.join(folder, "\(number).\(fileExtension)")
        let descriptor = open(PathText.systemPath(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw ZipFailure("its extracted copy cannot be made: \(String(cString: strerror(errno)))")
        }
        return (path, descriptor)
    }

    /// Removes a file that was made but not finished.
    func remove(_ path: String) {
        unlink(PathText.systemPath(path))
    }

    deinit {
        for entry in FolderEntries.list(folder) ?? [] { unlink(PathText.systemPath(PathText.join(folder, entry.name))) }
        rmdir(PathText.systemPath(folder))
    }
}
