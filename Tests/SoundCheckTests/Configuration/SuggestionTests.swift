import Testing

@testable import SoundCheckCore

/// "Did you mean" hints: the closest candidate within a third of the word, and the bounded edit
/// distance agreeing with a plain full-matrix Levenshtein distance.
@Suite("did-you-mean suggestions")
struct SuggestionTests {
    /// Levenshtein distance over the whole matrix, written independently of `Suggestion`.
    static func fullMatrixDistance(_ a: [Character], _ b: [Character]) -> Int {
        var matrix = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { matrix[i][0] = i }
        for j in 0...b.count { matrix[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = matrix[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                matrix[i][j] = min(matrix[i - 1][j] + 1, matrix[i][j - 1] + 1, substitution)
            }
        }
        return matrix[a.count][b.count]
    }

    @Test("the distance, bounded or not, is the full matrix's for every pair of short words")
    func distances() {
        let words = [
            "", "a", "ab", "ba", "abc", "kitten", "sitting", "caf", "aiff", "aifc", "wav", "sound-name", "soundname",
        ]
        for first in words {
            for second in words {
                let a = Array(first)
                let b = Array(second)
                let expected = Self.fullMatrixDistance(a, b)
                #expect(Suggestion.editDistance(a, b) == expected, "\(first) \(second)")
                for limit in 0...4 {
                    #expect(
                        Suggestion.editDistance(a, b, atMost: limit) == (expected <= limit ? expected : nil),
                        "\(first) \(second) within \(limit)")
                }
            }
        }
    }

    @Test("near misses are suggested; case, - and _ are ignored; guesses and long words are not")
    func closest() {
        let keys = ["disabled_rules", "max_duration", "payload_limits", "reporters"]
        #expect(Suggestion.closest(to: "Disabled-Rules", among: keys) == "disabled_rules")
        #expect(Suggestion.closest(to: "max_duratoin", among: keys) == "max_duration")
        #expect(Suggestion.closest(to: "reporter", among: keys) == "reporters")
        #expect(Suggestion.closest(to: "colour", among: keys) == nil)
        #expect(Suggestion.closest(to: String(repeating: "reporters", count: 10_000), among: keys) == nil)
        #expect(Suggestion.didYouMean("reporter", among: keys) == " (did you mean 'reporters'?)")
        #expect(Suggestion.didYouMean("zzz", among: keys) == "")
    }
}
