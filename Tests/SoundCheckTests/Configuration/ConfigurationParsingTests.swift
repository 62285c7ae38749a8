import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Configuration: parsing .soundcheck.yml")
struct ConfigurationParsingTests {
    static let everyKey = """
        sounds: [Sounds, More/Sounds]
        targets: [App]
        allow_empty: true
        payloads:
          - Tests/Payloads
        sources: [App, Server/src]
        exclude: ["**/Generated/**", "*.tmp.caf"]
        disabled_rules: [name-collision, aps-keys]
        severity:
          extension: error
          duration: warning
        max_duration: 12.5
        allowed_encodings:
          wav: [lpcm, ulaw, alaw, ima-adpcm]
          aiff: [lpcm]
        loudness_tolerance: 9.5
        payload_limits: {default: 2048, voip: 5000}
        manifest: sounds.json
        swift_constants: Sources/App/NotificationSound.swift
        swift_type: AppSound
        swift_access: internal
        reporters:
          check: [sarif:reports/sounds.sarif]
          refs: [json:reports/refs.json]

        """

    func parse(_ yaml: String, path: String = "/project/.soundcheck.yml") throws(ConfigurationErrors)
        -> SoundCheckConfiguration
    {
        try SoundCheckConfiguration(yaml: yaml, path: path)
    }

    /// The errors `yaml` gives (none when it parses).
    func errors(_ yaml: String) -> [ConfigurationError] {
        do {
            _ = try parse(yaml)
            return []
        } catch {
            return error.errors
        }
    }

