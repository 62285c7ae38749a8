/// Groovy, as Gradle build files use it: `//` and `/* */` comments; `'…'`, `"…"` (with `${…}`
/// and `$name` templates), `'''…'''` and `"""…"""` strings with backslash escapes. Slashy and
/// dollar-slashy strings are left out: build files do not hold them where soundcheck looks.
struct GroovySyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: false)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        let backslash: [UInt8] = [UInt8(ascii: "\\")]
        for (quotes, templates) in [(Self.tripleDouble, true), (Self.tripleSingle, false)]
        where cursor.starts(with: quotes) {
            return (
                StringKind(
                    closing: quotes, escape: backslash, interpolation: templates ? .dollarBraceOrName : .none,
                    multiline: true), 0, 3
            )
        }
        switch cursor.peek() {
        case UInt8(ascii: "\""):
            return (
                StringKind(closing: [UInt8(ascii: "\"")], escape: backslash, interpolation: .dollarBraceOrName), 0, 1
            )
        case UInt8(ascii: "'"):
            return (StringKind(closing: [UInt8(ascii: "'")], escape: backslash), 0, 1)
        default:
            return nil
        }
    }

    private static let tripleDouble: [UInt8] = Array("\"\"\"".utf8)
    private static let tripleSingle: [UInt8] = Array("'''".utf8)
}
