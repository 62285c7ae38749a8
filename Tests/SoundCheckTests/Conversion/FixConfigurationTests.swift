import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `fix` and `convert` with a `.soundcheck.yml`, through the built executable in a temporary
/// project: the file decides what fails and what a fixed sound must be, as it does for `check`,
/// and options given on the command line win.
@Suite(
    "fix and convert read .soundcheck.yml",
    .enabled(if: ExternalTool.path(of: "sox") != nil && ExternalTool.hasFFmpeg, "needs sox, ffmpeg and ffprobe"))
struct FixConfigurationTests {
    /// A project folder: `.soundcheck.yml` holding `configuration`, and copies of `samples`
    /// (project path: sample path).
    func project(_ configuration: String, samples: [String: String] = [:]) throws -> ConversionFixture {
        let fixture = try ConversionFixture()
        for (name, sample) in samples {
            let destination = fixture.directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestPaths.sample(sample), toPath: destination.path)
        }
        try write(configuration, to: ".soundcheck.yml", in: fixture)
        return fixture
    }

    func write(_ text: String, to name: String, in fixture: ConversionFixture) throws {
        try text.write(to: fixture.directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Sounds/long.wav: a 12 s sine, 16-bit PCM at 8000 Hz, which plays unless max_duration is lower.
    @discardableResult
    func twelveSeconds(in fixture: ConversionFixture) throws -> String {
        try FileManager.default.createDirectory(
            at: fixture.directory.appendingPathComponent("Sounds"), withIntermediateDirectories: true)
        return try fixture.source("Sounds/long.wav", rate: 8000, ["12", "sine", "440"])
    }

    func run(_ arguments: [String], in fixture: ConversionFixture) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: fixture.directory)
    }

    /// What ffprobe says of the audio and the container.
    func probe(_ path: String) throws -> [String: String] {
        try ExternalTool.ffprobe(path, entries: "stream=codec_name,sample_rate,channels,duration:format=format_name")
    }

    @Test("max_duration: fix trims a 12 s sound below the file's 10 s, and check with the file then passes")
    func maxDuration() throws {
        let fixture = try project("sounds: [Sounds]\nmax_duration: 10\n")
        defer { fixture.remove() }
        let long = try twelveSeconds(in: fixture)
        let plan = try run(["fix", "Sounds", "--dry-run"], in: fixture)
        #expect(plan.status == 1, "\(plan.text)\(plan.standardError)")
        #expect(plan.text.contains("Sounds/long.wav [duration] -> in place (WAVE lpcm16)"), "\(plan.text)")

        let fixed = try run(["fix", "Sounds"], in: fixture)
        #expect(fixed.status == 0, "\(fixed.text)\(fixed.standardError)")
        #expect(fixed.text.contains("trimmed from 12 s to just under 10 s"), "\(fixed.text)")
        let duration = try #require(Double(try probe(long)["duration"] ?? ""))
        #expect(duration < 10 && duration > 9.8, "ffprobe: \(duration) s")
        let check = try run(["check", "--format", "human"], in: fixture)
        #expect(check.status == 0, "\(check.text)\(check.standardError)")
    }

    @Test("allowed_encodings caf: [lpcm]: fix turns an IMA4 CAF into a Linear PCM CAF that check with the file passes")
    func allowedEncodings() throws {
        // extension: error too: a fixed sound is checked under a staging name, which must not
        // fail for its extension.
        let fixture = try project(
            "allowed_encodings:\n  caf: [lpcm]\nseverity:\n  extension: error\n",
            samples: ["Sounds/chime.caf": "valid/chime-ima4.caf"])
        defer { fixture.remove() }
        let before = try run(["check", "Sounds", "--format", "human"], in: fixture)
        #expect(before.status == 1)
        #expect(before.text.contains("Sounds/chime.caf: error: [encoding]"), "\(before.text)")

        let fixed = try run(["fix", "Sounds"], in: fixture)
        #expect(fixed.status == 0, "\(fixed.text)\(fixed.standardError)")
        #expect(fixed.text.contains("Sounds/chime.caf [encoding] -> in place (caff lpcm16)"), "\(fixed.text)")
        let probed = try probe(fixture.path("Sounds/chime.caf"))
        #expect(probed["format_name"] == "caf", "\(probed)")
        #expect(probed["codec_name"]?.hasPrefix("pcm_s16") == true, "\(probed)")
        #expect(probed["sample_rate"] == "22050" && probed["channels"] == "1", "\(probed)")
        let after = try run(["check", "Sounds", "--format", "human"], in: fixture)
        #expect(after.status == 0, "\(after.text)\(after.standardError)")
        // It plays under the default matrix too.
        try write("", to: "defaults.yml", in: fixture)
        #expect(try run(["check", "Sounds", "--config", "defaults.yml", "--format", "human"], in: fixture).status == 0)
    }

    @Test("exclude with --force-exclude leaves an excluded file untouched, even when named")
    func forceExclude() throws {
        let fixture = try project(
            "exclude: [\"**/Generated/**\"]\n",
            samples: [
                "Sounds/Generated/aac-in.caf": "invalid/aac-in.caf", "Sounds/too-long.caf": "invalid/too-long.caf",
            ])
        defer { fixture.remove() }
        let excluded = fixture.path("Sounds/Generated/aac-in.caf")
        let original = try ConversionFixture.bytes(excluded)
        // Named without --force-exclude, a file is fixed whatever exclude says; a folder's
        // excluded files are left out.
        let named = try run(["fix", "--dry-run", "Sounds/Generated/aac-in.caf"], in: fixture)
        #expect(
            named.text.contains("Sounds/Generated/aac-in.caf [undocumented-format] -> in place"),
            "\(named.text)\(named.standardError)")
        let folder = try run(["fix", "--dry-run", "Sounds"], in: fixture)
        #expect(folder.status == 1 && !folder.text.contains("aac-in.caf"), "\(folder.text)\(folder.standardError)")

        let fixed = try run(["fix", "--force-exclude", excluded, "Sounds/too-long.caf"], in: fixture)
        #expect(fixed.status == 0, "\(fixed.text)\(fixed.standardError)")
        #expect(fixed.text.contains("fixed Sounds/too-long.caf -> Sounds/too-long.caf"), "\(fixed.text)")
        #expect(!fixed.text.contains("aac-in.caf"))
        #expect(try ConversionFixture.bytes(excluded) == original)
    }

    @Test("fix with no paths fixes the file's sounds; with neither, it says what to give")
    func soundsFromFile() throws {
        let fixture = try project("sounds: [Sounds]\n", samples: ["Sounds/too-long.caf": "invalid/too-long.caf"])
        defer { fixture.remove() }
        let plan = try run(["fix", "--dry-run"], in: fixture)
        #expect(plan.status == 1, "\(plan.text)\(plan.standardError)")
        #expect(plan.text.contains("Sounds/too-long.caf [duration] -> in place (caff ima4)"), "\(plan.text)")

        try write("max_duration: 30\n", to: ".soundcheck.yml", in: fixture)
        let neither = try run(["fix", "--dry-run"], in: fixture)
        #expect(neither.status == 2)
        #expect(
            neither.standardError.contains(
                "give sound files or folders, or list them under 'sounds' in .soundcheck.yml"),
            "\(neither.standardError)")
    }

    @Test("disabled_rules and severity decide what fails; with duration off, a fix does not trim")
    func rulesFromFile() throws {
        let fixture = try project(
            "disabled_rules: [duration]\n", samples: ["Sounds/too-long.caf": "invalid/too-long.caf"])
        defer { fixture.remove() }
        let disabled = try run(["fix", "Sounds", "--dry-run"], in: fixture)
        #expect(disabled.status == 0, "\(disabled.text)\(disabled.standardError)")
        #expect(disabled.text.contains("Nothing to fix: 1 sound will play."), "\(disabled.text)")
        try write("severity:\n  duration: warning\n", to: "warn.yml", in: fixture)
        let warning = try run(["fix", "Sounds", "--dry-run", "--config", "warn.yml"], in: fixture)
        #expect(warning.text.contains("Nothing to fix: 1 sound will play."), "\(warning.text)\(warning.standardError)")

        // Re-encoded because the file asks for PCM; the length is no problem, so all of it stays.
        try write("disabled_rules: [duration]\nallowed_encodings:\n  caf: [lpcm]\n", to: ".soundcheck.yml", in: fixture)
        let fixed = try run(["fix", "Sounds"], in: fixture)
        #expect(fixed.status == 0, "\(fixed.text)\(fixed.standardError)")
        #expect(!fixed.text.contains("trimmed"), "\(fixed.text)")
        let duration = try #require(Double(try probe(fixture.path("Sounds/too-long.caf"))["duration"] ?? ""))
        #expect(abs(duration - 30.5) < 0.01, "ffprobe: \(duration) s")
    }

    @Test("a file no decoder opens is not fixable in the plan")
    func notAudio() throws {
        let fixture = try project("", samples: ["Sounds/not-audio.caf": "invalid/not-audio.caf"])
        defer { fixture.remove() }
        let plan = try run(["fix", "Sounds", "--dry-run"], in: fixture)
        #expect(plan.status == 1)
        #expect(plan.text.contains("Sounds/not-audio.caf [container] -> not fixable: cannot decode"), "\(plan.text)")
        // Applied, it is skipped, not tried: the plan's reason is the whole story.
        let applied = try run(["fix", "Sounds"], in: fixture)
        #expect(applied.status == 1)
        #expect(applied.text.contains("Fixed 0 of 1 failing sound; 1 could not be fixed."), "\(applied.text)")
        #expect(!applied.text.contains("could not fix"), "\(applied.text)")
    }

    @Test("the command line wins over the file: --max-duration and --config, for fix and convert")
    func commandLineWins() throws {
        let fixture = try project("max_duration: 10\n")
        defer { fixture.remove() }
        try twelveSeconds(in: fixture)
        #expect(try run(["fix", "Sounds", "--dry-run"], in: fixture).status == 1)
        let longer = try run(["fix", "Sounds", "--dry-run", "--max-duration", "20"], in: fixture)
        #expect(longer.status == 0, "\(longer.text)\(longer.standardError)")
        #expect(longer.text.contains("Nothing to fix: 1 sound will play."), "\(longer.text)")

        let converted = try run(["convert", "Sounds/long.wav", "-o", "file.caf"], in: fixture)
        #expect(converted.status == 0, "\(converted.standardError)")
        #expect(converted.text.contains("trimmed from 12 s to just under 10 s"), "\(converted.text)")
        let option = try run(["convert", "Sounds/long.wav", "-o", "option.caf", "--max-duration", "20"], in: fixture)
        #expect(option.status == 0, "\(option.standardError)")
        #expect(!option.text.contains("trimmed"), "\(option.text)")
        try write("max_duration: 11\n", to: "other.yml", in: fixture)
        let other = try run(["convert", "Sounds/long.wav", "-o", "other.caf", "--config", "other.yml"], in: fixture)
        #expect(other.text.contains("trimmed from 12 s to just under 11 s"), "\(other.text)\(other.standardError)")
    }
}

