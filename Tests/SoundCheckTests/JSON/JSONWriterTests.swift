import Foundation
import Testing

@testable import SoundCheckCore

@Suite("JSON writer")
struct JSONWriterTests {
    /// Every ASCII byte, escaped or not, runs of plain text around escapes, and non-ASCII text,
    /// read back by Foundation's `JSONSerialization`, an independent parser.
    @Test("strings round-trip through JSONSerialization: every control byte, quotes, backslashes, runs, UTF-8")
    func stringsRoundTrip() throws {
        let every = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
        let strings = [
            "", "plain", every, "a\"b\\c", "\"", "\\\\", "tab\there\nnew line\r", "\u{7F}\u{1F}x", "é 📧 naïve",
            String(repeating: "run ", count: 300) + "\u{0}" + String(repeating: "é", count: 300),
        ]
        var writer = JSONWriter(pretty: false)
        writer.write(.array(strings.map { .string($0) }))
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [String]
        #expect(parsed == strings)
        var control = JSONWriter(pretty: false)
        control.write(.string("\u{1}\u{7F}\n\"\\"))
        #expect(control.text == #""\u0001\u007f\n\"\\""#)
    }
}
