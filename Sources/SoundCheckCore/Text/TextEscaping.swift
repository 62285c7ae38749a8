/// Replaces characters in text, one pass over its scalars (the library does without Foundation).
///
/// Each report format escapes in one place, with one `Escaper`: the line formats (human, xcode)
/// make control characters visible; github-actions adds the runner's `%` encoding; markdown, its
/// table pipes; JUnit, XML's entities; the HTML report, HTML's. JSON and SARIF escape in
/// `JSONWriter`.
package enum TextEscaping {
    package static func escape(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                escaped += replacement
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Every character that can end a line, move the cursor or drive a terminal, written so that
    /// it can be seen: `\xHH` for C0 controls and DEL (the form a file name's bytes that are not
    /// UTF-8 take, see `PathText.string(fromSystem:)`), `\u{…}` as in Swift for C1 controls and
    /// the Unicode line and paragraph separators. A name with a newline reads `a\x0Ab.wav`.
    package static let visibleControls: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        for value in Array(0x00...0x1F) + [0x7F] {
            table[Unicode.Scalar(UInt8(value))] = "\\x" + hex(value, digits: 2)
        }
        for value in Array(0x80...0x9F) + [0x2028, 0x2029] {
            if let scalar = Unicode.Scalar(UInt32(value)) { table[scalar] = "\\u{" + hex(value, digits: 1) + "}" }
        }
        return table
    }()

    /// Text for the formats read one line at a time (human, xcode, and the lines of `convert`,
    /// `fix` and `info`): nothing in a file name or a message can split a line.
    package static let oneLine = Escaper(visibleControls)

    /// Text and double-quoted attribute values of an HTML page: markup characters as entities,
    /// control characters visible as on a line (a page may not hold most of them), and the
    /// noncharacters HTML forbids (U+FDD0…U+FDEF, U+xFFFE and U+xFFFF) as `\u{…}`.
    package static let html: Escaper = {
        var table: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        let noncharacters = Array(0xFDD0...0xFDEF) + (0...0x10).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
        for value in noncharacters {
            if let scalar = Unicode.Scalar(UInt32(value)) { table[scalar] = "\\u{" + hex(value, digits: 1) + "}" }
        }
        return oneLine.adding(table)
    }()

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
