import Dispatch
import SoundCheckCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the rules over files: the library entry point behind `soundcheck check`.
public struct Checker: Sendable {
    public var configuration: CheckConfiguration
    public var reader: SoundReader

    public init(configuration: CheckConfiguration = CheckConfiguration(), reader: SoundReader = SoundReader()) {
        self.configuration = configuration
        self.reader = reader
    }

    /// Discovers sound files under `paths` and checks them. Throws when a path does not exist.
    /// Files in Android resource folders are not iOS sounds: they are counted in `skipped`.
    /// `keep` picks which discovered files are checked (configuration `exclude` patterns).
    public func check(paths: [String], keep: ([String]) -> [String] = { $0 }) throws(SoundDiscovery.Problem) -> CheckReport {
        var discovery = SoundDiscovery()
        discovery.skipsAndroidResources = true
        let discovered = try discovery.discover(paths)
        let sounds = inspect(keep(discovered.files))
        var report = judge(sounds)
        report.problems = discovered.problems
        report.skipped = discovered.skipped
        report.notices = reader.notices(about: sounds)
        let named = Set(paths)
        for entry in discovered.skipped where named.contains(entry.path) {
            report.notices.append(AndroidResources.namedNotice(entry))
        }
        return report
    }

    /// Reads the headers of `files`, in parallel on all cores, keeping their order.
    /// Files checked as such, not as a project ships them: where a file lies is all there is to
    /// go by, so a file under an `.xcassets` folder is taken to be in that asset catalog.
    public func inspect(_ files: [String]) -> [InspectedSound] {
        var sounds = inspect(files.map { (path: $0, readPath: $0) })
        for index in sounds.indices { sounds[index].assetCatalog = AssetCatalog.enclosing(sounds[index].path) }
        return sounds
    }

    /// Applies every enabled rule to already inspected sounds (in parallel: rules are pure).
    public func judge(_ sounds: [InspectedSound]) -> CheckReport {
        let context = RuleContext(configuration: configuration.rules, sounds: sounds)
        let rules = RuleRegistry.all
            .filter { !configuration.disabledRules.contains($0.description.identifier) }
            .map { $0.init() }
        let overrides = configuration.severityOverrides
        let files = Parallel.map(sounds, workers: configuration.jobs) { sound in
            var findings: [Finding] = []
            for rule in rules where sound.isJudgedAsSound || rule is any ShippingRule {
                findings += rule.validate(sound, in: context)
            }
            if !overrides.isEmpty {
                for position in findings.indices {
                    if let severity = overrides[findings[position].rule] { findings[position].severity = severity }
                }
            }
            return FileReport(sound: sound, findings: findings)
        }
        return CheckReport(files: files)
    }
}

/// Settings of a check run.
public struct CheckConfiguration: Sendable, Hashable {
    public var rules = RuleConfiguration()
    public var disabledRules: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]
    /// How many files are read at once.
    public var jobs: Int = CheckConfiguration.processorCount

    public init() {}

    public static var processorCount: Int {
        Processors.online
    }
}
