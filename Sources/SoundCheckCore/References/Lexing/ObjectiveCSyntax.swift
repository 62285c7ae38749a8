/// Objective-C (and C, C++ in `.mm` and `.h`): `//` and `/* */` comments (not nested); `@"…"`
/// and C `"…"` strings with backslash escapes; `'a'` character literals.
struct ObjectiveCSyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: false)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        let prefix = cursor.peek() == UInt8(ascii: "@") ? 1 : 0
        switch cursor.peek(prefix) {
        case UInt8(ascii: "\""):
            return (StringKind(closing: [UInt8(ascii: "\"")], escape: [UInt8(ascii: "\\")]), prefix, 1)
        case UInt8(ascii: "'") where prefix == 0:
            return (StringKind(closing: [UInt8(ascii: "'")], escape: [UInt8(ascii: "\\")], character: true), 0, 1)
        default:
            return nil
        }
    }
}
