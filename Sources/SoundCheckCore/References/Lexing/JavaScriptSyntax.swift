/// JavaScript and TypeScript: `//` and `/* */` comments (not nested); `'…'` and `"…"` strings
/// with backslash escapes; `` `…` `` template literals, which span lines and interpolate
/// `${…}`. Regular expression literals are not recognised: a quote inside one reads as the start
/// of a string that ends, unterminated, at the end of its line.
struct JavaScriptSyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: false)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        guard let quote = cursor.peek() else { return nil }
        switch quote {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            return (StringKind(closing: [quote], escape: [UInt8(ascii: "\\")]), 0, 1)
        case UInt8(ascii: "`"):
            return (
                StringKind(
                    closing: [quote], escape: [UInt8(ascii: "\\")], interpolation: .dollarBrace, multiline: true), 0, 1
            )
        default:
            return nil
        }
    }
}
