/// Finds the sound names app and server source code gives at known call sites (Swift,
/// Objective-C, Dart, JavaScript/TypeScript, Kotlin, Java) and judges each against the app's
/// manifest exactly as a payload's sound is judged (`sound-name`). Pure Swift, so a push
/// server can check its own sources.
///
/// ```swift
/// let scanner = ReferenceScanner(manifest: try SoundManifest(contentsOf: "manifest.json"))
/// let report = scanner.scan(Array(source.utf8), path: "Push.kt", language: .kotlin)
/// ```
public struct ReferenceScanner: Sendable {
    public var context: PayloadContext
    /// Larger files are skipped with a `source-file` finding (generated bundles, minified code).
    public var maximumFileSize = 8 << 20

    public init(manifest: SoundManifest, options: PayloadOptions = PayloadOptions()) {
        context = PayloadContext(manifest: manifest, options: options)
    }

    /// The folders a walk never enters: dependencies and build products, not the app's code.
    public static let skippedFolders: Set<String> = [
        "node_modules", "Pods", ".build", "build", "DerivedData", "Carthage",
    ]

    /// Scans source text in memory. A file of an Android project (`isAndroidSource`) is read for
    /// its Android sound names only: the names in it are Android resources.
    public func scan(_ bytes: [UInt8], path: String, language: SourceLanguage) -> ReferenceFileReport {
        let matcher = MatcherBox(language: language)
        language.lex(bytes) { matcher.matcher.consume($0) }
        let found = matcher.matcher.finish()
        var report = ReferenceFileReport(path: path, language: language)
        report.androidChannels = found.channels
        guard !Self.isAndroidSource(path) else {
            judgeAndroid(found.androidNames, path: path, into: &report)
            return Self.applying(context.options, to: report)
        }
        for name in found.names {
            let reference = SoundReference.classify(name.name, in: context)
            report.references.append(.init(reference: reference, site: name.site, line: name.line, column: name.column))
            if let message = reference.problem {
                report.findings.append(
                    Finding(
                        rule: SoundNameRule.description.identifier, severity: SoundNameRule.description.severity,
                        message: message, path: path, line: name.line, column: name.column))
            }
        }
        let iosFindings = report.findings.count
        judgeAndroid(found.androidNames, path: path, into: &report)
        // Android's findings take their place in the file among iOS's.
        if report.findings.count > iosFindings { report.findings = Self.inFileOrder(report.findings) }
        report.notCheckable = found.unchecked
        report.findings += criticalAlertFindings(found.criticalSites, path: path)
        return Self.applying(context.options, to: report)
    }

    /// Sorted by line and column, keeping the order of findings at one place.
    static func inFileOrder(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { first, second in
            let a = (first.element.line ?? 0, first.element.column ?? 0, first.offset)
            let b = (second.element.line ?? 0, second.element.column ?? 0, second.offset)
            return a < b
        }.map(\.element)
    }

    /// Each Android name, against the manifest's Android half (`android-sound`, as in payloads).
    private func judgeAndroid(_ names: [FoundSounds.AndroidName], path: String, into report: inout ReferenceFileReport)
    {
        let resources = context.androidByName
        for name in names {
            let problem = resources.flatMap { AndroidSoundRule.problem(name.name, fileName: name.fileName, among: $0) }
            report.androidReferences.append(
                .init(
                    name: name.name, site: name.site, resolves: resources.map { _ in problem == nil },
                    line: name.line, column: name.column))
            if let problem {
                report.findings.append(
                    AndroidSoundRule.description.finding(
                        problem, path: path, at: TextPosition(line: name.line, column: name.column, offset: 0)))
            }
        }
    }

    /// A critical-alert sound made in an app that lacks the entitlement (`critical-alert-entitlement`).
    private func criticalAlertFindings(_ sites: [FoundSounds.CriticalSite], path: String) -> [Finding] {
        guard let lack = CriticalAlertEntitlementRule.lack(in: context) else { return [] }
        let rule = CriticalAlertEntitlementRule.description
        return sites.map { site in
            rule.finding(
                CriticalAlertEntitlementRule.message("\(site.name) makes a critical-alert sound", lack),
                path: path, at: TextPosition(line: site.line, column: site.column, offset: 0))
        }
    }

