import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What became of one planned fix.
public struct FixOutcome: Sendable, Hashable {
    public var item: FixItem
    public var result: Result

    /// Whether the sound was fixed or renamed: what its listings and its old names follow.
    public var succeeded: Bool {
        switch result {
        case .fixed, .renamed: true
        case .skipped, .failed, .outputExists: false
        }
    }

    public enum Result: Sendable, Hashable {
        /// Converted, and the output passes the checks.
        case fixed(ConversionResult)
        /// Given the name that fits its content (or, with `--out`, copied under it).
        case renamed(String)
        /// Left alone; why.
        case skipped(String)
        /// Tried and failed; nothing at the destination changed.
        case failed(String)
        /// The output is a file other than the one fixed, and replacing it was not allowed.
        case outputExists(String)
    }
}

/// What `fix` changed in the files that list the sounds it renamed.
public struct ListingUpdate: Sendable, Hashable {
    /// The listing files changed (an Xcode project file, an app config).
    public var changed: [String]
    /// What could not be changed: the app may list a file that is gone.
    public var problems: [String]

    /// One line per file, for the run's output.
    public var text: String {
        changed.map { "updated \(TextEscaping.oneLine($0)): the renamed sounds' new names\n" }.joined()
            + problems.map { "soundcheck: \(TextEscaping.oneLine($0))\n" }.joined()
    }

    /// Whether, after the fix, the app still lists a file that fix renamed.
    public static func broken(before: CheckReport, after: CheckReport) -> [Finding] {
        let missing = MissingFileRule.description.identifier
        let earlier = Set(before.files.flatMap(\.findings).filter { $0.rule == missing }.map(\.path))
        return after.files.flatMap(\.findings).filter { $0.rule == missing && !earlier.contains($0.path) }
    }
}

/// A place in the app's code that still names a sound by the name `fix` changed.
public struct StaleSoundName: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int
    public var oldName: String
    public var newName: String

    /// `App/Notify.swift:12:40: names ring.mp3, which fix renamed to ring.caf: change it`;
    /// `planned`: "renames", for `--dry-run`.
    public func text(planned: Bool = false) -> String {
        "\(TextEscaping.oneLine(path)):\(line):\(column): names \(TextEscaping.oneLine(oldName)), which fix "
            + "\(planned ? "renames" : "renamed") to "
            + "\(TextEscaping.oneLine(newName)): change it here (and in the push server's payloads)"
    }

    /// Where the code naming a fixed path's sounds is looked for: a folder given as it is, the
    /// folder holding a project (`X.xcodeproj`), a workspace or a config file.
    public static func searchedFolder(for path: String) -> String {
        let name = PathText.lastComponent(of: path)
        let isPackage = ["xcodeproj", "xcworkspace"].contains(PathText.extension(of: name))
        var status = stat()
        let isFolder = stat(PathText.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        return isFolder && !isPackage ? path : PathText.directory(of: path)
    }

    /// The old names of the sounds a plan renames in place, by the new name each will have.
    public static func renames(planned plan: FixPlan) -> [String: String] {
        renames(of: plan.items)
    }

    /// The old names of the sounds renamed in place, by the new name each now has.
    public static func renames(in outcomes: [FixOutcome]) -> [String: String] {
        renames(of: outcomes.filter(\.succeeded).map(\.item))
    }

    private static func renames(of items: [FixItem]) -> [String: String] {
        var renamed: [String: String] = [:]
        for item in items {
            guard let output = FixPlanner.renamedInPlace(item) else { continue }
            renamed[PathText.lastComponent(of: item.path)] = PathText.lastComponent(of: output)
        }
        return renamed
    }

    /// Every reference in `report` to an old name of `renames` (old name to new), in file order.
    public static func find(in report: ReferenceReport, renames: [String: String]) -> [StaleSoundName] {
        report.files.flatMap { file in
            file.references.compactMap { reference -> StaleSoundName? in
                guard let newName = renames[reference.reference.name] else { return nil }
                return StaleSoundName(
                    path: file.path, line: reference.line, column: reference.column, oldName: reference.reference.name,
                    newName: newName)
            }
        }
    }
}
