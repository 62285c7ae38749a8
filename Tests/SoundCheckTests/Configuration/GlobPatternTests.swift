import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Configuration: glob patterns for exclude")
struct GlobPatternTests {
    @Test(
        "* stays within a component, ** spans folders, ? is one character",
        arguments: [
            ("*.tmp.caf", "a.tmp.caf", true),
            ("*.tmp.caf", "deep/er/a.tmp.caf", true),  // no slash: the name at any depth
            ("*.tmp.caf", "a.caf", false),
            ("Sounds/*.caf", "Sounds/a.caf", true),
            ("Sounds/*.caf", "Sounds/x/a.caf", false),
            ("**/Generated/**", "Generated/a.caf", true),
            ("**/Generated/**", "Sounds/Generated/x/a.caf", true),
            ("**/Generated/**", "Sounds/NotGenerated/a.caf", false),
            ("Sounds/**/*.wav", "Sounds/a.wav", true),
            ("Sounds/**/*.wav", "Sounds/a/b/c.wav", true),
            ("Sounds/**/*.wav", "Other/a.wav", false),
            ("bell?.caf", "bell1.caf", true),
            ("bell?.caf", "bell12.caf", false),
            ("bell?.caf", "bell.caf", false),
            ("a?b", "a/b", false),
            ("*", "anything.caf", true),
            ("**", "a/b/c", true),
            ("/top.caf", "top.caf", true),
            ("/top.caf", "x/top.caf", false),
            ("./Sounds/*.caf", "Sounds/a.caf", true),
            ("*a*b*c", "xaxxbxxxc", true),
            ("*a*b*c", "xaxxcxxxb", false),
            ("**/*.caf", "a.caf", true),
        ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test("exclude drops matching files relative to the configuration folder, but keeps files named explicitly")
    func filter() {
        var configuration = SoundCheckConfiguration()
        configuration.directory = "/project"
        configuration.exclude = ["**/Generated/**", "*.tmp.caf"]
        let files = [
            "/project/Sounds/a.caf", "/project/Sounds/Generated/b.caf", "/project/c.tmp.caf", "/elsewhere/d.caf",
        ]
        #expect(configuration.filter(files) == ["/project/Sounds/a.caf", "/elsewhere/d.caf"])
        #expect(
            configuration.filter(files, keepingNamed: ["/project/c.tmp.caf"]) == [
                "/project/Sounds/a.caf", "/project/c.tmp.caf", "/elsewhere/d.caf",
            ])
        #expect(configuration.isExcluded("/project/Sounds/Generated/b.caf"))
        #expect(!configuration.isExcluded("/project/Sounds/a.caf"))
    }
}
