import SoundCheckChecking
import SoundCheckCore

/// A resource glob of a Tuist manifest, as Tuist expands it: `*` and `?` within a name, `**`
/// across folders, `{a,b}` alternatives. Matched against whole paths, built from the same
/// folder as the candidates.
struct TuistGlob {
    /// More alternatives than any manifest writes; beyond, the glob is not read.
    static let maximumAlternatives = 64
    /// More `**` than any manifest writes: each one multiplies the ways a path can match.
    static let maximumGlobstars = 4

    private let patterns: [GlobPattern]
    /// The folder before the first name with a wildcard: where the files it matches lie.
    let folder: String
    let hasWildcards: Bool
    /// How many names below `folder` a match can lie, at most; nil when a `**` reaches any depth.
    /// A walk for the glob goes no deeper, so `/*.caf` reads one folder, not the disk under it.
    let depth: Int?

    /// nil when the pattern has more alternatives or `**` than soundcheck matches.
    init?(_ path: String) {
        guard let expanded = Self.alternatives(of: path) else { return nil }
        guard !expanded.contains(where: { $0.components(separatedBy: "**").count - 1 > Self.maximumGlobstars }) else {
            return nil
        }
        // Anchored at the start: a relative path is matched against relative candidates.
        patterns = expanded.map { GlobPattern($0.utf8.first == UInt8(ascii: "/") ? $0 : "/" + $0) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = parts.prefix { !Self.hasWildcard($0) }
        hasWildcards = fixed.count < parts.count
        let prefix = fixed.joined(separator: "/")
        depth = Self.depth(of: expanded, below: fixed.count)
        if !hasWildcards {
            folder = path
        } else if !prefix.isEmpty {
            folder = prefix
        } else {
            folder = path.hasPrefix("/") ? "/" : "."
        }
    }

    func matches(_ path: String) -> Bool {
        patterns.contains { $0.matches(path) }
    }

    private static func depth(of patterns: [String], below fixedNames: Int) -> Int? {
        guard !patterns.contains(where: { $0.contains("**") }) else { return nil }
        return patterns.map { $0.split(separator: "/", omittingEmptySubsequences: false).count - fixedNames }.max()
    }

    private static func hasWildcard(_ name: Substring) -> Bool {
        name.contains { $0 == "*" || $0 == "?" || $0 == "{" || $0 == "[" }
    }

    /// `a{b,c}d{e,f}` as `abde`, `abdf`, `acde`, `acdf`; nil past the limit or for an unclosed
    /// or nested brace.
    static func alternatives(of pattern: String) -> [String]? {
        var results = [""]
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"),
                !rest[rest.index(after: open)..<close].contains("{")
            else { return nil }
            let choices = rest[rest.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            guard results.count * choices.count <= maximumAlternatives else { return nil }
            let before = rest[..<open]
            results = results.flatMap { start in choices.map { start + before + $0 } }
            rest = rest[rest.index(after: close)...]
        }
        return results.map { $0 + rest }
    }
}
