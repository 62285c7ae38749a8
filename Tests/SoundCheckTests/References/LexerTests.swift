import Foundation
import Testing

@testable import SoundCheckCore

/// Each language family's lexer: the string literals it yields (decoded, with their opening
/// quote's position), what it skips (comments, character literals, interpolated code), and that
/// any bytes end in tokens.
@Suite("refs: lexers")
struct LexerTests {
    /// "value@line:column", with a `~` before interpolated literals.
    static func strings(_ source: String, _ language: SourceLanguage) -> [String] {
        language.tokens(Array(source.utf8)).filter { $0.kind == .string }
            .map { ($0.interpolated ? "~" : "") + "\($0.text)@\($0.line):\($0.column)" }
    }

    /// A raw string's position is its quote's, after the `#`s; a multi-line literal's value keeps its
    /// newlines and indentation (no sound name spans lines).
    @Test("Swift: escapes, multi-line and raw strings, interpolation, nested block comments")
    func swift() {
        let source = ##"""
            let a = "x\"y\u{41}" // "comment"
            /* outer /* "nested" */ "still comment" */ let b = #"raw \(no) "q""#
            let c = """
                multi "line"
                """
            let d = "\(f("inner")).caf" + #"a\#(x)b"#
            """##
        #expect(
            Self.strings(source, .swift) == [
                "x\"yA@1:9", #"raw \(no) "q"@2:53"#, "\n    multi \"line\"\n    @3:9", "~….caf@6:9", "~a…b@6:32",
            ])
    }

    @Test("Objective-C: @-strings, C strings, character literals and comments")
    func objectiveC() {
        let source = "NSString *s = @\"a\\n\"; char q = '\"'; /* @\"no\" */ // \"no\"\nconst char *c = \"c\";"
        #expect(Self.strings(source, .objectiveC) == ["a\n@1:16", "c@2:17"])
    }

    @Test("JavaScript: three quotes, template literals with ${} (nested templates too)")
    func javaScript() {
        let source = "const a = 'x', b = \"y\", c = `t${`${deep}`}z`; // 'no'\n/* 'no' */ const d = `plain`"
        #expect(Self.strings(source, .javaScript) == ["x@1:11", "y@1:20", "~t…z@1:29", "plain@2:22"])
    }

    @Test("Kotlin: templates ($name and ${}), raw strings, nested comments; Java: text blocks, flat comments")
    func kotlinAndJava() {
        let kotlin =
            "val a = \"$name.caf\"; val b = \"${x}\"; val c = \"\"\"raw \\n\"\"\" /* /* \"no\" */ \"no\" */ val d = 'c'"
        #expect(Self.strings(kotlin, .kotlin) == ["~….caf@1:9", "~…@1:30", "raw \\n@1:46"])
        let java = "String a = \"$x\"; /* /* */ String b = \"\"\"\n  text\\tblock\"\"\"; char c = '\"';"
        #expect(Self.strings(java, .java) == ["$x@1:12", "\n  text\tblock@1:38"])
    }

    /// A raw string's position is its quote's, after the `r`.
    @Test("Dart: single, double, triple and raw strings, $ interpolation")
    func dart() {
        let source =
            "var a = 'x', b = \"y\", c = '''m\nl''', d = r'$raw\\n', e = '$n.caf', f = '${a}b'; /* /* 'no' */ */"
        #expect(
            Self.strings(source, .dart) == ["x@1:9", "y@1:18", "m\nl@1:27", "$raw\\n@2:12", "~….caf@2:26", "~…b@2:40"])
    }

    /// Once looked for a raw string's delimiter from every `#` of a run, rereading the run each
    /// time: 400 kB of `#` took 36 s, 8 MiB would have taken hours. Now a run is read once, and
    /// more than 64 `#`s open no string (each `"` in a body is compared with the delimiter).
    @Test("Swift: a long run of # is read once, and too many #s open no raw string")
    func hashRuns() {
        let run = [UInt8](repeating: UInt8(ascii: "#"), count: 1 << 20)
        #expect(SourceLanguage.swift.tokens(run).count == run.count)
        #expect(Self.strings(String(repeating: "#", count: 3) + "\"raw\"###", .swift) == ["raw@1:4"])
        #expect(Self.strings(String(repeating: "#", count: 65) + "\"not raw\"", .swift) == ["not raw@1:66"])
        let quotes = Array((String(repeating: "#", count: 64) + "\"" + String(repeating: "\"", count: 1 << 18)).utf8)
        #expect(SourceLanguage.swift.tokens(quotes).allSatisfy { $0.kind == .punctuation })
    }

    @Test("columns are byte offsets in the line plus one, after a byte order mark too")
    func columns() {
        #expect(Self.strings("\u{FEFF}é = \"x\"", .swift) == ["x@1:6"])
    }

    @Test(
        "any bytes end in tokens: unterminated strings and comments, invalid UTF-8, deep nesting",
        arguments: SourceLanguage.allCases)
    func totality(language: SourceLanguage) {
        let inputs: [[UInt8]] = [
            Array("\"unterminated".utf8), Array("/* unterminated".utf8), Array("`${".utf8), Array("\"\\(".utf8),
            Array("'''".utf8), Array("#\"".utf8), Array("\"\\u{FFFFFFFFFF".utf8), Array("\"\\".utf8),
            [0xFF, 0xFE, 0x22, 0xC3, 0x28, 0x22, 0x80], Array(repeating: UInt8(ascii: "("), count: 100_000),
            Array(String(repeating: "\"\\(", count: 20_000).utf8), Array(String(repeating: "`${", count: 20_000).utf8),
            Array(String(repeating: "/*", count: 20_000).utf8),
        ]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<20).map { _ in (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        for bytes in inputs + random {
            let tokens = language.tokens(bytes)
            var matcher = CallSiteMatcher(language: language)
            _ = matcher.match(tokens)
            #expect(tokens.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }
}
