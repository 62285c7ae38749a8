import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The readers of what an app ships, on bytes in memory, for the fuzz target FuzzProjects: the
/// same parsing and checks as `check App.ipa` and `check App.xcodeproj`, without writing each
/// input to a file first (that write, and a folder walk per input, held the target to about 70
/// inputs a second). SPI, not API: only `@_spi(Fuzzing) import` sees it.
@_spi(Fuzzing) public enum ProjectFuzzing {
    /// Folder walks stop after `entries` files and folders: a fuzz target's project is a few
    /// files in a private folder, and an input naming `/` or `../..` should meet the bound at
    /// once (the same code path as a real project's 50,000) rather than read the disk.
    public static func boundWalks(to entries: Int) {
        SoundFileWalk.setBounds(SoundFileWalk.Bounds(entries: entries, projectFolderEntries: entries))
    }

    /// What a fuzz input's files are named in problems; nothing is read or written there.
    static let folder = "/nonexistent/soundcheck-fuzz"

    /// An `.ipa`'s bytes: the zip's directory, the app's entries, its entitlements (Info.plist,
    /// then the executable's code signature), and each sound entry inflated and checked (declared
    /// size, CRC-32) into /dev/null.
    public static func readArchive(_ bytes: [UInt8]) {
        let archive = folder + "/App.ipa"
        guard let directory = try? ZipDirectory(source: MemoryByteSource(bytes)) else { return }
        var payload = PayloadEntries(archive: archive)
        _ = directory.forEachEntry { payload.add($0) }
        guard payload.hasApp else { return }
        _ = ArchiveEntitlements.read(directory, archive: archive)
        let discard = open("/dev/null", O_WRONLY)
        guard discard >= 0 else { return }
        defer { close(discard) }
        let reader = ZipEntryReader(directory: directory, limit: 1 << 20)
        for sound in payload.sounds {
            var sink = ZipEntrySink(descriptor: discard, entry: sound.entry)
            try? reader.read(sound.entry, into: &sink)
        }
    }

    /// A `project.pbxproj`'s bytes, read as `check X.xcodeproj` reads it: the property list, the
    /// objects, the group tree, every application target's Resources phases, synchronized folders
    /// and entitlements settings. Its files are looked for in a folder that does not exist.
    public static func readProject(_ bytes: [UInt8]) {
        let projectPath = folder + "/Fuzz.xcodeproj"
        guard let project = try? PBXProject.read(bytes: bytes, file: projectPath + "/project.pbxproj") else { return }
        _ = try? XcodeProjectSounds.read(project, at: projectPath, targets: [])
    }

    /// An executable's bytes: the entitlements of its Mach-O code signature, and the property
    /// list they hold.
    public static func readExecutable(_ bytes: [UInt8]) {
        _ = AppEntitlements.reading(
            app: "Fuzz.app", executable: MemoryByteSource(bytes), path: folder + "/Fuzz.app/Fuzz")
    }
}
