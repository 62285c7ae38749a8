import Foundation
import Testing

@testable import SoundCheckCore

@Suite("Folder entries")
struct FolderEntriesTests {
    /// readdir's records are as long as their names: reading a name must stop at its NUL, not copy
    /// the 256-byte `d_name` (FuzzXcodeGen's heap-buffer-overflow; the address sanitizer run of the
    /// suite, docs/reliability.md, catches a regression here).
    @Test("names of every length, from 1 to 255 bytes, are listed exactly and sorted by their bytes")
    func namesOfEveryLength() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (1...255).map { String(repeating: "a", count: $0 - 1) + "b" } + ["é.caf", "x"]
        for name in names {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        let listed = try #require(FolderEntries.list(folder.path))
        #expect(listed.map(\.name) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(listed.allSatisfy { $0.type == UInt8(DT_REG) })
        #expect(FolderEntries.list(folder.path + "/missing") == nil)
    }
}
