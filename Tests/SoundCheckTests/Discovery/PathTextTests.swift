import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Path helpers")
struct PathTextTests {
    @Test(
        "last component",
        arguments: [
            ("samples/valid/chime.caf", "chime.caf"), ("chime.caf", "chime.caf"), ("a/b/", "b"), ("/", "/"),
            ("Sounds/Ünïcode bell.wav", "Ünïcode bell.wav"),
        ])
    func lastComponent(path: String, expected: String) {
        #expect(PathText.lastComponent(of: path) == expected)
    }

    @Test(
        "extension, lowercased",
        arguments: [
            ("chime.CAF", "caf"), ("a.b.aiff", "aiff"), (".hidden", ""), ("noext", ""), ("trailing.", ""),
        ])
    func fileExtension(name: String, expected: String) {
        #expect(PathText.extension(of: name) == expected)
    }

    @Test func join() {
        #expect(PathText.join("a", "b.caf") == "a/b.caf")
        #expect(PathText.join("a/", "b.caf") == "a/b.caf")
    }

    @Test("a folder given twice, or a file inside a folder also given, is checked once")
    func deduplicated() throws {
        let folder = TestPaths.sample("valid")
        let once = try SoundDiscovery().discover([folder]).files
        let twice = try SoundDiscovery().discover([folder, folder + "/", TestPaths.sample("valid/chime-ima4.caf")])
            .files
        #expect(once == twice)
        #expect(once == once.sorted())
    }
}
