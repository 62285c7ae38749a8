/// Swift: `//` and nested `/* */` comments; `"…"`, `"""…"""`, raw `#"…"#` (any number of `#`,
/// whose escapes and interpolation need as many: `\#(x)`), with `\(…)` interpolation.
struct SwiftSyntax: LanguageSyntax {
    func skipComment(_ cursor: inout SourceCursor) -> Bool {
        cursor.skipCStyleComment(nestedBlocks: true)
    }

    /// More `#`s than this do not open a raw string (real code uses a few): each `"` in the body
    /// is checked against the delimiter, so an unbounded one would make that check quadratic.
    static let maximumHashes = 64

    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)? {
        // A raw string's delimiter starts at the first `#` of a run: looking again from each `#`
        // of a long run would read the run once per byte.
        if cursor.peek() == UInt8(ascii: "#"), cursor.offset > 0, cursor.bytes[cursor.offset - 1] == UInt8(ascii: "#") {
            return nil
        }
        var hashes = 0
        while hashes <= Self.maximumHashes, cursor.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard hashes <= Self.maximumHashes else { return nil }
        guard cursor.peek(hashes) == UInt8(ascii: "\"") else { return nil }
        let triple = cursor.peek(hashes + 1) == UInt8(ascii: "\"") && cursor.peek(hashes + 2) == UInt8(ascii: "\"")
        let quotes = triple ? 3 : 1
        let delimiter = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        let kind = StringKind(
            closing: [UInt8](repeating: UInt8(ascii: "\""), count: quotes) + delimiter,
            escape: [UInt8(ascii: "\\")] + delimiter, interpolation: .parenthesized, multiline: triple)
        return (kind, hashes, quotes)
    }
}
