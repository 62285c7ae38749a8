import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The settings of a `.soundcheck.yml` file: what to check and how. Every field has the default
/// soundcheck uses without a file, so an empty file means "defaults".
public struct SoundCheckConfiguration: Sendable, Hashable {
    public static let fileName = ".soundcheck.yml"

    /// Sound files and folders `check` and `manifest` look at when given no paths.
    public var sounds: [String] = []
    /// The targets of an Xcode project in `sounds` to check (empty: every application target).
    public var targets: [String] = []
    /// Whether a run that finds no sound succeeds (otherwise it is a usage problem, exit 2).
    public var allowEmpty = false
    /// Payload files and folders `payloads` looks at when given no paths.
    public var payloads: [String] = []
    /// Source files and folders `refs` reads when given no paths.
    public var sources: [String] = []
    /// Glob patterns (`*`, `**`, `?`) of files to leave out, relative to the file's folder.
    public var exclude: [String] = []
    /// Rule identifiers (sound or payload rules) that do not run.
    public var disabledRules: [String] = []
    /// Severity per rule identifier, replacing the rule's own.
    public var severity: [String: Severity] = [:]
    /// A sound must play for less than this many seconds.
    public var maxDuration: Double = RuleConfiguration().maximumDuration
    /// Encodings allowed per container; containers not named in the file keep Apple's matrix.
    public var allowedEncodings: [Container: [String]] = SoundCheckConfiguration.defaultAllowedEncodings
    /// How far, in LU, `report` lets a sound's loudness sit from the set's median before warning.
    public var loudnessTolerance: Double = SoundCheckConfiguration.defaultLoudnessTolerance
    public var payloadLimits = PayloadLimits()
    /// The manifest `manifest` writes and `payloads` reads.
    public var manifest: String?
    /// The Swift file `manifest` writes constants to.
    public var swiftConstants: String?
    /// The name of the generated enum of sound constants.
    public var swiftType: String = SwiftConstantsGenerator.defaultTypeName
    /// The generated enum's access level: `public` or `internal`.
    public var swiftAccess: String = "public"
    /// Report files `check` and `payloads` write besides the console report.
    public var reporters = ConfiguredReports()

    /// The folder relative paths resolve against: the configuration file's folder.
    public var directory: String = "."
    /// The file this was read from; nil for the defaults.
    public var path: String?

    public init() {}

    /// APNs payload size limits in bytes.
    public struct PayloadLimits: Sendable, Hashable {
        public var `default`: Int = PayloadOptions().maximumSize
        public var voip: Int = PayloadOptions().maximumVoIPSize
        public init() {}
    }

    /// 6 LU: about one and a half times (or two thirds) as loud to the ear; 10 LU is twice.
    public static let defaultLoudnessTolerance = 6.0

    /// Why `seconds` (written as `shown`) cannot be the duration limit, or nil when it can. A limit
    /// may only be stricter than iOS's: a looser one would pass sounds that play the default sound.
    package static func durationLimitProblem(_ seconds: Double, shown: String) -> String? {
        guard seconds > 0, seconds.isFinite else { return "must be a positive number of seconds, not \(shown)" }
        let apple = AppleSoundFormats.maximumDuration
        guard seconds <= apple else {
            return "can only make the limit stricter: iOS plays the default sound instead of one of "
                + """
                \(NumberText.trimmed(apple)) s or longer, so it must be at most \(NumberText.trimmed(apple)), not \
                \(shown)
                """
        }
        return nil
    }

    /// Apple's matrix, in a fixed encoding order so rendering is deterministic.
    public static let defaultAllowedEncodings: [Container: [String]] = EncodingRule.appleMatrix.mapValues {
        Encoding.sorted($0)
    }

    // MARK: Into library settings

    /// `disabled_rules` and `severity`, for every kind of rule.
    public var selection: RuleSelection {
        RuleSelection(disabled: Set(disabledRules), severities: severity)
    }

    /// The check settings this file asks for, on top of `base` (which keeps e.g. `jobs`).
    package func checkConfiguration(base: CheckConfiguration = CheckConfiguration()) -> CheckConfiguration {
        var configuration = base
        configuration.rules.maximumDuration = maxDuration
        for (container, encodings) in allowedEncodings {
            configuration.rules.allowedEncodings[container] = Set(encodings)
        }
        configuration.selection = configuration.selection.merging(selection)
        return configuration
    }

