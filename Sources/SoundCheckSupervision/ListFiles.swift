import CProcessControl
import Dispatch
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two list files a worker reads (files that stopped a worker, files already done) and the
/// journal it writes. They are in a folder of their own that only this user can enter, which is
/// also the workers' TMPDIR.
final class ListFiles {
    let folder: String
    let crashed: String
    let done: String
    let journal: String

    init() {
        folder = TemporaryFolder.make(prefix: "soundcheck") ?? TemporaryFolder.base
        crashed = PathText.join(folder, "crashed")
        done = PathText.join(folder, "done")
        journal = PathText.join(folder, "journal")
    }

    /// What the last worker wrote to its journal.
    func journalBytes() -> [UInt8] {
        guard let source = try? FileByteSource(path: journal),
            let bytes = try? source.read(at: 0, count: Int(source.size))
        else { return [] }
        return Array(bytes)
    }

    func write(_ recovery: CrashRecovery) {
        let crashedFields = recovery.crashed.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        try? AtomicFile.write(NULSeparated.encode(crashedFields), to: crashed)
        try? AtomicFile.write(NULSeparated.encode(recovery.done.keys.sorted()), to: done)
    }

    /// Removes the lists and what workers left in the folder: files, and folders of files (an
    /// archive's extracted sounds), the only things they make there.
    func remove() {
        for entry in FolderEntries.list(folder) ?? [] {
            let path = PathText.join(folder, entry.name)
            for inner in FolderEntries.list(path) ?? [] { unlink(PathText.systemPath(PathText.join(path, inner.name))) }
            if rmdir(PathText.systemPath(path)) != 0 { unlink(PathText.systemPath(path)) }
        }
        rmdir(PathText.systemPath(folder))
    }
}
