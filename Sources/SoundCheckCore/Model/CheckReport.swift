/// The verdict on a whole run.
public struct CheckReport: Sendable, Hashable {
    public var files: [FileReport]
    /// Folders or files that could not be read during discovery.
    public var problems: [SoundDiscovery.Problem] = []
    /// What to tell once about the run rather than about a file, such as an optional library
    /// that is missing; the command line prints each to standard error.
    public var notices: [String] = []
    /// What the apps checked say of critical alerts (Xcode projects and built products only).
    public var criticalAlerts: [CriticalAlertsEntitlement] = []
    /// Files found and deliberately not checked (Android resources), per folder.
    public var skipped: [SkippedFiles] = []
    /// The app descriptions read (Xcode projects, configs, built products, app roots), whether
    /// or not they ship a sound: an app that ships none is an answer, not a wrong path.
    public var descriptionsRead: [String] = []
    /// Keeps what the report's files need on disk while it is used (sounds extracted from an
    /// `.ipa`, which the manifest hashes); not part of the verdict, so not compared.
    public var retained: [any AnyObject & Sendable] = []

    public init(files: [FileReport], problems: [SoundDiscovery.Problem] = [], notices: [String] = []) {
        self.files = files
        self.problems = problems
        self.notices = notices
    }

    public static func == (lhs: CheckReport, rhs: CheckReport) -> Bool {
        lhs.files == rhs.files && lhs.problems == rhs.problems && lhs.notices == rhs.notices
            && lhs.criticalAlerts == rhs.criticalAlerts && lhs.skipped == rhs.skipped
            && lhs.descriptionsRead == rhs.descriptionsRead
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(files)
        hasher.combine(problems)
        hasher.combine(notices)
        hasher.combine(criticalAlerts)
        hasher.combine(skipped)
        hasher.combine(descriptionsRead)
    }

    /// The report with only the files of `platform`: what the iOS manifest, `fix` and the review
    /// page are made from until they have an Android part. The rest (problems, notices) is kept.
    public func only(_ platform: SoundPlatform) -> CheckReport {
        var part = self
        part.files = files.filter { $0.sound.platform == platform }
        return part
    }

    /// One report of several runs (plain paths, then each project or product), in that order.
    public mutating func append(_ other: CheckReport) {
        files += other.files
        problems += other.problems
        for notice in other.notices where !notices.contains(notice) { notices.append(notice) }
        criticalAlerts += other.criticalAlerts
        for entry in other.skipped where !skipped.contains(entry) { skipped.append(entry) }
        retained += other.retained
        descriptionsRead += other.descriptionsRead
    }
}
