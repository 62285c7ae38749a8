/// Where an app's text files name raw resources: what renaming a resource leaves for a person to
/// change (`fix --rename`). A name counts where it stands alone: not inside a longer name
/// (`alert` in `alert_tone`), but before an extension (`Alert-Tone.mp3`) or after `@raw/`.
public enum ResourceNameOccurrences {
    public struct Occurrence: Sendable, Hashable {
        public var path: String
        public var line: Int
        public var column: Int
        /// The line, trimmed and shortened.
        public var text: String
    }

    /// The files searched: source code refs reads, and the resource, config and payload files that
    /// name sounds.
    static let extensions = SourceLanguage.fileExtensions.union([
        "xml", "json", "yml", "yaml", "gradle", "properties", "html",
    ])
    static let maximumFileSize: Int64 = 8 << 20

    /// Each name's occurrences under `root` (dependencies and build products left out), in path
    /// order; files that cannot be read are passed over.
    package static func find(_ names: Set<String>, under root: String) -> [String: [Occurrence]] {
        var discovery = SoundDiscovery(extensions: extensions)
        discovery.skippedFolders = ReferenceScanner.skippedFolders
        guard !names.isEmpty, let files = try? discovery.discover([root]).files else { return [:] }
        var found: [String: [Occurrence]] = [:]
        for path in files {
            guard let source = try? FileByteSource(path: path), source.size <= maximumFileSize,
                let bytes = try? source.read(at: 0, count: Int(source.size))
            else { continue }
            for (name, occurrences) in search(Array(bytes), for: names, path: path) {
                found[name, default: []] += occurrences
            }
        }
        return found
    }

    static func search(_ bytes: [UInt8], for names: Set<String>, path: String) -> [String: [Occurrence]] {
        var found: [String: [Occurrence]] = [:]
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Array(line)
            for name in names {
                for column in columns(of: Array(name.utf8), in: line) {
                    found[name, default: []].append(
                        Occurrence(path: path, line: lineNumber, column: column, text: shown(line)))
                }
            }
        }
        return found
    }

    /// 1-based columns where `name` stands alone in `line`.
    static func columns(of name: [UInt8], in line: [UInt8]) -> [Int] {
        guard !name.isEmpty, line.count >= name.count else { return [] }
        var columns: [Int] = []
        for start in 0...(line.count - name.count) where line[start] == name[0] {
            guard line[start..<(start + name.count)].elementsEqual(name) else { continue }
            let before = start > 0 ? line[start - 1] : nil
            let after = start + name.count < line.count ? line[start + name.count] : nil
            if !isNamePart(before), !isNamePart(after) { columns.append(start + 1) }
        }
        return columns
    }

    private static func isNamePart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    private static func shown(_ line: [UInt8]) -> String {
        let text = String(decoding: line, as: UTF8.self).trimmingWhitespace
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}
