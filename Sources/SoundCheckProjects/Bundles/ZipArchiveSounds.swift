import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sounds in an `.ipa`: a zip holding `Payload/NAME.app/`.
///
/// Only the zip's central directory is read, then each sound entry is streamed into a file of
/// its own in a private temporary folder, so a 500 MB archive costs a few buffers of memory. A
/// bad entry becomes a problem and the others are read; an archive of which nothing can be read
/// is one thrown problem.
enum ZipArchiveSounds {
    /// How much is extracted at most: a forged size, or a thousand forged entries, must not
    /// fill the disk.
    struct Limits {
        /// Per entry: far beyond any notification sound (30 seconds at most).
        var entry: UInt64 = 512 << 20
        /// All sounds together.
        var total: UInt64 = 4 << 30
    }

    static func read(
        _ archive: String, into contents: inout ProductContents,
        limits: Limits = Limits()
    ) throws(SoundDiscovery.Problem) {
        let directory = try open(archive)
        var payload = PayloadEntries(archive: archive)
        let damage = directory.forEachEntry { payload.add($0) }
        guard payload.hasApp else {
            throw SoundDiscovery.Problem(
                path: archive, reason: damage?.reason ?? "no Payload/NAME.app/ in the archive: not an iOS app archive")
        }
        contents.layout = payload.layout
        contents.problems += payload.problems
        if let damage { contents.problems.append(SoundDiscovery.Problem(path: archive, reason: damage.reason)) }
        contents.entitlements = ArchiveEntitlements.read(directory, archive: archive)
        guard !payload.sounds.isEmpty else { return }
        let files = try ExtractedFiles()
        contents.storage = files
        extract(payload.sounds, from: directory, into: files, limits: limits, contents: &contents)
    }

    private static func open(_ archive: String) throws(SoundDiscovery.Problem) -> ZipDirectory {
        do {
            return try ZipDirectory(source: try FileByteSource(path: archive))
        } catch let failure as ZipFailure {
            throw SoundDiscovery.Problem(path: archive, reason: failure.reason)
        } catch {
            throw SoundDiscovery.Problem(path: archive, reason: "\(error)")
        }
    }

    private static func extract(
        _ sounds: [PayloadEntries.Sound], from directory: ZipDirectory, into files: ExtractedFiles,
        limits: Limits, contents: inout ProductContents
    ) {
        let reader = ZipEntryReader(directory: directory, limit: limits.entry)
        var total: UInt64 = 0
        for (number, sound) in sounds.enumerated() {
            // An entry over its own limit is refused by the reader, in its own words.
            let size = min(sound.entry.uncompressedSize, limits.entry)
            guard size <= limits.total - total else {
                contents.problems.append(
                    SoundDiscovery.Problem(
                        path: sound.path,
                        reason: "not extracted: the archive's sounds would take more than \(limits.total) bytes on disk"
                    ))
                continue
            }
            do throws(ZipFailure) {
                let readPath = try extract(sound, number: number, reader: reader, files: files)
                total += size
                contents.sounds.append(
                    ProductContents.Sound(components: sound.components, path: sound.path, readPath: readPath))
            } catch {
                contents.problems.append(SoundDiscovery.Problem(path: sound.path, reason: error.reason))
            }
        }
    }

    /// Extracts one sound into a new file of the folder; on failure the partial file goes.
    private static func extract(
        _ sound: PayloadEntries.Sound, number: Int, reader: ZipEntryReader,
        files: ExtractedFiles
    ) throws(ZipFailure) -> String {
        let name = sound.components.last ?? ""
        let file = try files.create(number: number, fileExtension: PathText.extension(of: name))
        defer { close(file.descriptor) }
        do throws(ZipFailure) {
            var sink = ZipEntrySink(descriptor: file.descriptor, entry: sound.entry)
            try reader.read(sound.entry, into: &sink)
        } catch {
            files.remove(file.path)
            throw error
        }
        return file.path
    }
}
