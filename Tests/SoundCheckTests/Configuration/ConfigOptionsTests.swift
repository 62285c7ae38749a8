import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCommands

@Suite("Configuration: --config-from, --config-up-to and the build plugin's settings link")
struct ConfigOptionsTests {
    /// root/.soundcheck.yml (max_duration 10) above package/Sources/App.
    func layout() throws -> (root: URL, package: URL, target: URL) {
        let root = try TestPaths.temporaryDirectory()
        let package = root.appendingPathComponent("package")
        let target = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try "max_duration: 10\n".write(
            to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        return (root, package, target)
    }

    @Test("--config-from searches from a given folder, and --config-up-to stops the search at a given folder")
    func searchFromAndUpTo() throws {
        let (root, package, target) = try layout()
        defer { try? FileManager.default.removeItem(at: root) }

        // Up to the filesystem root, the file above the package applies; up to the package, none does.
        #expect(try ConfigOptions.parse(["--config-from", target.path]).load()?.maxDuration == 10)
        #expect(try ConfigOptions.parse(["--config-from", target.path, "--config-up-to", package.path]).path == nil)
        #expect(try ConfigOptions.parse(["--config-from", target.path, "--config-up-to", package.path]).load() == nil)

        // A file in a folder on the way is found, the nearest first, the top folder's included.
        try "max_duration: 20\n".write(
            to: package.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        #expect(
            try ConfigOptions.parse(["--config-from", target.path, "--config-up-to", package.path]).load()?.maxDuration
                == 20)
        try "max_duration: 25\n".write(
            to: target.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        #expect(
            try ConfigOptions.parse(["--config-from", target.path, "--config-up-to", package.path]).load()?.maxDuration
                == 25)

        // A starting folder outside the top folder finds only its own file.
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        #expect(SoundCheckConfiguration.find(startingAt: elsewhere.path, upTo: package.path) == nil)
    }

    @Test("--config cannot be combined with --config-from or --config-up-to")
    func explicitFileExcludesSearch() throws {
        #expect(throws: (any Error).self) { _ = try ConfigOptions.parse(["--config", "a.yml", "--config-from", "."]) }
        #expect(throws: (any Error).self) { _ = try ConfigOptions.parse(["--config", "a.yml", "--config-up-to", "."]) }
    }

    @Test("the settings link follows the settings file: absent, added, edited in place, replaced, deleted")
    func link() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".soundcheck.yml").path
        let link = folder.appendingPathComponent("settings.link").path
        func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
        func inode(_ path: String) throws -> UInt64 {
            try #require(
                (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
        }

        // No file: an empty link, made once.
        #expect(ConfigurationLink.update(link, toFile: nil))
        #expect(try text(link) == "")
        #expect(!ConfigurationLink.update(link, toFile: nil))

        // Added: the link is the file (one inode), so an edit in place shows through it.
        try "max_duration: 10\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(ConfigurationLink.update(link, toFile: file))
        #expect(try inode(link) == inode(file))
        #expect(!ConfigurationLink.update(link, toFile: file))
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("max_duration: 20\n".utf8))
        try handle.close()
        #expect(try text(link) == "max_duration: 20\n")
        #expect(!ConfigurationLink.update(link, toFile: file))

        // Replaced by another file (an editor's save by rename): linked again.
        try "max_duration: 5\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(ConfigurationLink.update(link, toFile: file))
        #expect(try inode(link) == inode(file))

        // Deleted: the link survives the file, then becomes empty.
        try FileManager.default.removeItem(atPath: file)
        #expect(try text(link) == "max_duration: 5\n")
        #expect(ConfigurationLink.update(link, toFile: nil))
        #expect(try text(link) == "")
    }

    @Test("a settings file that is a symbolic link is linked through to the file it names")
    func symbolicLink() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared.yml").path
        let file = folder.appendingPathComponent(".soundcheck.yml").path
        let link = folder.appendingPathComponent("settings.link").path
        try "max_duration: 10\n".write(toFile: shared, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "shared.yml")

        #expect(ConfigurationLink.update(link, toFile: file))
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(
            (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
                == (try FileManager.default.attributesOfItem(atPath: shared)[.systemFileNumber] as? NSNumber)?
                .uint64Value)
        #expect(!ConfigurationLink.update(link, toFile: file))
    }

    @Test("loading with --track-config points the link at the file found, a broken one included")
    func loadTracks() throws {
        let (root, package, target) = try layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("settings.link").path
        let file = package.appendingPathComponent(".soundcheck.yml").path
        let arguments = ["--config-from", target.path, "--config-up-to", package.path, "--track-config", link]

        #expect(try ConfigOptions.parse(arguments).load() == nil)
        #expect(try String(contentsOfFile: link, encoding: .utf8) == "")

        try "max_duration: [\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { _ = try ConfigOptions.parse(arguments).load() }
        #expect(try String(contentsOfFile: link, encoding: .utf8) == "max_duration: [\n")
    }
}
