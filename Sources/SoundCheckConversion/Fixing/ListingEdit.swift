import SoundCheckChecking
import SoundCheckCore

/// A file that names a sound `fix` renames (alert.mp3 becomes alert.caf), and the change that
/// gives it the new name: a config's entry at its line (an Expo `sounds` entry, a Cordova
/// `resource-file`, an XcodeGen or Tuist source), or an Xcode project's file reference. Without
/// it the app would list a file that is no longer there: the build fails, or the sound is gone.
public struct ListingEdit: Sendable, Hashable {
    /// The file to change.
    public var file: String
    /// The line of the entry; nil for an Xcode project file, whose one file reference of that
    /// name (and the comments that repeat it) is changed.
    public var line: Int?
    public var oldName: String
    public var newName: String

    public init(file: String, line: Int?, oldName: String, newName: String) {
        self.file = file
        self.line = line
        self.oldName = oldName
        self.newName = newName
    }

    /// The edits renaming `sound` to `newPath` needs; nil when a listing of it cannot be changed
    /// safely (its place is unknown: a script config), with the reason.
    static func edits(renaming sound: InspectedSound, to newPath: String) -> Result<[ListingEdit], Refusal> {
        let oldName = sound.name
        let newName = PathText.lastComponent(of: newPath)
        var edits: [ListingEdit] = []
        for position in sound.listedAt {
            guard let line = position.line else {
                return .failure(Refusal("\(position.path) lists it where soundcheck cannot change it"))
            }
            edits.append(ListingEdit(file: position.path, line: line, oldName: oldName, newName: newName))
        }
        if sound.listedAt.isEmpty, let project = sound.projectFile, !sound.placements.isEmpty {
            edits.append(ListingEdit(file: project, line: nil, oldName: oldName, newName: newName))
        }
        return .success(edits)
    }

    struct Refusal: Error, Hashable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The file's text with the edit made; a refusal when the old name is not where it should be,
    /// or is there more than once (two entries, two references: which one is meant is unclear).
    func applied(to text: [UInt8]) -> Result<[UInt8], Refusal> {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if let line {
            guard line >= 1, line <= lines.count else { return .failure(Refusal("\(file) has no line \(line)")) }
            let places = Self.occurrences(of: Array(oldName.utf8), in: lines[line - 1])
            if places.isEmpty { return coveringEntry(lines[line - 1], line: line, text: text) }
            // Every mention on the entry's line: a Cordova resource-file names it as src and target.
            for place in places.reversed() {
                lines[line - 1].replaceSubrange(place..<place + oldName.utf8.count, with: Array(newName.utf8))
            }
            return .success(Array(lines.joined(separator: [UInt8(ascii: "\n")])))
        }
        let references = lines.filter { line in
            Self.contains(line, "PBXFileReference") && !Self.occurrences(of: Array(oldName.utf8), in: line).isEmpty
        }
        guard references.count == 1 else {
            return .failure(
                Refusal(
                    references.isEmpty
                        ? "\(file) has no file reference named \(oldName)"
                        : "\(file) has \(references.count) file references named \(oldName)"))
        }
        for index in lines.indices {
            for place in Self.occurrences(of: Array(oldName.utf8), in: lines[index]).reversed() {
                lines[index].replaceSubrange(place..<place + oldName.utf8.count, with: Array(newName.utf8))
            }
        }
        return .success(Array(lines.joined(separator: [UInt8(ascii: "\n")])))
    }

    /// An entry that lists the sound without naming it (an XcodeGen folder source, a Tuist glob)
    /// needs no edit when it still covers the new name: unless it names files by the old
    /// extension (`Resources/*.mp3`), which the renamed sound would fall out of.
    private func coveringEntry(_ entry: [UInt8], line: Int, text: [UInt8]) -> Result<[UInt8], Refusal> {
        let oldExtension = "." + PathText.extension(of: oldName)
        guard oldExtension.count > 1,
            String(decoding: entry, as: UTF8.self).lowercased().contains(oldExtension.lowercased())
        else { return .success(text) }
        return .failure(Refusal("\(file):\(line) lists \(oldExtension) files, which \(newName) would not be"))
    }

    /// Where `name` stands as a whole file name in `line`: not inside a longer name
    /// (`ding.mp3` in `old-ding.mp3` or `ding.mp3.bak`).
    static func occurrences(of name: [UInt8], in line: [UInt8]) -> [Int] {
        guard !name.isEmpty, line.count >= name.count else { return [] }
        let nameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.".utf8)
        var found: [Int] = []
        for start in 0...(line.count - name.count) where line[start..<start + name.count].elementsEqual(name) {
            let before = start == 0 ? nil : line[start - 1]
            let after = start + name.count < line.count ? line[start + name.count] : nil
            if before.map({ !nameCharacters.contains($0) }) ?? true, after.map({ !nameCharacters.contains($0) }) ?? true
            {
                found.append(start)
            }
        }
        return found
    }

    private static func contains(_ line: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard line.count >= needle.count else { return false }
        return (0...(line.count - needle.count)).contains { line[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
