/// "Did you mean" hints for misspelt keys and identifiers: in the core, so that a report format
/// named on the command line (`--report sarf:x.sarif`) is helped as a key in `.soundcheck.yml` is.
package enum Suggestion {
    /// ` (did you mean 'x'?)` for the closest candidate, or "" when none is close.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The candidate that differs only in case and `-`/`_`, or else the one within a small edit
    /// distance (about a third of the word: near misses, not guesses).
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let folded = fold(word)
        if let same = candidates.first(where: { fold($0) == folded }) { return same }
        let limit = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard let distance = editDistance(folded, fold(candidate), atMost: limit) else { continue }
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    private static func fold(_ word: String) -> [Character] {
        Array(word.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// The Levenshtein distance when it is at most `limit`, else nil. The difference in length
    /// bounds the distance from below, so a long word is not compared letter by letter with short
    /// candidates (a kilobyte-long unknown key in `.soundcheck.yml` spent a quarter of the file's
    /// parse here, under the fuzzer).
    package static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        let distance = editDistance(a, b)
        return distance <= limit ? distance : nil
    }

    /// Levenshtein distance, one row at a time (two rows, reused).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
