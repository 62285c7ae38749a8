import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The decisions the command line used to make itself, now made by the library: which reporter a
/// format uses, what a report's exit status is, where inputs and the manifest come from, how a
/// manifest run and a fix run end. The command-line tests check the same through the executable.
@Suite("Command policy in the library")
struct CommandPolicyTests {
    func finding(_ severity: Severity, path: String = "a.caf", rule: String = "duration") -> Finding {
        Finding(rule: rule, severity: severity, message: "m", path: path)
    }

    func report(_ findings: [[Finding]], problems: [SoundDiscovery.Problem] = []) -> CheckReport {
        let files = findings.enumerated().map { index, found in
            FileReport(sound: InspectedSound(path: "s\(index).caf", description: nil), findings: found)
        }
        return CheckReport(files: files, problems: problems)
    }

    @Test("every format has its own reporter, and the default depends on the terminal")
    func reporterRegistry() {
        for format in ReportFormat.allCases {
            let reporter = ReporterRegistry.reporter(for: format)
            #expect(type(of: reporter).identifier == format.rawValue, "\(format) renders with \(type(of: reporter))")
        }
        #expect(ReportFormat.default(forTerminal: true) == .human)
        #expect(ReportFormat.default(forTerminal: false) == .xcode)
        let colored = ReporterRegistry.reporter(for: .human, settings: ReporterSettings(colored: true, verbose: true))
        #expect((colored as? HumanReporter)?.colored == true)
        #expect((colored as? HumanReporter)?.verbose == true)
    }

    @Test("exit status: errors fail, warnings only when strict, unreadable paths are status 2")
    func exitStatus() {
        #expect(report([[]]).exitStatus(strict: true) == .success)
        #expect(report([[finding(.warning)]]).exitStatus(strict: false) == .success)
        #expect(report([[finding(.warning)]]).exitStatus(strict: true) == .findings)
        #expect(report([[finding(.error)], []]).exitStatus(strict: false) == .findings)
        let problem = SoundDiscovery.Problem(path: "gone", reason: "No such file or directory")
        #expect(report([[finding(.error)]], problems: [problem]).exitStatus(strict: false) == .usageOrIOProblem)
        #expect(ExitStatus.usageOrIOProblem.rawValue == 2)
    }

