import SoundCheckCore

/// Paths as a project's references build them: joined from the project path as the user gave
/// it, so a relative project gives relative paths, with `.` and `folder/..` taken out.
enum ProjectPath {
    private static let slash = UInt8(ascii: "/")

    /// `path` without `.` segments, `x/..` pairs or doubled slashes; `..` that climbs above a
    /// relative path is kept, above `/` dropped. Works on bytes, like `PathText`.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.utf8.first == slash
        var parts: [Substring] = []
        for piece in path.utf8.split(separator: slash) {
            let part = Substring(piece)
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                    continue
                }
                if isAbsolute { continue }
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` under `folder`, unless `path` is absolute.
    static func resolve(_ path: String, in folder: String) -> String {
        if path.utf8.first == slash { return normalized(path) }
        if path.isEmpty { return normalized(folder) }
        return normalized(PathText.join(folder, path))
    }

    /// `path` without trailing slashes (`X.xcodeproj/` as a shell completes it).
    static func trimmed(_ path: String) -> String {
        var bytes = Substring(path).utf8
        while bytes.count > 1, bytes.last == slash { bytes = bytes.dropLast() }
        return String(Substring(bytes))
    }
}
