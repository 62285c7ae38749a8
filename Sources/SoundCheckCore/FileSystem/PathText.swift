/// Path helpers on plain strings, working on UTF-8 bytes (no grapheme breaking): cheap, and the
/// same on Linux and macOS.
package enum PathText {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    package static func lastComponent(of path: String) -> String {
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
    package static func `extension`(of name: String) -> String {
        let bytes = name.utf8
        guard let dotIndex = bytes.lastIndex(of: dot), dotIndex != bytes.startIndex else { return "" }
        let suffix = bytes[bytes.index(after: dotIndex)...]
        if suffix.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return String(Substring(suffix)).lowercased()
        }
        return String(Substring(suffix))
    }

    /// The file name without its last extension (`chime` for `chime.caf`); a leading dot is
    /// part of the name, not an extension.
    package static func stem(of name: String) -> String {
        let bytes = name.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII: a "." byte is a "." character, found without breaking the name into
            // characters (most of the platform-sound rule's time).
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return name }
            return String(Substring(bytes[..<dot]))
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The folder holding `path`: "." for a bare name, "/" for a file at the root.
    package static func directory(of path: String) -> String {
        let bytes = path.utf8
        guard let last = bytes.lastIndex(of: slash) else { return "." }
        if last == bytes.startIndex { return "/" }
        return String(Substring(bytes[bytes.startIndex..<last]))
    }

    /// `path` with its extension (if any) replaced by `newExtension`.
    package static func replacingExtension(of path: String, with newExtension: String) -> String {
        let name = lastComponent(of: path)
        let bytes = path.utf8
        guard let dotIndex = name.utf8.lastIndex(of: dot), dotIndex != name.utf8.startIndex else {
            return path + "." + newExtension
        }
        let stemLength = name.utf8.distance(from: name.utf8.startIndex, to: dotIndex)
        let prefixLength = bytes.count - name.utf8.count + stemLength
        return String(Substring(bytes.prefix(prefixLength))) + "." + newExtension
    }

    package static func join(_ directory: String, _ name: String) -> String {
        directory.utf8.last == slash ? directory + name : directory + "/" + name
    }

    package static func isHidden(_ name: String) -> Bool {
        name.utf8.first == dot
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PathText {
    package static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return buffer.withUnsafeBytes { string(fromSystem: $0.prefix { $0 != 0 }) }
    }

    /// `path` made absolute against the current folder, with `.` and `..` resolved lexically.
    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : join(currentDirectory, path)
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root` (both made absolute first), with `..` where it lies outside.
    package static func relative(_ path: String, to root: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(root).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: base.count - common)
        let result = (ups + target[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }
}
