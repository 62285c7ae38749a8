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
    /// Files in Android resource folders are not iOS sounds: those in `res/raw` are the Android
    /// half's sounds, judged by Android's rules; the others are counted in `skipped`.
    /// `keep` picks which discovered files are checked (configuration `exclude` patterns).
    public func check(paths: [String], keep: ([String]) -> [String] = { $0 }) throws(SoundDiscovery.Problem)
        -> CheckReport
    {
        var discovery = SoundDiscovery()
        discovery.skipsAndroidResources = true
        let discovered = try discovery.discover(paths)
        let sounds = Self.inReportOrder(
            inspect(keep(discovered.files)), Self.withShrinkingFacts(inspectAndroid(keep(discovered.androidRaw))))
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
        inspect(files.map { (path: $0, readPath: $0) }) { $0.assetCatalog = AssetCatalog.enclosing($0.path) }
    }

    /// The order reports list sounds in: by path's bytes, then iOS's row of a file before
    /// Android's (a sound an Expo config lists is both).
    static func reportOrder(_ first: InspectedSound, _ second: InspectedSound) -> Bool {
        // Bytes, as the order itself: `é` composed and decomposed are two paths.
        let compared = first.path.compareBytes(second.path)
        if compared == 0 { return first.platform == .apple && second.platform == .android }
        return compared < 0
    }

    /// Both halves in report order. Discovery lists each sorted and `inspect` keeps the order,
    /// so a run of iOS sounds only is confirmed in one pass, without sorting (and moving) every
    /// sound's facts again.
    static func inReportOrder(_ apple: [InspectedSound], _ android: [InspectedSound]) -> [InspectedSound] {
        if android.isEmpty, apple.indices.dropFirst().allSatisfy({ !reportOrder(apple[$0], apple[$0 - 1]) }) {
            return apple
        }
        return (apple + android).sorted(by: reportOrder)
    }

    /// Reads raw resources of an Android app's `res/raw` folders, as such: Android's rules judge
    /// them. What their modules say of resource shrinking is added where the run's Android sounds
    /// are all known (`withShrinkingFacts`), so each module is read once.
    func inspectAndroid(_ files: [String]) -> [InspectedSound] {
        inspect(files.map { (path: $0, readPath: $0) }) { $0.android = AndroidPlacement(resourceAt: $0.path) }
    }

    /// Adds what each raw resource's module says of resource shrinking; each module is read once
    /// per call, so a run calls it once with all its Android sounds.
    static func withShrinkingFacts(_ sounds: [InspectedSound]) -> [InspectedSound] {
        var modules: [String: AndroidModule] = [:]
        var sounds = sounds
        for index in sounds.indices {
            guard let placement = sounds[index].android, let root = AndroidModule.root(ofRawFolder: placement.folder)
            else { continue }
            let module = modules[root] ?? AndroidModule.read(root: root)
            modules[root] = module
            sounds[index].android?.shrinking = module.shrinking(of: placement.resource.name)
        }
        return sounds
    }

    /// Applies every enabled rule to already inspected sounds (in parallel: rules are pure). A
    /// rule judges only the sounds of its platform, and only those about what a project ships
    /// judge a file that is missing or that no target ships.
    public func judge(_ sounds: [InspectedSound]) -> CheckReport {
        let context = RuleContext(configuration: configuration.rules)
        let selection = configuration.selection
        let rules = PreparedRule.prepared(RuleRegistry.all, for: sounds, selection: selection, context: context)
        let files = Parallel.map(sounds, workers: configuration.jobs) { sound in
            var findings: [Finding] = []
            for rule in rules
            where rule.description.platform == sound.platform
                && (sound.isJudgedAsSound || rule.description.scope == .shipping)
            {
                findings += rule.validate(sound, context)
            }
            return FileReport(sound: sound, findings: selection.applied(to: findings))
        }
        return CheckReport(files: files)
    }
}
