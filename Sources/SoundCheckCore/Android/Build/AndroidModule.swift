#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An Android module (`android/app`) read for what decides whether its release build keeps a raw
/// resource: its build file, its keep files (`src/*/res/raw*/*.xml` with `tools:keep`), and the
/// raw resources its Java, Kotlin and XML name. Reading is bounded: a module larger than the
/// budget is not judged (its references would be incomplete), and says so.
package struct AndroidModule: Sendable {
    package var root: String
    package var setting: ResourceShrinking.Setting
    package var keepRules: [(path: String, rules: ResourceKeepRules)] = []
    package var references = RawResourceReferences()

    /// Files larger than this are not read (no build or source file is).
    static let maximumFileBytes: Int64 = 4 << 20
    /// The most files and bytes a module's sources are read for.
    static let maximumFiles = 20_000
    static let maximumTotalBytes: Int64 = 256 << 20

    /// The module a raw folder (`X/src/SET/res/raw`) belongs to: `X`; nil for a folder laid out
    /// otherwise.
    package static func root(ofRawFolder folder: String) -> String? {
        let components = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 4, components[components.count - 2] == "res",
            components[components.count - 4] == "src"
        else { return nil }
        let root = components.dropLast(4).joined(separator: "/")
        return root.isEmpty ? (folder.hasPrefix("/") ? "/" : ".") : root
    }

    package static func read(root: String) -> AndroidModule {
        let groovy = PathText.join(root, "build.gradle")
        let kotlin = PathText.join(root, "build.gradle.kts")
        // Gradle looks for build.gradle before build.gradle.kts: with both, the Groovy one is used.
        let buildPath = TextFile.exists(groovy) || !TextFile.exists(kotlin) ? groovy : kotlin
        guard let bytes = TextFile.bytes(buildPath, limit: maximumFileBytes) else {
            return AndroidModule(
                root: root, setting: .unknown("\(root) has no build.gradle or build.gradle.kts soundcheck could read"))
        }
        let build = GradleBuildFile(bytes: bytes, kotlinDSL: buildPath == kotlin)
        var module = AndroidModule(root: root, setting: setting(of: build, path: buildPath))
        guard module.setting != .off, !(module.setting.isUnknown) else { return module }
        var budget = Budget()
        module.readSources(in: PathText.join(root, "src"), budget: &budget)
        if budget.exceeded {
            module.setting = .unknown(
                "\(root)'s sources are larger than soundcheck reads (\(maximumFiles) files, "
                    + "\(maximumTotalBytes >> 20) MiB)")
        }
        return module
    }

    static func setting(of build: GradleBuildFile, path: String) -> ResourceShrinking.Setting {
        switch build.releaseShrinking {
        case .set(true, let line, let column): return .on(ListedPosition(path: path, line: line, column: column))
        case .set(false, _, _): return .off
        case .expression(let line, let column):
            return .unknown("\(path):\(line):\(column) sets shrinkResources to a value only Gradle computes")
        case .notSet:
            if build.appliesFlutterPlugin { return .flutterDefault(path) }
            return build.isApplication ? .off : .unknown("\(path) is not an application module")
        }
    }

    /// Whether the release build keeps the raw resource `name`.
    package func shrinking(of name: String) -> ResourceShrinking {
        var result = ResourceShrinking(setting: setting, keepFiles: keepRules.map(\.path))
        result.discardedBy = keepRules.first { $0.rules.discards(name) }?.path
        let strict = keepRules.contains { $0.rules.strict }
        if let keep = keepRules.first(where: { $0.rules.keeps(name) }) {
            result.keptBy = .keepRule(keep.path)
        } else if references.resources.contains(name) {
            result.keptBy = .reference
        } else if !strict, references.strings.contains(name) {
            result.keptBy = .string
        }
        return result
    }

    struct Budget {
        var files = 0
        var bytes: Int64 = 0
        var exceeded = false
        /// (device, inode) of every folder entered, so symbolic link loops end.
        var visited = Set<[UInt64]>()
    }

    /// Reads every Java, Kotlin and XML file under `folder` (hidden folders and `build` left out).
    mutating func readSources(in folder: String, budget: inout Budget, depth: Int = 0) {
        var info = stat()
        guard depth < 32, !budget.exceeded, stat(PathText.systemPath(folder), &info) == 0,
            budget.visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted,
            let entries = FolderEntries.list(folder)
        else { return }
        for entry in entries where !PathText.isHidden(entry.name) && entry.name != "build" {
            let path = PathText.join(folder, entry.name)
            if TextFile.isFolder(path, type: entry.type) {
                readSources(in: path, budget: &budget, depth: depth + 1)
                continue
            }
            let kind = PathText.extension(of: entry.name)
            guard ["java", "kt", "xml"].contains(kind) else { continue }
            budget.files += 1
            guard budget.files <= Self.maximumFiles, let bytes = TextFile.bytes(path, limit: Self.maximumFileBytes)
            else {
                budget.exceeded = budget.files > Self.maximumFiles
                continue
            }
            budget.bytes += Int64(bytes.count)
            if budget.bytes > Self.maximumTotalBytes { budget.exceeded = true }
            read(bytes, kind: kind, path: path)
        }
    }

    private mutating func read(_ bytes: [UInt8], kind: String, path: String) {
        switch kind {
        case "java": references.addSource(bytes, kotlin: false)
        case "kt": references.addSource(bytes, kotlin: true)
        default:
            references.addXML(bytes)
            if AndroidResources.isRawFolder(PathText.directory(of: path)), let rules = ResourceKeepRules(bytes: bytes) {
                keepRules.append((path, rules))
            }
        }
    }
}

extension ResourceShrinking.Setting {
    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}
