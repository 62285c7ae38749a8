import Foundation
import Testing

@testable import SoundCheckChecking

/// Settings files that nest deeper than any real one, or are larger: a clear error or a verdict,
/// never a stack overflow (Yams composes, and Swift frees, nested YAML by recursion; these tests
/// run on Swift Testing's threads, whose stacks are smaller than a main thread's).
@Suite("Configuration: hostile nesting and size")
struct ConfigurationLimitsTests {
    static func messages(_ yaml: String) -> [String] {
        do {
            _ = try SoundCheckConfiguration(yaml: yaml, path: "deep/.soundcheck.yml")
            return []
        } catch {
            return error.errors.map(\.message)
        }
    }

    @Test("flow collections nested 16,000 deep are read to a verdict")
    func deepFlowCollections() {
        let depth = 16_000
        #expect(
            Self.messages("sounds: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
                == ["each item of 'sounds' must be a string, not a list"])
        #expect(
            Self.messages("severity: " + String(repeating: "{a: ", count: depth / 4)).first?.hasPrefix("invalid YAML")
                == true)
        #expect(
            Self.messages("sounds: " + String(repeating: "[", count: depth)).first?.hasPrefix("invalid YAML") == true)
    }

    @Test("block sequences and mappings nested thousands deep are read to a verdict")
    func deepBlockCollections() {
        #expect(
            Self.messages("sounds:\n" + String(repeating: "- ", count: 30_000) + "x")
                == ["each item of 'sounds' must be a string, not a list"])
        var mappings = "severity:\n"
        for level in 1...300 { mappings += String(repeating: " ", count: level) + "k:\n" }
        #expect(Self.messages(mappings).count == 1)
    }

    @Test("a file over 64 KiB is refused with its size, before it is read")
    func sizeLimit() throws {
        let large = "sounds: [Sounds]\n" + String(repeating: "# padding\n", count: 7_000)
        #expect(Self.messages(large) == ["the file is 70017 bytes; a settings file may be at most 64 KiB"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "soundcheck-large-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".soundcheck.yml").path
        try Data(large.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ConfigurationErrors.self) { try SoundCheckConfiguration.load(path: path) }
        do {
            _ = try SoundCheckConfiguration.load(path: path)
        } catch {
            #expect(error.errors.map(\.description).first?.contains(".soundcheck.yml") == true)
            #expect(error.errors.map(\.message) == ["the file is 70017 bytes; a settings file may be at most 64 KiB"])
        }
    }
}

/// Where deeply recursive work runs: in place when the stack has room, else on a thread of its own.
@Suite("DeepStack")
struct DeepStackTests {
    @Test("the stack left is known, and work that fits runs on the calling thread")
    func inPlace() throws {
        let left = try #require(DeepStack.stackLeft())
        #expect(left > 16 * 1024)
        var marker = 0
        let caller = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let distance = DeepStack.run(needing: 1024) {
            var inner = 0
            return withUnsafeMutablePointer(to: &inner) { UInt(bitPattern: $0) }.distance(to: caller)
        }
        #expect(abs(distance) < 1 << 20, "ran \(distance) bytes away from the caller's frame")
    }

    @Test("work that needs more than is left gets a thread with that much stack")
    func ownThread() throws {
        let needed = try #require(DeepStack.stackLeft()) + (64 << 20)
        let (left, result) = DeepStack.run(needing: needed) { (DeepStack.stackLeft(), 42) }
        #expect(result == 42)
        #expect((left ?? 0) >= needed - (1 << 20))
    }
}
