/// Path helpers on plain strings, working on UTF-8 bytes (no grapheme breaking): cheap, and the
/// same on Linux and macOS.
enum FilePath {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    static func lastComponent(of path: String) -> String {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.index(after: bytes.startIndex) && bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        let trimmed = bytes[bytes.startIndex..<end]
        guard let last = trimmed.lastIndex(of: slash), trimmed.count > 1 else { return String(Substring(trimmed)) }
        return String(Substring(trimmed[trimmed.index(after: last)...]))
    }

    /// The lowercased extension, without the dot; "" for none (and for dot-files like `.hidden`).
    static func `extension`(of name: String) -> String {
        let bytes = name.utf8
        guard let dotIndex = bytes.lastIndex(of: dot), dotIndex != bytes.startIndex else { return "" }
        let suffix = bytes[bytes.index(after: dotIndex)...]
        if suffix.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return String(Substring(suffix)).lowercased()
        }
        return String(Substring(suffix))
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.utf8.last == slash ? directory + name : directory + "/" + name
    }

    static func isHidden(_ name: String) -> Bool {
        name.utf8.first == dot
    }
}