    /// Whether a file is Android code by where it is: in a folder named `android` (the Android
    /// project of a Flutter, React Native, Capacitor or Cordova app) or with `android` in its
    /// name (`AndroidChannels.kt`, `android_notifications_test.dart`).
    static func isAndroidSource(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last else { return false }
        return name.lowercased().contains("android") || components.dropLast().contains { $0.lowercased() == "android" }
    }

    /// Reads and scans one file; a file that cannot be read gets a finding, never an error.
    public func scan(file path: String) -> ReferenceFileReport {
        let language = SourceLanguage(path: path)
        if let reason = FileIsolation.crashReason(for: path) {
            return skipped(path, language, "cannot read the file: \(reason)")
        }
        return FileIsolation.run(path) { (readAndScan(file: path, language: language), succeeded: true) }
    }

    private func readAndScan(file path: String, language: SourceLanguage?) -> ReferenceFileReport {
        guard let language else {
            let known = SourceLanguage.fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
            return skipped(path, nil, "not read: refs reads source files named \(known)")
        }
        do {
            let source = try FileByteSource(path: path)
            guard source.size <= Int64(maximumFileSize) else {
                return skipped(
                    path, language,
                    "skipped: the file is \(source.size) bytes; source files over \(maximumFileSize) bytes are not read"
                )
            }
            return scan(Array(try source.read(at: 0, count: Int(source.size))), path: path, language: language)
        } catch {
            return skipped(path, language, "cannot read the file: \(error.description)")
        }
    }

    private func skipped(_ path: String, _ language: SourceLanguage?, _ message: String) -> ReferenceFileReport {
        var report = ReferenceFileReport(path: path, language: language)
        report.findings = [
            Finding(
                rule: SourceFileRule.description.identifier, severity: SourceFileRule.description.severity,
                message: message, path: path, line: nil, column: nil)
        ]
        return Self.applying(context.options, to: report)
    }

    /// Finds the source files under `paths` (hidden folders and `skippedFolders` left out) and
    /// scans each, `jobs` files at a time (the report keeps the files' order). `keep` picks which
    /// discovered files are read (the settings' `exclude`); a path that does not exist throws.
    /// The `AndroidManifest.xml` files met on the way are read for FCM's default channel.
    public func scan(paths: [String], jobs: Int = 1, keep: ([String]) -> [String] = { $0 }) throws(SoundDiscovery
        .Problem) -> ReferenceReport
    {
        var discovery = SoundDiscovery(extensions: SourceLanguage.fileExtensions.union(["xml"]))
        discovery.skippedFolders = Self.skippedFolders
        let discovered = try discovery.discover(paths)
        let named = Set(paths)
        let found = keep(discovered.files)
        // Other XML met in a folder is not source code; an XML file named on its own is reported.
        let manifests = found.filter { PathText.lastComponent(of: $0) == "AndroidManifest.xml" && !named.contains($0) }
        let sources = found.filter { PathText.extension(of: $0) != "xml" || named.contains($0) }
        let files = Parallel.map(sources, workers: jobs) { scan(file: $0) }
        var report = ReferenceReport(files: files, problems: discovered.problems)
        report.androidDefaultChannels = manifests.compactMap(AndroidManifestFile.defaultChannel(ofManifestAt:))
        report.androidManifestsRead = manifests.count
        return report.addingChannelSoundConflicts(options: context.options)
    }

    /// Drops the findings of rules `disabled_rules` names and applies `severity` overrides.
    static func applying(_ options: PayloadOptions, to report: ReferenceFileReport) -> ReferenceFileReport {
        var report = report
        report.findings = options.selection.applied(to: report.findings)
        return report
    }
}

/// Holds the matcher the lexer's escaping sink feeds, token by token.
private final class MatcherBox {
    var matcher: CallSiteMatcher

    init(language: SourceLanguage) {
        matcher = CallSiteMatcher(language: language)
    }
}