    @Test("input paths: given ones win, then the settings file's, else a usage error naming the key")
    func inputPaths() throws {
        #expect(try CommandInputs.paths(["a"], orFrom: ["b"], what: "sounds", key: "sounds") == ["a"])
        #expect(try CommandInputs.paths([], orFrom: ["b"], what: "sounds", key: "sounds") == ["b"])
        #expect(throws: UsageError("give payload files, or list them under 'payloads' in .soundcheck.yml")) {
            try CommandInputs.paths([], orFrom: [], what: "payload files", key: "payloads")
        }
    }

    @Test("no sound found is a usage error naming the paths, unless allowed; unreadable paths speak for themselves")
    func noSoundFound() throws {
        #expect(throws: UsageError("no sound files found in Sounds, More/Sounds")) {
            try CommandInputs.requireSounds(in: report([]), paths: ["Sounds", "More/Sounds"], allowEmpty: false)
        }
        #expect(throws: Never.self) {
            try CommandInputs.requireSounds(in: report([]), paths: ["Sounds"], allowEmpty: true)
        }
        #expect(throws: Never.self) {
            try CommandInputs.requireSounds(in: report([[]]), paths: ["Sounds"], allowEmpty: false)
        }
        let problem = SoundDiscovery.Problem(path: "gone", reason: "No such file or directory")
        #expect(throws: Never.self) {
            try CommandInputs.requireSounds(in: report([], problems: [problem]), paths: ["gone"], allowEmpty: false)
        }
    }

    @Test("the manifest for payloads: --manifest, --sounds, the file's manifest, the file's sounds")
    func manifestSource() throws {
        var file = SoundCheckConfiguration()
        file.directory = "/project"
        file.sounds = ["Sounds"]
        #expect(try ManifestSource.choose(manifest: "m.json", sounds: [], configuration: file) == .manifest("m.json"))
        #expect(try ManifestSource.choose(manifest: nil, sounds: ["x"], configuration: file) == .sounds(["x"]))
        #expect(
            try ManifestSource.choose(manifest: nil, sounds: [], configuration: file) == .sounds(["/project/Sounds"]))
        file.manifest = "sounds.json"
        #expect(
            try ManifestSource.choose(manifest: nil, sounds: [], configuration: file)
                == .manifest("/project/sounds.json"))
        #expect(throws: UsageError.self) { try ManifestSource.choose(manifest: nil, sounds: [], configuration: nil) }
        #expect(throws: UsageError.self) {
            try ManifestSource.choose(manifest: "m.json", sounds: ["x"], configuration: nil)
        }
    }

    @Test("check settings: the file's, then the command line's")
    func checkSettings() {
        var file = SoundCheckConfiguration()
        file.maxDuration = 10
        file.disabledRules = ["extension"]
        #expect(CheckConfiguration(file: file).rules.maximumDuration == 10)
        #expect(CheckConfiguration(file: file, maxDuration: 5, jobs: 3).rules.maximumDuration == 5)
        #expect(CheckConfiguration(file: file, jobs: 3).jobs == 3)
        #expect(CheckConfiguration(file: file).selection.disabled == ["extension"])
        #expect(CheckConfiguration(file: nil).rules.maximumDuration == 30)
    }

    @Test("Swift constants: the file's type and access, unless given; internal writes no keyword")
    func swiftConstantsSettings() {
        var file = SoundCheckConfiguration()
        file.swiftType = "Chimes"
        file.swiftAccess = "internal"
        #expect(file.swiftConstantsGenerator().typeName == "Chimes")
        #expect(file.swiftConstantsGenerator().accessLevel == "")
        #expect(file.swiftConstantsGenerator(typeName: "Sounds", access: "public").typeName == "Sounds")
        #expect(file.swiftConstantsGenerator(access: "public").accessLevel == "public")
    }

    @Test("manifest verdict: invalid sounds fail unless allowed; the report lists files with findings unless verbose")
    func manifestVerdict() {
        let mixed = report([[], [finding(.error, path: "s1.caf")], [finding(.warning, path: "s2.caf")]])
        let failing = ManifestVerdict(report: mixed, verbose: false, allowInvalid: false, strict: false)
        #expect(failing.status == .findings)
        #expect(failing.listed.files.map(\.path) == ["s1.caf", "s2.caf"])
        #expect(
            failing.message
                == """
                1 of 3 sounds will not play; repair them with soundcheck fix (or pass --allow-invalid to list them \
                without failing)
                """
        )
        let allowed = ManifestVerdict(report: mixed, verbose: true, allowInvalid: true, strict: false)
        #expect(allowed.status == .success)
        #expect(allowed.message == nil)
        #expect(allowed.listed.files.count == 3)
        #expect(ManifestVerdict(report: mixed, verbose: false, allowInvalid: true, strict: true).status == .findings)
        // Where no soundcheck is on PATH and no flag can be added, the line names what can be done.
        let plugin = ManifestVerdict(
            report: mixed, verbose: false, allowInvalid: false, strict: false, context: .buildPlugin)
        #expect(
            plugin.message
                == """
                1 of 3 sounds will not play; run `swift package --allow-writing-to-package-directory soundcheck \
                fix` to repair them, or make the rule a warning under severity in .soundcheck.yml
                """
        )
        let xcode = ManifestVerdict(
            report: mixed, verbose: false, allowInvalid: false, strict: false, context: .xcodeBuildPlugin)
        #expect(xcode.message?.contains("--allow-invalid") == false)
        // Sounds outside Apple's documented formats are counted apart: not "will not play".
        let undocumented = finding(.error, path: "s3.caf", rule: "undocumented-format")
        let outside = ManifestVerdict(
            report: report([[undocumented]]), verbose: false, allowInvalid: false, strict: false)
        #expect(
            outside.message?.hasPrefix("1 of 1 sounds is outside Apple's documented formats; repair them") == true,
            "\(outside.message ?? "")")
        let both = ManifestVerdict(
            report: report([[finding(.error, path: "s1.caf")], [undocumented]]),
            verbose: false, allowInvalid: false, strict: false)
        #expect(
            both.message?.hasPrefix("1 of 2 sounds will not play and 1 is outside Apple's documented formats;") == true)
        let problem = SoundDiscovery.Problem(path: "gone", reason: "missing")
        #expect(
            ManifestVerdict(
                report: report([[]], problems: [problem]), verbose: false, allowInvalid: true, strict: false
            ).status == .usageOrIOProblem)
    }

    @Test("manifest comparison: up to date, or what changed and the command that updates it")
    func manifestComparison() throws {
        let entry = try #require(try SoundManifest(contentsOf: TestPaths.sample("manifest.json")).sounds.first)
        let one = SoundManifest(sounds: [entry])
        let same = ManifestComparison(
            committed: one, current: one, path: "m.json", update: "soundcheck manifest S -o m.json")
        #expect(same.isUpToDate)
        #expect(same.text == "m.json is up to date (1 sounds).\n")
        let stale = ManifestComparison(
            committed: SoundManifest(sounds: []), current: one, path: "m.json",
            update: "soundcheck manifest S -o m.json")
        #expect(!stale.isUpToDate)
        #expect(stale.text.hasPrefix("m.json is out of date (1 added, 0 removed, 0 changed):\n"))
        #expect(stale.text.hasSuffix("Run `soundcheck manifest S -o m.json` to update it.\n"))
    }

    @Test("payloads: discovery walks folders for .json and .apns, keep filters, a missing path throws")
    func payloadDiscovery() throws {
        let validator = PayloadValidator(manifest: SoundManifest(sounds: []))
        let all = try validator.validate(paths: [TestPaths.sample("payloads")])
        #expect(!all.files.isEmpty)
        #expect(all.files.allSatisfy { $0.path.hasSuffix(".json") || $0.path.hasSuffix(".apns") })
        let none = try validator.validate(paths: [TestPaths.sample("payloads")]) { _ in [] }
        #expect(none.files.isEmpty)
        #expect(throws: SoundDiscovery.Problem.self) {
            try validator.validate(paths: [TestPaths.sample("no-such-folder")])
        }
    }

    @Test("requested output format: -f and -d, else the output's extension, else CAF IMA4; unplayable pairs refused")
    func requestedFormat() throws {
        #expect(try OutputFormat.requested(fileFormat: nil, dataFormat: nil, output: nil) == .notificationDefault)
        #expect(try OutputFormat.requested(fileFormat: nil, dataFormat: nil, output: "x.wav").container == .wav)
        #expect(try OutputFormat.requested(fileFormat: "AIFC", dataFormat: "ulaw", output: "x.wav").encoding == .ulaw)
        #expect(
            throws: UsageError(
                """
                WAV cannot hold Apple IMA4 (WAV's IMA ADPCM is another format, not known to play); use -f caff or \
                -f AIFC
                """
            )
        ) {
            try OutputFormat.requested(fileFormat: "WAVE", dataFormat: "ima4", output: nil)
        }
        #expect(throws: UsageError.self) { try OutputFormat.requested(fileFormat: "mp3", dataFormat: nil, output: nil) }
    }

    @Test("fix: the plan's text, each outcome's line, and how the run ends")
    func fixText() {
        let problem = finding(.error, path: "long.caf")
        let plan = FixPlan(
            items: [
                FixItem(
                    path: "long.caf", problems: [problem],
                    action: .convert(output: "long.caf", format: .notificationDefault, renamed: false)),
                FixItem(path: "song.mp3", problems: [problem], action: .skip(reason: "damaged")),
            ], passing: 0)
        #expect(
            plan.text
                == """
                Plan:\n  long.caf [duration] -> in place (\(OutputFormat.notificationDefault))\n  song.mp3 \
                [duration] -> not fixable: damaged\n
                """
        )
        let exists = FixOutcome(item: plan.items[0], result: .outputExists("out/long.caf"))
        #expect(exists.line == "soundcheck: long.caf: could not fix: out/long.caf exists already")
        #expect(!exists.line.contains("--"), "the library names no command-line flag")
        let summary = FixSummary([exists])
        #expect(summary.status == .findings)
        #expect(summary.text == "Fixed 0 of 1 failing sound; 1 could not be fixed.\n")
        #expect(FixSummary([]).status == .success)
        #expect(plan.announcement == plan.text + plan.leftAloneText)
        #expect(plan.statusBeforeApplying(dryRun: false) == nil, "a plan with work goes on")
        #expect(plan.statusBeforeApplying(dryRun: true) == .findings, "a dry run with work fails as check would")
        let nothing = FixPlan(items: [], passing: 2)
        #expect(nothing.announcement == "Nothing to fix: 2 sounds will play.\n")
        #expect(FixPlan(items: [], passing: 1).announcement == "Nothing to fix: 1 sound will play.\n")
        #expect(nothing.statusBeforeApplying(dryRun: true) == .success)
        #expect(nothing.statusBeforeApplying(dryRun: false) == .success)
    }

    @Test("convert: 1 when a file could not be converted, else 0")
    func convertStatus() {
        let failed = Result<ConversionResult, ConversionError>.failure(ConversionError(path: "a.wav", reason: "x"))
        #expect(BatchConversion.exitStatus([]) == .success)
        #expect(BatchConversion.exitStatus([failed]) == .findings)
    }

    @Test("info: human or json, and 1 when levels were asked for and not measured")
    func infoDecisions() {
        #expect(InfoFormat.unsupported("xcode") == "info supports --format human or json, not xcode")
        #expect(InfoFormat(rawValue: "sarif") == nil)
        let passing = CheckReport(files: [])
        #expect(InfoFormat.exitStatus(passing, levels: [:]) == .success)
        let unmeasured: LevelsByPath = ["a.wav": .failure(ConversionError(path: "a.wav", reason: "no library"))]
        #expect(InfoFormat.exitStatus(passing, levels: unmeasured) == .findings)
        var unreadable = CheckReport(files: [])
        unreadable.problems = [SoundDiscovery.Problem(path: "gone", reason: "missing")]
        #expect(InfoFormat.exitStatus(unreadable, levels: unmeasured) == .usageOrIOProblem, "a usage problem stays 2")
        #expect(InfoFormat.json.render(passing).hasPrefix("{") || InfoFormat.json.render(passing).hasPrefix("["))
    }

    @Test("payloads: the file's limits and rules, then the command line's")
    func payloadSettings() {
        var file = SoundCheckConfiguration()
        file.payloadLimits.default = 3000
        file.disabledRules = ["aps-keys"]
        let fromFile = PayloadOptions(file: file)
        #expect(fromFile.maximumSize == 3000 && fromFile.pushType == "alert")
        #expect(!fromFile.selection.isEnabled("aps-keys"))
        let given = PayloadOptions(file: file, pushType: "voip", maximumSize: 2000, maximumVoIPSize: 6000)
        #expect(given.maximumSize == 2000 && given.maximumVoIPSize == 6000 && given.sizeLimit == 6000)
        #expect(PayloadOptions(file: nil).maximumSize == 4096)
    }

    @Test("report: the command line's tolerance, else the file's, else 6; check's rule selection")
    func reviewSettings() {
        var file = SoundCheckConfiguration()
        file.loudnessTolerance = 9
        var check = CheckConfiguration()
        check.selection.disabled = ["clipping"]
        let fromFile = ReviewOptions(
            file: file, check: check, previews: false, previewRate: 16_000, loudnessTolerance: nil)
        #expect(fromFile.loudnessTolerance == 9 && !fromFile.previews && fromFile.previewRate == 16_000)
        #expect(!fromFile.selection.isEnabled("clipping"))
        let given = ReviewOptions(file: file, check: check, previews: true, previewRate: 22_050, loudnessTolerance: 3)
        #expect(given.loudnessTolerance == 3)
        let none = ReviewOptions(
            file: nil, check: CheckConfiguration(), previews: true, previewRate: 22_050, loudnessTolerance: nil)
        #expect(none.loudnessTolerance == 6)
    }

    @Test("fix trims below the check's limit, and not at all when the duration rule is off")
    func fixingOptions() {
        var configuration = CheckConfiguration()
        configuration.rules.maximumDuration = 12
        #expect(ConversionOptions(fixing: configuration).maxDuration == 12)
        configuration.selection.disabled = ["duration"]
        #expect(ConversionOptions(fixing: configuration).maxDuration == nil)
    }
}
