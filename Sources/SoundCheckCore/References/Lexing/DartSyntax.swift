/// Dart: `//` and nested `/* */` comments; `'…'`, `"…"`, `'''…'''` and `"""…"""` with
/// backslash escapes and `$name` / `${…}` interpolation; raw strings (`r'…'`, `r"""…"""`)
/// with neither.
struct DartSyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: true)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        // The lexer reads whole names, so an `r` it reaches starts one: it is a prefix only
        // directly before a quote.
        let raw = cursor.peek() == UInt8(ascii: "r")
        let prefix = raw ? 1 : 0
        guard let quote = cursor.peek(prefix), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
            return nil
        }
        let triple = cursor.peek(prefix + 1) == quote && cursor.peek(prefix + 2) == quote
        let quotes = triple ? 3 : 1
        let kind = StringKind(
            closing: [UInt8](repeating: quote, count: quotes), escape: raw ? nil : [UInt8(ascii: "\\")],
            interpolation: raw ? .none : .dollarBraceOrName, multiline: triple)
        return (kind, prefix, quotes)
    }
}