    @Test("every key is read")
    func everyKeyParsed() throws {
        let configuration = try parse(Self.everyKey)
        #expect(configuration.sounds == ["Sounds", "More/Sounds"])
        #expect(configuration.payloads == ["Tests/Payloads"])
        #expect(configuration.allowEmpty)
        #expect(configuration.exclude == ["**/Generated/**", "*.tmp.caf"])
        #expect(configuration.selection.disabled == ["name-collision", "aps-keys"])
        #expect(configuration.severity == ["extension": .error, "duration": .warning])
        #expect(configuration.maxDuration == 12.5)
        #expect(configuration.allowedEncodings[.wav] == ["lpcm", "ulaw", "alaw", "ima-adpcm"])
        #expect(configuration.allowedEncodings[.aiff] == ["lpcm"])
        #expect(
            configuration.allowedEncodings[.caf] == ["lpcm", "ima4", "ulaw", "alaw"],
            "unlisted containers keep the default")
        #expect(configuration.loudnessTolerance == 9.5)
        #expect(configuration.payloadLimits.default == 2048)
        #expect(configuration.payloadLimits.voip == 5000)
        #expect(configuration.manifest == "sounds.json")
        #expect(configuration.swiftConstants == "Sources/App/NotificationSound.swift")
        #expect(configuration.swiftType == "AppSound")
        #expect(configuration.swiftAccess == "internal")
        #expect(configuration.directory == "/project")
        #expect(configuration.resolvedSounds == ["/project/Sounds", "/project/More/Sounds"])
        #expect(configuration.resolvedManifest == "/project/sounds.json")
        #expect(
            configuration.resolvedCheckReporters == [
                ReportDestination(format: .sarif, path: "/project/reports/sounds.sarif")
            ])
    }

    @Test("an empty file, or one with only comments, means the defaults")
    func empty() throws {
        var defaults = SoundCheckConfiguration()
        defaults.path = "/project/.soundcheck.yml"
        defaults.directory = "/project"
        #expect(try parse("") == defaults)
        #expect(try parse("# nothing yet\n") == defaults)
    }

    @Test("the file becomes check and payload settings")
    func librarySettings() throws {
        let configuration = try parse(Self.everyKey)
        var base = CheckConfiguration()
        base.jobs = 3
        let check = configuration.checkConfiguration(base: base)
        #expect(check.jobs == 3)
        #expect(check.rules.maximumDuration == 12.5)
        #expect(check.rules.allowedEncodings[.wav] == ["lpcm", "ulaw", "alaw", "ima-adpcm"])
        #expect(check.rules.allowedEncodings[.caf] == EncodingRule.appleMatrix[.caf])
        #expect(check.selection.disabled == ["name-collision", "aps-keys"])
        #expect(check.selection.severities == ["extension": .error, "duration": .warning])
        var pushBase = PayloadOptions()
        pushBase.pushType = "voip"
        let payload = configuration.payloadOptions(base: pushBase)
        #expect(payload.pushType == "voip")
        #expect(payload.maximumSize == 2048)
        #expect(payload.sizeLimit == 5000)
        #expect(payload.selection.disabled.contains("aps-keys"))
    }

    @Test("an unknown key is reported at its line, with a did-you-mean for a near miss")
    func unknownKey() {
        let found = errors("sounds: [Sounds]\n\nmax_durration: 10\ncolour: true\n")
        #expect(found.count == 2)
        #expect(found.first?.line == 3)
        #expect(found.first?.column == 1)
        #expect(
            found.first?.message.hasPrefix(
                "unknown key 'max_durration' (did you mean 'max_duration'?); known keys: sounds,") == true)
        #expect(found.last?.line == 4)
        #expect(found.last?.message.contains("did you mean") == false)
        #expect(
            found.first?.description.hasPrefix("/project/.soundcheck.yml:3:1: error: unknown key 'max_durration'")
                == true)
        #expect(
            errors("disabled-rules: [duration]\n").first?.message.contains("did you mean 'disabled_rules'?") == true)
    }

    @Test("a value of the wrong type names the key and what was there")
    func wrongType() {
        let found = errors("sounds: [a]\nmax_duration: \"long\"\n")
        #expect(found.map(\.line) == [2])
        #expect(found.first?.column == 15)
        #expect(found.first?.message == "'max_duration' must be a number, not \"long\"")
        #expect(errors("max_duration: -3\n").first?.message == "'max_duration' must be positive, not -3")
        #expect(errors("sounds: Sounds\n").first?.message == "'sounds' must be a list of strings, not Sounds")
        #expect(errors("payload_limits:\n  default: big\n").first?.line == 2)
        #expect(errors("manifest: [a, b]\n").first?.message == "'manifest' must be a string, not a list")
        #expect(errors("- sounds\n").first?.message == "expected a mapping of settings (key: value) at the top level")
        #expect(
            errors("swift_type: 2Sounds\n").first?.message
                == "'swift_type' must be a Swift type name (letters, digits and _, not a keyword), not '2Sounds'")
        #expect(errors("swift_type: enum\n").first?.column == 13)
        #expect(
            errors("swift_access: private\n").first?.message
                == "'swift_access' must be public or internal, not 'private'")
        #expect(errors("allow_empty: yes\n").first?.message == "'allow_empty' must be true or false, not yes")
        #expect(errors("allow_empty: \"true\"\n").first?.message == "'allow_empty' must be true or false, not \"true\"")
    }

    @Test("an unknown rule is reported where it is named, in disabled_rules and in severity")
    func unknownRule() {
        let found = errors("disabled_rules:\n  - duration\n  - duraton\nseverity:\n  sound-nam: warning\n")
        #expect(found.map(\.line) == [3, 5])
        #expect(found.first?.column == 5)
        #expect(
            found.first?.message.hasPrefix(
                "unknown rule 'duraton' (did you mean 'duration'?); rules: container, encoding,") == true)
        #expect(found.last?.message.hasPrefix("unknown rule 'sound-nam' (did you mean 'sound-name'?)") == true)
        #expect(
            errors("disabled_rules: [payload-size, name-collision]\n").isEmpty, "payload and sound rules are both known"
        )
    }

    @Test("payload-structure cannot be disabled or made a warning: a payload no rule could read must fail")
    func payloadStructureStays() {
        let disabled = errors("disabled_rules:\n  - aps-keys\n  - payload-structure\n")
        #expect(disabled.count == 1)
        #expect(disabled.first?.line == 3)
        #expect(disabled.first?.column == 5)
        #expect(disabled.first?.message.hasPrefix("'payload-structure' cannot be disabled:") == true)
        let warning = errors("severity:\n  aps-keys: error\n  payload-structure: warning\n")
        #expect(warning.count == 1)
        #expect(warning.first?.line == 3)
        #expect(warning.first?.column == 22)
        #expect(warning.first?.message.hasPrefix("'payload-structure' is always an error:") == true)
        #expect(errors("severity:\n  payload-structure: error\n").isEmpty, "error is its own severity")
    }

    @Test("a severity other than error or warning is refused at its value")
    func badSeverity() {
        let found = errors("severity:\n  extension: fatal\n")
        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.column == 14)
        #expect(found.first?.message == "severity of 'extension' must be error or warning, not 'fatal'")
    }

    @Test("unknown containers and encodings are refused where they are written")
    func unknownEncoding() {
        let found = errors("allowed_encodings:\n  wav: [lpcm, ulaw2]\n  mp4: [aac]\n")
        #expect(found.map(\.line) == [2, 3])
        #expect(found.first?.column == 15)
        #expect(
            found.first?.message.hasPrefix(
                "unknown encoding 'ulaw2' (did you mean 'ulaw'?); encodings: lpcm, ima4, ulaw, alaw") == true)
        #expect(found.last?.message == "unknown container 'mp4'; containers: caf, aiff, aifc, wav")
    }

    @Test("YAML syntax errors and duplicate keys have a line too")
    func syntax() {
        let broken = errors("sounds: [a\nexclude: b\n")
        #expect(broken.count == 1)
        #expect(broken.first.map { $0.line > 0 && $0.message.hasPrefix("invalid YAML") } == true)
        #expect(errors("max_duration: 10\nmax_duration: 20\n").first?.line == 2)
    }

    @Test("rendering gives every key in a fixed order, and reads back as the same settings")
    func rendering() throws {
        let configuration = try parse(Self.everyKey)
        #expect(
            configuration.yaml == """
                sounds: [Sounds, More/Sounds]
                targets: [App]
                allow_empty: true
                payloads: [Tests/Payloads]
                sources: [App, Server/src]
                exclude: ["**/Generated/**", "*.tmp.caf"]
                disabled_rules: [name-collision, aps-keys]
                severity:
                  duration: warning
                  extension: error
                max_duration: 12.5
                allowed_encodings:
                  caf: [lpcm, ima4, ulaw, alaw]
                  aiff: [lpcm]
                  aifc: [lpcm, ima4, ulaw, alaw]
                  wav: [lpcm, ulaw, alaw, ima-adpcm]
                loudness_tolerance: 9.5
                payload_limits:
                  default: 2048
                  voip: 5000
                manifest: sounds.json
                swift_constants: Sources/App/NotificationSound.swift
                swift_type: AppSound
                swift_access: internal
                reporters:
                  check: ["sarif:reports/sounds.sarif"]
                  refs: ["json:reports/refs.json"]

                """)
        #expect(try parse(configuration.yaml) == configuration)
        let defaults = try parse("")
        #expect(try parse(defaults.yaml) == defaults)
        #expect(defaults.yaml.contains("max_duration: 30\n"))
        #expect(defaults.yaml.contains("loudness_tolerance: 6\n"))
        #expect(defaults.yaml.contains("allow_empty: false\n"))
        #expect(defaults.yaml.contains("manifest: null\n"))
        #expect(defaults.yaml.hasSuffix("swift_type: NotificationSound\nswift_access: public\nreporters: {}\n"))
    }

    @Test("the documented example in docs/configuration.md parses without errors")
    func documentedExample() throws {
        let markdown = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let start = try #require(markdown.range(of: "```yaml\n"))
        let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
        let example = String(markdown[start.upperBound..<end.lowerBound])
        let configuration = try parse(example)
        // Every key is in the example, so the docs cannot fall behind the parser.
        for key in SoundCheckConfiguration.keys {
            #expect(example.contains("\n\(key):"), "docs/configuration.md lacks \(key)")
        }
        #expect(configuration.exclude == ["**/Generated/**", "*.tmp.caf"])
        #expect(configuration.allowedEncodings == SoundCheckConfiguration.defaultAllowedEncodings)
        #expect(configuration.maxDuration == 30)
        #expect(
            configuration.reporters.check.map(\.description) == [
                "sarif:reports/sounds.sarif", "junit:reports/sounds.xml",
            ])
    }
}
