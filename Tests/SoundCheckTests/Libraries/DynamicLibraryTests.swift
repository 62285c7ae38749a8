import Foundation
import Testing
@testable import SoundCheckCore
@testable import SoundCheckChecking
@testable import SoundCheckConversion

@Suite("C libraries opened on first use: loading, and what a missing one says")
struct DynamicLibraryTests {
    static let doesNotExist = DynamicLibrary(name: "libdoesnotexist", stem: "doesnotexist", major: 9, apt: "libdoesnotexist9", brew: "doesnotexist")

    @Test("a missing library is reported by name, with the loader's reason and the packages to install")
    func missing() throws {
        #if os(Linux)
        #expect(Self.doesNotExist.files == [["libdoesnotexist.so.9"]])
        #endif
        let result = Self.doesNotExist.open()
        guard case .failure(let missing) = result else {
            Issue.record("\(Self.doesNotExist.files) opened")
            return
        }
        #expect(missing.problem == "libdoesnotexist is not installed")
        #expect(missing.detail?.contains(Self.doesNotExist.files[0][0]) == true, "\(missing)")
        #expect(missing.description.hasSuffix("; install libdoesnotexist9 (apt) or doesnotexist (brew)"), "\(missing)")
        // A conversion that needs it fails for its file with that message.
        #expect(throws: ConversionError(path: "in.wav", reason: missing.description)) { try result.get(for: "in.wav") }
    }

    @Test("the installed libraries open, with every function their shims list")
    func installed() throws {
        _ = try FFmpegLibraries.functions.get()
    }
}