    /// The payload settings this file asks for, on top of `base` (which keeps the push type).
    package func payloadOptions(base: PayloadOptions = PayloadOptions()) -> PayloadOptions {
        var options = base
        options.maximumSize = payloadLimits.default
        options.maximumVoIPSize = payloadLimits.voip
        options.selection = options.selection.merging(selection)
        return options
    }

    // MARK: Paths

    /// `path` from the file, as a path usable from the current folder.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return PathText.join(directory, path)
    }

    public var resolvedSounds: [String] { sounds.map(resolve) }
    public var resolvedPayloads: [String] { payloads.map(resolve) }
    public var resolvedSources: [String] { sources.map(resolve) }
    public var resolvedManifest: String? { manifest.map(resolve) }
    public var resolvedSwiftConstants: String? { swiftConstants.map(resolve) }

    /// Whether a discovered file is left out by `exclude`. Patterns see the path relative to the
    /// configuration folder; a file outside that folder is matched by the path as given.
    package func isExcluded(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let relative = Self.relativePath(of: path, to: directory) ?? path
        return exclude.contains { GlobPattern($0).matches(relative) }
    }

    /// Drops the excluded files, keeping order. Files in `named` (given explicitly on the command
    /// line) are kept: naming a file is a stronger wish than a pattern.
    public func filter(_ files: [String], keepingNamed named: [String] = []) -> [String] {
        guard !exclude.isEmpty else { return files }
        let patterns = exclude.map(GlobPattern.init)
        let named = Set(named)
        return files.filter { file in
            if named.contains(file) { return true }
            let relative = Self.relativePath(of: file, to: directory) ?? file
            return !patterns.contains { $0.matches(relative) }
        }
    }

    /// `path` relative to `folder`, or nil when it is not inside it.
    static func relativePath(of path: String, to folder: String) -> String? {
        let file = normalizedComponents(absolute(path))
        let base = normalizedComponents(absolute(folder))
        guard file.count > base.count, Array(file.prefix(base.count)) == base else { return nil }
        return file.dropFirst(base.count).joined(separator: "/")
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return PathText.join(currentDirectory(), path)
    }

    /// Components with `.` and `..` resolved lexically (symlinks are not followed on purpose:
    /// patterns are about the paths users see).
    static func normalizedComponents(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return PathText.string(fromSystem: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    // MARK: Discovery

    /// The nearest `.soundcheck.yml` in `folder` or one of its parents, up to the filesystem root,
    /// or no higher than `top` when given (a package's folder, say, so that a file elsewhere on
    /// the machine never applies). A `folder` outside `top` finds only its own file.
    public static func find(startingAt folder: String = ".", upTo top: String? = nil) -> String? {
        var components = normalizedComponents(absolute(folder))
        let topComponents = top.map { normalizedComponents(absolute($0)) }
        while true {
            let candidate = "/" + (components + [fileName]).joined(separator: "/")
            var info = stat()
            if stat(PathText.systemPath(candidate), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return candidate }
            guard !components.isEmpty else { return nil }
            if let topComponents,
                components.count <= topComponents.count
                    || Array(components.prefix(topComponents.count)) != topComponents
            {
                return nil
            }
            components.removeLast()
        }
    }

    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(ConfigurationErrors) -> SoundCheckConfiguration {
        let size: Int
        let bytes: [UInt8]
        do {
            let source = try FileByteSource(path: path)
            size = Int(clamping: source.size)
            // No more than the largest file read: a settings file's size is no reason to allocate.
            bytes = Array(try source.read(at: 0, count: min(size, maximumFileSize + 1)))
        } catch {
            throw ConfigurationErrors([ConfigurationError(path: path, line: 0, column: 0, message: error.description)])
        }
        if let tooLarge = sizeError(bytes: size, path: path) { throw ConfigurationErrors([tooLarge]) }
        return try SoundCheckConfiguration(yaml: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// The configuration `--config` names, or else the one found from `folder` (the current
    /// folder by default) up to `top` (the filesystem root by default), or nil.
    public static func load(explicitPath: String?, startingAt folder: String = ".", upTo top: String? = nil)
        throws(ConfigurationErrors) -> SoundCheckConfiguration?
    {
        if let explicitPath { return try load(path: explicitPath) }
        guard let found = find(startingAt: folder, upTo: top) else { return nil }
        return try load(path: found)
    }
}
