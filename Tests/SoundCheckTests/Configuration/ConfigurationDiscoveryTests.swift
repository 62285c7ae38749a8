import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Configuration: finding .soundcheck.yml")
struct ConfigurationDiscoveryTests {
    @Test("a nested folder finds its parent's file, and relative paths resolve against that folder")
    func nested() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("App/Sounds/Alerts")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "sounds: [App/Sounds]\nmanifest: sounds.json\n".write(
            to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)

        let found = try #require(SoundCheckConfiguration.find(startingAt: nested.path))
        #expect(
            URL(fileURLWithPath: found).resolvingSymlinksInPath()
                == root.appendingPathComponent(".soundcheck.yml").resolvingSymlinksInPath())
        let configuration = try #require(try SoundCheckConfiguration.load(explicitPath: nil, startingAt: nested.path))
        #expect(configuration.path == found)
        #expect(configuration.resolvedSounds == [PathText.join(PathText.directory(of: found), "App/Sounds")])
        #expect(configuration.resolvedManifest == PathText.join(PathText.directory(of: found), "sounds.json"))
    }

    @Test("the nearest file wins, and an explicit path wins over discovery")
    func nearestAndExplicit() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "max_duration: 10\n".write(
            to: root.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        try "max_duration: 20\n".write(
            to: inner.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        let other = root.appendingPathComponent("other.yml")
        try "max_duration: 5\n".write(to: other, atomically: true, encoding: .utf8)

        #expect(try SoundCheckConfiguration.load(explicitPath: nil, startingAt: inner.path)?.maxDuration == 20)
        #expect(try SoundCheckConfiguration.load(explicitPath: other.path, startingAt: inner.path)?.maxDuration == 5)
    }

    @Test("a folder with no file up to the root finds none; a missing explicit file is an error")
    func none() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // The temporary folder's parents are not expected to hold a .soundcheck.yml.
        #expect(SoundCheckConfiguration.find(startingAt: root.path) == nil)
        #expect(throws: ConfigurationErrors.self) {
            _ = try SoundCheckConfiguration.load(explicitPath: root.appendingPathComponent("missing.yml").path)
        }
    }
}
