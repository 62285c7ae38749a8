import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `reporters` in `.soundcheck.yml`: report files per command, read as `--report` reads them.
@Suite("Configuration: reporters")
struct ConfigurationReportersTests {
    func parse(_ yaml: String) throws(ConfigurationErrors) -> SoundCheckConfiguration {
        try SoundCheckConfiguration(yaml: yaml, path: "/project/.soundcheck.yml")
    }

    func errors(_ yaml: String) -> [ConfigurationError] {
        do {
            _ = try parse(yaml)
            return []
        } catch {
            return error.errors
        }
    }

    @Test("each command's list of FORMAT:FILE, paths relative to the file's folder")
    func lists() throws {
        let configuration = try parse(
            """
            reporters:
              check:
                - sarif:reports/sounds.sarif
                - junit:/tmp/sounds.xml
              payloads: ["markdown:payloads.md"]

            """)
        #expect(
            configuration.reporters.check == [
                ReportDestination(format: .sarif, path: "reports/sounds.sarif"),
                ReportDestination(format: .junit, path: "/tmp/sounds.xml"),
            ])
        #expect(
            configuration.resolvedCheckReporters.map(\.path) == ["/project/reports/sounds.sarif", "/tmp/sounds.xml"])
        #expect(
            configuration.resolvedPayloadReporters == [
                ReportDestination(format: .markdown, path: "/project/payloads.md")
            ])
        #expect(try parse("").reporters.isEmpty)
    }

    @Test("a bad entry is an error at its line and column, with a did-you-mean")
    func mistakes() {
        let found = errors("reporters:\n  check: [sarf:a.sarif, x.sarif]\n  paylods: []\n")
        #expect(found.map(\.line) == [2, 2, 3])
        #expect(found.first?.column == 11)
        #expect(found.first?.message.hasPrefix("unknown report format 'sarf' (did you mean 'sarif'?)") == true)
        #expect(found.dropFirst().first?.message == "'x.sarif' is not FORMAT:FILE (e.g. sarif:soundcheck.sarif)")
        #expect(
            found.last?.message
                == """
                unknown command 'paylods' in 'reporters' (did you mean 'payloads'?); commands: check, payloads, \
                refs
                """
        )
        #expect(
            errors("reporters: [sarif:a.sarif]\n").first?.message
                == """
                'reporters' must be a mapping of command (check, payloads, refs) to a list of FORMAT:FILE, not a \
                list
                """
        )
        #expect(
            errors("reporters:\n  check: sarif:a.sarif\n").first?.message
                == "reporters of 'check' must be a list of FORMAT:FILE, not sarif:a.sarif")
        #expect(
            errors("reporters:\n  manifest: [json:a.json]\n").first?.message.hasPrefix("unknown command 'manifest'")
                == true)
    }

    @Test("rendered as YAML and read back as the same settings")
    func rendering() throws {
        let defaults = try parse("")
        #expect(defaults.yaml.hasSuffix("swift_access: public\nreporters: {}\n"))
        let configuration = try parse("reporters:\n  payloads: [sarif:p.sarif, junit:p.xml]\n")
        #expect(configuration.yaml.hasSuffix("reporters:\n  payloads: [\"sarif:p.sarif\", \"junit:p.xml\"]\n"))
        #expect(try parse(configuration.yaml) == configuration)
    }
}
