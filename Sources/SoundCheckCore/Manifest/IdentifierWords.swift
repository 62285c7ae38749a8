/// Splits a file name into the ASCII words a Swift identifier is made of, transliterating what it
/// can and spelling the rest, so that no letter of the name is lost (`ünïcode` → `unicode`, never
/// `nCode`).
///
/// - ASCII letters and digits are kept; camelCase starts a new word (`BingBong` → bing, bong).
/// - A Latin letter with marks, a stroke or a hook becomes its base letter (`é` → e, `ø` → o,
///   `ł` → l), a ligature its letters (`æ` → ae, `œ` → oe), and a few letters have a spelling of
///   their own (`ß` → ss, `þ` → th, `ð` → d). Combining marks after such a letter are dropped,
///   so a name typed decomposed (`u` + U+0308, as macOS file systems often hand them out) reads
///   as the precomposed one.
/// - A digit of another script is its value (`٣` → 3).
/// - A letter that has no Latin spelling (日, ж, α) is a word of its own, its code point after a
///   `u` as in Swift's `\u{65E5}`: `日本` → u65e5, u672c. Distinct names stay distinct.
/// - Everything else (spaces, punctuation, emoji) separates words; a name with no letter or digit
///   at all spells its symbols instead (`🔔` → u1f514).
enum IdentifierWords {
    static func words(of text: String) -> [String] {
        var splitter = Splitter()
        for scalar in text.unicodeScalars { splitter.add(scalar) }
        let words = splitter.finish()
        return words.isEmpty ? symbolWords(of: text) : words
    }

    /// What one scalar of a name contributes.
    enum Piece: Equatable {
        /// ASCII letters and digits continuing the current word.
        case letters(String)
        /// A word of its own (a spelled code point).
        case word(String)
        /// A combining mark: belongs to the letter before it.
        case mark
        case separator
    }

    static func piece(_ scalar: Unicode.Scalar) -> Piece {
        if scalar.isASCII {
            return isASCIILetterOrDigit(scalar) ? .letters(String(scalar)) : .separator
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return LatinLetters.spelling(of: scalar).map(Piece.letters) ?? .word(spelled(scalar))
        default:
            return digit(scalar).map(Piece.letters) ?? .separator
        }
    }

    /// The value of a digit of any script (`٣`, `²`, `①`), as an ASCII digit.
    static func digit(_ scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        guard properties.numericType == .decimal || properties.numericType == .digit,
            let value = properties.numericValue, value >= 0, value <= 9, value == value.rounded()
        else { return nil }
        return String(Int(value))
    }

    /// `u` and the lowercase hexadecimal code point: the scalar spelled as Swift's `\u{…}` does.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        "u" + String(scalar.value, radix: 16)
    }

    static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }

    /// For a name made only of symbols: each visible non-ASCII scalar spelled, so that `🔔.caf`
    /// and `🎵.caf` get names of their own rather than `sound` and `sound2`.
    static func symbolWords(of text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            !scalar.isASCII && piece(scalar) != .mark && !scalar.properties.isWhitespace
                && !scalar.properties.isDefaultIgnorableCodePoint
        }.map(spelled)
    }

    /// Collects words from the pieces of a name, in order.
    struct Splitter {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        /// Whether the last letter was spelled as a code point: its marks are spelled too, so
        /// names differing only by a mark of a script we do not transliterate stay distinct.
        var afterSpelledLetter = false

        mutating func add(_ scalar: Unicode.Scalar) {
            switch IdentifierWords.piece(scalar) {
            case .letters(let letters):
                for letter in letters.unicodeScalars { append(letter) }
                afterSpelledLetter = false
            case .word(let word):
                endWord()
                words.append(word)
                afterSpelledLetter = true
            case .mark:
                if afterSpelledLetter { words.append(IdentifierWords.spelled(scalar)) }
            case .separator:
                endWord()
                afterSpelledLetter = false
            }
        }

        private mutating func append(_ letter: Unicode.Scalar) {
            let isUpper = letter >= "A" && letter <= "Z"
            // camelCase inside a name starts a new word: "BingBong" → bing, bong.
            if isUpper && previousWasLower { endWord() }
            current.unicodeScalars.append(letter)
            previousWasLower = !isUpper
        }

        private mutating func endWord() {
            if !current.isEmpty { words.append(current) }
            current = ""
            previousWasLower = false
        }

        mutating func finish() -> [String] {
            endWord()
            return words
        }
    }
}
