import SoundCheckCore

/// The calls of a Swift file's tokens as a manifest reader needs them: where each bracket closes
/// and a call's labelled arguments. Brackets are matched once, in one pass, so walking any
/// call's arguments is linear in its tokens whatever the nesting or the missing closers.
struct SwiftCallSyntax {
    struct Argument {
        var label: String?
        /// The argument's value: indices into `tokens`.
        var range: Range<Int>
    }

    let tokens: [SourceToken]
    /// For each opening bracket, the index of its closer (`tokens.count` when it never closes).
    let closers: [Int: Int]

    init(_ tokens: [SourceToken]) {
        self.tokens = tokens
        var closers: [Int: Int] = [:]
        var open: [(index: Int, closer: Character)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(": open.append((index, ")"))
            case "[": open.append((index, "]"))
            case "{": open.append((index, "}"))
            case ")", "]", "}":
                // A closer of another kind than the innermost opener closes what it matches;
                // one matching nothing is ignored.
                guard let match = open.lastIndex(where: { String($0.closer) == token.text }) else { continue }
                for unclosed in open[(match + 1)...] { closers[unclosed.index] = index }
                closers[open[match].index] = index
                open.removeSubrange(match...)
            default: continue
            }
        }
        for unclosed in open { closers[unclosed.index] = tokens.count }
        self.closers = closers
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    func isIdentifier(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == text
    }

    /// The arguments between the opening bracket at `open` and its closer, split at the commas
    /// outside nested brackets; `label:` taken off each.
    func arguments(ofBracketAt open: Int) -> [Argument] {
        guard let close = closers[open] else { return [] }
        var arguments: [Argument] = []
        var start = open + 1
        var index = start
        while index <= close {
            if index == close || isPunctuation(index, ",") {
                if index > start { arguments.append(argument(start..<index)) }
                start = index + 1
                index += 1
            } else if let closer = closers[index] {
                index = closer + 1
            } else {
                index += 1
            }
        }
        return arguments
    }

    private func argument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, tokens[range.lowerBound].kind == .identifier, isPunctuation(range.lowerBound + 1, ":") {
            return Argument(label: tokens[range.lowerBound].text, range: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, range: range)
    }

    /// `path:line:column` of a value: its first token, or for an empty value (`resources:` with
    /// nothing after it) the token before it.
    func place(of range: Range<Int>, in path: String) -> String {
        let index = range.isEmpty ? range.lowerBound - 1 : range.lowerBound
        guard tokens.indices.contains(index) else { return path }
        return "\(path):\(tokens[index].line):\(tokens[index].column)"
    }

    /// The literal text of a value that is one plain string literal.
    func string(_ range: Range<Int>) -> SourceToken? {
        guard range.count == 1, tokens[range.lowerBound].kind == .string, !tokens[range.lowerBound].interpolated else {
            return nil
        }
        return tokens[range.lowerBound]
    }

    /// `.name(` at the start of `range`: the index of its opening bracket.
    func call(_ name: String, at range: Range<Int>) -> Int? {
        let start = range.lowerBound
        guard range.count >= 3, isPunctuation(start, "."), isIdentifier(start + 1, name),
            isPunctuation(start + 2, "(")
        else { return nil }
        return start + 2
    }

    /// `.name` alone, as `product: .app` is written.
    func member(_ range: Range<Int>) -> String? {
        guard range.count == 2, isPunctuation(range.lowerBound, "."),
            tokens[range.lowerBound + 1].kind == .identifier
        else { return nil }
        return tokens[range.lowerBound + 1].text
    }
}
