/// What a resource file (`res/raw/keep.xml`) tells the resource shrinker: the raw resources to
/// keep and to discard (`tools:keep="@raw/chime,@raw/alert_*"`), and whether strict mode turns
/// off the guessing from strings in code.
package struct ResourceKeepRules: Sendable, Hashable {
    /// The tools namespace: its prefix is whatever the file binds to it (`tools` by convention).
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// Patterns of raw resource names (`chime`, `alert_*`).
    package var keep: [String] = []
    package var discard: [String] = []
    /// `tools:shrinkMode="strict"`.
    package var strict = false
    /// Where the root element stands, for findings and notes.
    package var line = 1
    package var column = 1

    /// Nil when the file is not a `<resources>` file with any of these attributes, or not XML.
    package init?(bytes: [UInt8]) {
        var scanner = XMLScanner(bytes)
        var root: XMLScanner.Element?
        do throws(XMLScanner.Failure) {
            while let event = try scanner.next() {
                if case .start(let element) = event {
                    root = element
                    break
                }
            }
        } catch {
            return nil
        }
        guard let root, root.name == "resources",
            let prefix = root.attributes.first(where: { $0.key.hasPrefix("xmlns:") && $0.value == Self.toolsNamespace })
                .map({ String($0.key.dropFirst("xmlns:".count)) })
        else { return nil }
        keep = Self.rawPatterns(root.attributes["\(prefix):keep"])
        discard = Self.rawPatterns(root.attributes["\(prefix):discard"])
        strict = root.attributes["\(prefix):shrinkMode"] == "strict"
        line = root.line
        column = root.column
        guard !keep.isEmpty || !discard.isEmpty || strict else { return nil }
    }

    /// `@raw/chime, @raw/alert_*` → `["chime", "alert_*"]`; other resource types are left out.
    static func rawPatterns(_ value: String?) -> [String] {
        guard let value else { return [] }
        return value.split(separator: ",").compactMap { entry in
            let trimmed = entry.trimmingSpaces
            guard trimmed.hasPrefix("@raw/") else { return nil }
            return String(trimmed.dropFirst("@raw/".count))
        }
    }

    package func keeps(_ name: String) -> Bool { keep.contains { Self.matches(name, pattern: $0) } }
    package func discards(_ name: String) -> Bool { discard.contains { Self.matches(name, pattern: $0) } }

    /// `*` stands for any run of characters, as the shrinker reads it. Linear in both lengths:
    /// the last `*` seen is the only one retried.
    static func matches(_ name: String, pattern: String) -> Bool {
        let text = Array(name.utf8)
        let glob = Array(pattern.utf8)
        var (textIndex, globIndex) = (0, 0)
        var star: (glob: Int, text: Int)?
        while textIndex < text.count {
            if globIndex < glob.count, glob[globIndex] == UInt8(ascii: "*") {
                star = (globIndex, textIndex)
                globIndex += 1
            } else if globIndex < glob.count, glob[globIndex] == text[textIndex] {
                globIndex += 1
                textIndex += 1
            } else if let last = star {
                globIndex = last.glob + 1
                textIndex = last.text + 1
                star = (last.glob, last.text + 1)
            } else {
                return false
            }
        }
        while globIndex < glob.count, glob[globIndex] == UInt8(ascii: "*") { globIndex += 1 }
        return globIndex == glob.count
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
