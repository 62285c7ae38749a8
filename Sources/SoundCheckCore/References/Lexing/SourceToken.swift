/// One token of a source file, as the call-site matcher needs it: names, string literals with
/// their decoded value, and punctuation. Whitespace and comments are not tokens.
package struct SourceToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case identifier
        /// A string literal; `text` is its decoded value.
        case string
        case number
        /// A character literal (`'a'` in C, Java, Kotlin): never a sound name.
        case character
        /// One byte of punctuation; `text` is that character.
        case punctuation
    }

    package var kind: Kind
    package var text: String
    /// A string literal with interpolation (`"\(x).caf"`, `` `${x}.caf` ``, `"$x.caf"`): its
    /// value is not known before the program runs.
    package var interpolated = false
    /// 1-based; the column is the byte offset in the line plus one, as the JSON parser counts.
    /// For a string literal, the place of its opening quote.
    package var line: Int
    package var column: Int

    package init(kind: Kind, text: String, interpolated: Bool = false, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.interpolated = interpolated
        self.line = line
        self.column = column
    }

    func isPunctuation(_ character: Character) -> Bool {
        kind == .punctuation && text.first == character
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }
}
