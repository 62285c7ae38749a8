import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the apps in an `.ipa` may play critical alerts: each `Payload/NAME.app`'s Info.plist
/// and executable are extracted (with the zip's own checks: declared sizes, CRC-32) into a
/// private temporary folder, read as an app folder's are, and removed.
enum ArchiveEntitlements {
    /// An executable larger than this is not extracted (the fact stays unknown): real ones are
    /// tens to hundreds of megabytes.
    static let maximumExecutableSize: UInt64 = 2 << 30

    static func read(_ directory: ZipDirectory, archive: String) -> [AppEntitlements.Reading] {
        var apps: [String] = []
        var entries: [String: ZipEntry] = [:]
        _ = directory.forEachEntry { entry in
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 3, parts[0] == "Payload", PathText.extension(of: parts[1]) == "app",
                !entry.isDirectory, !entry.isSymbolicLink
            else { return }
            if !apps.contains(parts[1]) { apps.append(parts[1]) }
            // Info.plist, EXE, Contents/Info.plist, Contents/MacOS/EXE: the first of a name counts.
            if parts.count <= 5, entries[entry.path] == nil { entries[entry.path] = entry }
        }
        return apps.map { read(app: $0, entries: entries, directory: directory, archive: archive) }
    }

    private static func read(
        app: String, entries: [String: ZipEntry], directory: ZipDirectory,
        archive: String
    ) -> AppEntitlements.Reading {
        let prefix = "Payload/\(app)/"
        let appPath = PathText.join(archive, "Payload/\(app)")
        for layout in AppEntitlements.layouts {
            guard let info = entries[prefix + layout.infoPlist.joined(separator: "/")] else { continue }
            let infoBytes: [UInt8]
            do throws(ZipFailure) {
                let limit = UInt64(EntitlementsPropertyList.maximumSize)
                infoBytes = try extractedBytes(info, from: directory, limit: limit)
            } catch {
                let infoPath = PathText.join(archive, info.path)
                return AppEntitlements.unknown(app: app, path: infoPath, "its Info.plist: \(error.reason)")
            }
            switch AppEntitlements.executable(infoPlist: infoBytes, folder: layout.executableFolder) {
            case .failure(let error):
                return AppEntitlements.unknown(app: app, path: appPath, error.description)
            case .success(let components):
                let entryPath = prefix + components.joined(separator: "/")
                let path = PathText.join(archive, entryPath)
                guard let executable = entries[entryPath] else {
                    return AppEntitlements.unknown(app: app, path: path, "the executable is not in the archive")
                }
                do throws(ZipFailure) {
                    return try withExtracted(executable, from: directory, limit: maximumExecutableSize) { source in
                        AppEntitlements.reading(app: app, executable: source, path: path)
                    }
                } catch {
                    let why = "the executable cannot be extracted: \(error.reason)"
                    return AppEntitlements.damaged(app: app, path: path, why)
                }
            }
        }
        return AppEntitlements.unknown(app: app, path: appPath, "no Info.plist")
    }

    private static func extractedBytes(
        _ entry: ZipEntry, from directory: ZipDirectory,
        limit: UInt64
    ) throws(ZipFailure) -> [UInt8] {
        try withExtracted(entry, from: directory, limit: limit) { source in
            Array((try? source.read(at: 0, count: Int(source.size))) ?? [])
        }
    }

    /// Extracts `entry` into a file of its own in a new private folder, gives it to `body`, and
    /// removes both.
    private static func withExtracted<T>(
        _ entry: ZipEntry, from directory: ZipDirectory, limit: UInt64,
        _ body: (FileByteSource) -> T
    ) throws(ZipFailure) -> T {
        let files: ExtractedFiles
        do {
            files = try ExtractedFiles()
        } catch {
            throw ZipFailure(error.reason)
        }
        let file = try files.create(number: 0, fileExtension: "bin")
        var sink = ZipEntrySink(descriptor: file.descriptor, entry: entry)
        let extracted = Result { () throws(ZipFailure) in
            try ZipEntryReader(directory: directory, limit: limit).read(entry, into: &sink)
        }
        close(file.descriptor)
        try extracted.get()
        do {
            return body(try FileByteSource(path: file.path))
        } catch {
            throw ZipFailure("its extracted copy cannot be read: \(error.description)")
        }
    }
}
