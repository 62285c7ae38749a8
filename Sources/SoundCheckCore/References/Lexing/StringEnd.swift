/// Where a string literal's body stopped.
enum StringEnd {
    case closed
    /// At the start of an interpolation's code (the opener consumed).
    case interpolation
    /// At a newline of a single-line literal, or at the end of the file.
    case unterminated
}
