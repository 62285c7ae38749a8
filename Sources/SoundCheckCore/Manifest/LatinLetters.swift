/// Latin letters spelled in ASCII, for identifiers made from file names: `ü` → u, `Ø` → O,
/// `æ` → ae, `ß` → ss.
///
/// The usual way is canonical decomposition (NFD), then dropping the combining marks. Swift
/// 6.3's standard library does not offer NFD, and the core has no Foundation, so the base letter
/// is read from the letter's Unicode name instead: the names of Latin letters say the base letter
/// and then what is added to it ("LATIN SMALL LETTER U WITH DIAERESIS", "LATIN CAPITAL LETTER O
/// WITH STROKE", "LATIN SMALL LIGATURE OE"). Unicode never changes a name once published, so
/// this is as stable as a decomposition, and it also covers the letters that have none (ø, ł,
/// đ, ħ). A short table spells the few letters whose names are words (SHARP S, THORN, ETH).
enum LatinLetters {
    /// The ASCII letters for a Latin letter, in its case; nil for anything else.
    static func spelling(of scalar: Unicode.Scalar) -> String? {
        guard let name = scalar.properties.name else { return nil }
        let words = name.split(separator: " ").map(String.init)
        guard let latin = words.firstIndex(of: "LATIN") else { return nil }
        return spelling(words[(latin + 1)...])
    }

    /// Letters whose name is a word rather than the letter (uppercase, as in the names).
    static let named: [String: String] = [
        "SHARP S": "SS", "THORN": "TH", "ETH": "D", "ENG": "NG", "KRA": "K", "SCHWA": "E", "EZH": "Z", "ALPHA": "A",
    ]

    /// Reads `SMALL LETTER X [WITH …]` (also `CAPITAL`, `LIGATURE`, `LETTER SMALL CAPITAL`).
    static func spelling(_ words: ArraySlice<String>) -> String? {
        guard let (lowercase, rest) = letterCase(words) else { return nil }
        let end = rest.firstIndex { $0 == "WITH" || $0 == "PRECEDED" } ?? rest.endIndex
        guard let base = baseLetters(rest[..<end]) else { return nil }
        let letters = lowercase ? base.lowercased() : base
        // A titlecase digraph names its second letter after WITH: "LATIN CAPITAL LETTER D WITH
        // SMALL LETTER Z WITH CARON" (ǅ) is Dz.
        if end < rest.endIndex, rest[end] == "WITH", let second = spelling(rest[(end + 1)...]) {
            return letters + second
        }
        return letters
    }

    /// Whether the letter is lowercase, and the words after its case and kind.
    static func letterCase(_ words: ArraySlice<String>) -> (Bool, ArraySlice<String>)? {
        let head = Array(words.prefix(3)) + ["", "", ""]
        switch (head[0], head[1]) {
        case ("SMALL", "LETTER"), ("SMALL", "LIGATURE"): return (true, words.dropFirst(2))
        case ("CAPITAL", "LETTER"), ("CAPITAL", "LIGATURE"): return (false, words.dropFirst(2))
        // Small capitals (ʀ) are lowercase letters.
        case ("LETTER", "SMALL") where head[2] == "CAPITAL": return (true, words.dropFirst(3))
        default: return nil
        }
    }

    /// The base letters of a name's letter phrase: a table entry, or its last word when that is
    /// one or two letters (`TURNED A`, `DOTLESS I`, `AE`, `OE`, `IJ`).
    static func baseLetters(_ phrase: ArraySlice<String>) -> String? {
        if let letters = named[phrase.joined(separator: " ")] { return letters }
        guard let last = phrase.last, (1...2).contains(last.unicodeScalars.count),
            last.unicodeScalars.allSatisfy({ $0 >= "A" && $0 <= "Z" })
        else { return nil }
        return last
    }
}
