/// Swift: `//` and nested `/* */` comments; `"…"`, `"""…"""`, raw `#"…"#` (any number of `#`,
/// whose escapes and interpolation need as many: `\#(x)`), with `\(…)` interpolation.
struct SwiftSyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: true)
    }

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        var hashes = 0
        while cursor.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard cursor.peek(hashes) == UInt8(ascii: "\"") else { return nil }
        let triple = cursor.peek(hashes + 1) == UInt8(ascii: "\"") && cursor.peek(hashes + 2) == UInt8(ascii: "\"")
        let quotes = triple ? 3 : 1
        let delimiter = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        let kind = StringKind(closing: [UInt8](repeating: UInt8(ascii: "\""), count: quotes) + delimiter,
                              escape: [UInt8(ascii: "\\")] + delimiter, interpolation: .parenthesized, multiline: triple)
        return (kind, hashes, quotes)
    }
}
