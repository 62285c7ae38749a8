/// What a language family's lexer knows: its comments and how its string literals open. The
/// rest (names, numbers, punctuation, interpolation) is shared by `SourceLexer`.
protocol LanguageSyntax: Sendable {
    /// Skips a comment starting here; true if there was one.
    func skipComment(_ cursor: inout SourceCursor) -> Bool
    /// A string literal starting here: its kind, how many prefix bytes come before the opening
    /// quote (`@`, `r`, `#`), and how many quote bytes open it. Nothing is consumed.
    func stringOpening(_ cursor: SourceCursor) -> (kind: StringKind, prefix: Int, quotes: Int)?
}