/// The planner with configured encodings: what is allowed is kept, else the container's default,
/// else the first allowed of IMA4, 16-bit PCM, µLaw, aLaw the container holds, else nothing.
@Suite("fix: planning with allowed encodings")
struct FixPlannerConfigurationTests {
    func action(_ sample: String, _ allowed: [Container: Set<String>]) throws -> FixItem.Action {
        var rules = RuleConfiguration()
        rules.allowedEncodings.merge(allowed) { _, configured in configured }
        var configuration = CheckConfiguration()
        configuration.rules = rules
        let report = try Checker(configuration: configuration).check(paths: [TestPaths.sample(sample)])
        let plan = FixPlanner(rules: rules).plan(report, roots: [])
        return try #require(plan.items.first).action
    }

    func converts(
        _ sample: String, _ allowed: [Container: Set<String>], to container: OutputContainer, _ encoding: OutputEncoding
    ) throws {
        let format = try OutputFormat(container: container, encoding: encoding)
        #expect(
            try action(sample, allowed) == .convert(output: TestPaths.sample(sample), format: format, renamed: false))
    }

    /// Why the plan leaves the sound alone; nil (and a recorded issue) when it plans a conversion.
    func skipReason(_ sample: String, _ allowed: [Container: Set<String>]) throws -> String? {
        if case .skip(let reason) = try action(sample, allowed) { return reason }
        Issue.record("\(sample): planned a conversion")
        return nil
    }

    @Test("an allowed encoding is kept; a disallowed default gives way to the first allowed in the preference")
    func chooses() throws {
        try converts("invalid/too-long.caf", [:], to: .caf, .ima4)
        try converts("invalid/too-long.caf", [.caf: ["alaw", "ulaw"]], to: .caf, .ulaw)
        try converts("invalid/too-long.caf", [.caf: ["alaw", "lpcm"]], to: .caf, .lpcm16)
        try converts("invalid/mp3-renamed.wav", [.wav: ["alaw"]], to: .wav, .alaw)
        try converts("invalid/aac-in.caf", [.caf: ["alaw"]], to: .caf, .alaw)
    }

    @Test("no allowed encoding the writer supports: not fixable, naming allowed_encodings")
    func impossible() throws {
        #expect(
            try skipReason("invalid/too-long.caf", [.caf: ["aac"]])
                == """
                allowed_encodings allows only aac in caf, and soundcheck writes ima4, lpcm, ulaw, alaw there; add \
                one of these to allowed_encodings: caf in .soundcheck.yml
                """
        )
        let none = try skipReason("invalid/mp3-renamed.wav", [.wav: []])
        #expect(
            none?.hasPrefix("allowed_encodings allows no encoding in wav, and soundcheck writes lpcm, ulaw, alaw there")
                == true, "\(none ?? "")")
    }

    @Test("a file that no decoder can open is not fixable, at planning time")
    func undecodable() throws {
        let reason = try skipReason("invalid/not-audio.caf", [:])
        #expect(reason?.hasPrefix("cannot decode") == true, "\(reason ?? "")")
    }
}
