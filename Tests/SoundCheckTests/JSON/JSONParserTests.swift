import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("JSON parser with positions")
struct JSONParserTests {
    func parse(_ text: String, depth: Int = JSONParser.defaultMaximumDepth) throws(JSONParseError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), maximumDepth: depth)
        return try parser.parse()
    }

    @Test("values, keys and their line:column")
    func positions() throws {
        let node = try parse("{\n  \"aps\": {\n    \"sound\": \"chime.caf\",\n    \"badge\": 3\n  }\n}")
        let aps = try #require(node["aps"])
        #expect(aps.position.line == 2 && aps.position.column == 10)
        let sound = try #require(aps["sound"])
        #expect(sound.stringValue == "chime.caf")
        #expect(sound.position.line == 3 && sound.position.column == 14)
        #expect(aps.members?.last?.keyPosition == TextPosition(line: 4, column: 5, offset: 43))
        #expect(aps["badge"]?.numberValue == 3)
    }

    @Test("strings: escapes, surrogate pairs, UTF-8")
    func strings() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\udce7""#).stringValue == "a\"b\\c/d\n\té📧")
        #expect(try parse("\"📧 ✉ mail\"").stringValue == "📧 ✉ mail")
    }

    /// A string of many escapes between plain runs was built by appending to a String, which
    /// copied it on each append: 560 kB of `\\u00e9` (an SNS message's APNS string) took 5 s,
    /// a 16 MiB payload file hours.
    @Test("a long string of escapes and runs decodes like JSONSerialization, in one pass")
    func manyEscapes() throws {
        let unit = #"\u00e9\"q\u00e9\ud83d\udd14"#
        let text = "\"" + String(repeating: unit, count: 100_000) + "\""
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? String)
        #expect(try parse(text).stringValue == expected)
        #expect(expected.unicodeScalars.count == 500_000)
        // A run that is not UTF-8 is still refused, also after escapes.
        var bytes = Array("\"\\n".utf8) + [0xC3, 0x28] + Array("\"".utf8)
        var parser = JSONParser(bytes: bytes)
        #expect(throws: JSONParseError.self) { try parser.parse() }
        bytes = Array("\"\\u00e9ok\"".utf8)
        parser = JSONParser(bytes: bytes)
        #expect(try parser.parse().stringValue == "éok")
    }

    @Test(
        "errors name the position",
        arguments: [
            ("{\"a\": 1,}", 1, 9, "expected a key"),
            ("{\"a\" 1}", 1, 6, "expected ':'"),
            ("[1 2]", 1, 4, "expected ','"),
            ("{\"a\": tru}", 1, 7, "'true'"),
            ("01", 1, 1, "leading zeros"),
            ("\"abc", 1, 5, "end of the file"),
            ("{} x", 1, 4, "after the JSON value"),
            ("\"\\ud800\"", 1, 8, "surrogate"),
            ("", 1, 1, "end of the file"),
        ])
    func errors(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.position.line == line && error.position.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("deep nesting is refused with a clear error, not a crash")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try parse(deep) }
        #expect((try? parse("[[[1]]]", depth: 3)) != nil)
        #expect((try? parse("[[[[1]]]]", depth: 3)) == nil)
    }

    @Test("agrees with JSONSerialization on the corpus payloads", .enabled(if: TestPaths.corpus != nil))
    func agreesWithFoundation() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("payloads")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 70)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            var parser = JSONParser(bytes: [UInt8](data))
            let ours = try parser.parse()
            let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            #expect(ours.members?.count == (theirs as? [String: Any])?.count, "\(file)")
        }
    }

    @Test("JSON Pointer, with the * extension")
    func pointers() throws {
        let node = try parse(
            #"{"cases": [{"payload": {"aps": {}}}, {"payload": {"aps": {"sound": "x"}}}], "a/b": {"~": 1}}"#)
        #expect(node.resolve(pointer: "/cases/1/payload/aps/sound")?.stringValue == "x")
        #expect(node.resolve(pointer: "/a~1b/~0")?.numberValue == 1)
        #expect(node.resolve(pointer: "/cases/2") == nil)
        #expect(node.resolve(pointer: "/cases/01") == nil)
        #expect(node.resolveAll(pointer: "/cases/*/payload").count == 2)
        #expect(node.resolveAll(pointer: "/cases").count == 2)
        #expect(node.resolveAll(pointer: "/nothing").isEmpty)
    }
}
