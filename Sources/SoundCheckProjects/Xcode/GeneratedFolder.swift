import SoundCheckChecking
import SoundCheckCore

/// Whether a folder a target copies, absent from the checkout, is one a tool makes (and git
/// ignores), so that its absence says nothing about the app's sounds: Capacitor's
/// `ios/App/App/public` is made by `npx cap sync` and listed in `ios/.gitignore`; CocoaPods makes
/// `Pods`. Such a folder is noted (`--verbose`, JSON's `skipped`), never an error.
enum GeneratedFolder {
    /// Folder names that build tools and package managers make: the dependencies and build
    /// output no walk enters, and Flutter's `.symlinks` and `ephemeral`.
    static let generatedNames = AppRoot.foldersNotCounted.union([".symlinks", "ephemeral"])
    /// How many folders up a `.gitignore` is looked for, at most.
    static let ancestorLimit = 32

    /// Why the folder is taken as generated, or nil when nothing says so.
    static func reason(for path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        if let name = components.first(where: generatedNames.contains) {
            return "\(name) is made by a build or a package manager"
        }
        if components.suffix(3) == ["App", "App", "public"] {
            return "Capacitor's npx cap sync makes it"
        }
        return ignoringFile(for: path).map { "\($0) lists it" }
    }

    /// The `.gitignore` of the folder's ancestors (nearest first, up to the repository's root)
    /// whose last matching pattern ignores it.
    static func ignoringFile(for path: String) -> String? {
        let target = PathText.absolute(path)
        var folder = PathText.directory(of: target)
        for _ in 0..<ancestorLimit {
            let file = PathText.join(folder, ".gitignore")
            if let text = try? ConfigFile.bytes(of: file),
                ignores(String(decoding: text, as: UTF8.self), PathText.relative(target, to: folder))
            {
                return PathText.relative(file, to: PathText.currentDirectory)
            }
            if folder == "/" || DiskFolder.status(PathText.join(folder, ".git")) != nil { return nil }
            folder = PathText.directory(of: folder)
        }
        return nil
    }

    /// Whether `.gitignore` text ignores `relative` (a folder) or a folder holding it: the last
    /// pattern that matches decides, `!` patterns un-ignore, `#` starts a comment.
    static func ignores(_ text: String, _ relative: String) -> Bool {
        let parts = relative.split(separator: "/").map(String.init)
        // The folder itself and each folder holding it, as git sees them.
        let candidates = parts.indices.map { parts[...$0].joined(separator: "/") }
        var ignored = false
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingTrailingSpaces()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            while line.hasSuffix("/") { line.removeLast() }
            guard !line.isEmpty else { continue }
            // A pattern with a slash inside is anchored at the .gitignore's folder.
            let anchored = line.dropFirst().contains("/") ? "/" + line.drop { $0 == "/" } : line
            let pattern = GlobPattern(String(anchored))
            if candidates.contains(where: pattern.matches) { ignored = !negated }
        }
        return ignored
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = String(self)
        while text.hasSuffix(" ") || text.hasSuffix("\t") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
