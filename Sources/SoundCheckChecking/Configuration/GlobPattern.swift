import SoundCheckCore

/// A shell-like pattern for `exclude`: `*` matches within one path component, `**` matches any
/// number of whole components (including none), `?` matches one character other than `/`.
/// A pattern without a `/` matches the file name at any depth (`*.tmp.caf`), as in .gitignore.
package struct GlobPattern: Sendable, Hashable {
    package let pattern: String
    private let components: [String]
    private let matchesAnyDepth: Bool

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        // A leading "/" anchors the pattern at the configuration folder, as in .gitignore.
        let anchored = trimmed.hasPrefix("/")
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        components = parts
        matchesAnyDepth = !anchored && parts.count == 1 && parts[0] != "**"
    }

    /// Whether `path` (relative, `/`-separated) matches.
    package func matches(_ path: String) -> Bool {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        if matchesAnyDepth {
            guard let name = parts.last else { return false }
            return Self.matchComponent(Array(components[0].unicodeScalars)[...], name[...])
        }
        return Self.match(components.map { Array($0.unicodeScalars) }[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            // `**` swallows zero or more components: try every split.
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component with `*` and `?`, backtracking to the last `*` (linear in practice).
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>)
        -> Bool
    {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: Int?
        var starMatch = name.startIndex
        while n < name.endIndex {
            if p < pattern.endIndex && (pattern[p] == "?" || pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.endIndex && pattern[p] == "*" {
                star = p
                starMatch = n
                p += 1
            } else if let star {
                p = star + 1
                starMatch += 1
                n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
