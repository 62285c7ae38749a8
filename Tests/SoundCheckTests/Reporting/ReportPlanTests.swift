import Testing

@testable import SoundCheckCore

/// `FORMAT:FILE` (`--report`, `reporters`) and where one run's reports go: decided by the
/// library, so every command and every library user gets the same answer.
@Suite("Report files: FORMAT:FILE and the report plan")
struct ReportPlanTests {
    func parse(_ text: String) throws(UsageError) -> ReportDestination {
        try ReportDestination(parsing: text)
    }

    func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("FORMAT:FILE names every format, and the file may hold colons of its own")
    func parsing() throws {
        for format in ReportFormat.allCases {
            #expect(try parse("\(format.rawValue):out/report") == ReportDestination(format: format, path: "out/report"))
        }
        #expect(try parse("sarif:reports/a:b.sarif").path == "reports/a:b.sarif")
        #expect(try parse("github-actions:/tmp/x.txt").description == "github-actions:/tmp/x.txt")
    }

    @Test("a bad value is a usage error that says what was expected, with a did-you-mean for a format")
    func mistakes() {
        #expect(
            message("sarf:x.sarif")
                == """
                unknown report format 'sarf' (did you mean 'sarif'?); formats: human, json, xcode, github-actions, \
                junit, sarif, markdown
                """
        )
        #expect(message("GitHub_Actions:x")?.contains("(did you mean 'github-actions'?)") == true)
        #expect(message("yaml:x")?.contains("did you mean") == false)
        #expect(message("x.sarif") == "'x.sarif' is not FORMAT:FILE (e.g. sarif:soundcheck.sarif)")
        #expect(message("sarif:") == "'sarif:' names no file: write FORMAT:FILE (e.g. sarif:soundcheck.sarif)")
        #expect(message(":x.sarif")?.hasPrefix("unknown report format ''") == true)
    }

    @Test("the console report is the default format for the console, or xcode in --output's file; extra reports follow")
    func entries() throws {
        let sarif = ReportDestination(format: .sarif, path: "a.sarif")
        let terminal = try ReportPlan(format: nil, output: nil, consoleIsTerminal: true, reports: [sarif])
        #expect(
            terminal.entries == [
                .init(format: .human, destination: .console), .init(format: .sarif, destination: .file("a.sarif")),
            ])
        #expect(terminal.console?.format == .human)
        #expect(try ReportPlan(format: nil, output: nil, consoleIsTerminal: false).console?.format == .xcode)
        let output = try ReportPlan(format: nil, output: "out.txt", consoleIsTerminal: true)
        #expect(output.entries == [.init(format: .xcode, destination: .file("out.txt"))])
        #expect(output.console == nil)
        #expect(
            try ReportPlan(format: .json, output: "out.json", consoleIsTerminal: true).entries.first?.format == .json)
    }

    @Test("two reports to one file are refused, however the path is spelt")
    func oneFileEach() {
        let refusals: [(output: String?, reports: [String])] = [
            (nil, ["sarif:a.sarif", "junit:a.sarif"]),
            ("a.sarif", ["sarif:./a.sarif"]),
            (nil, ["sarif:out//a.sarif", "json:out/./a.sarif"]),
        ]
        for refusal in refusals {
            #expect(throws: UsageError.self) {
                try ReportPlan(
                    format: nil, output: refusal.output, consoleIsTerminal: false,
                    reports: try refusal.reports.map { text throws(UsageError) in try parse(text) })
            }
        }
        do {
            _ = try ReportPlan(
                format: nil, output: nil, consoleIsTerminal: false,
                reports: [ReportDestination(format: .sarif, path: "a"), ReportDestination(format: .junit, path: "a")])
            Issue.record("accepted two reports to one file")
        } catch {
            #expect(
                error.message
                    == "the sarif and junit reports would both be written to a; give each report a file of its own")
        }
        #expect(throws: Never.self) {
            try ReportPlan(
                format: .sarif, output: nil, consoleIsTerminal: false,
                reports: [
                    ReportDestination(format: .sarif, path: "a.sarif"),
                    ReportDestination(format: .sarif, path: "b/a.sarif"),
                ])
        }
    }

    @Test("the command line's reports replace the configuration file's")
    func precedence() {
        let file = [ReportDestination(format: .sarif, path: "config.sarif")]
        let given = [ReportDestination(format: .junit, path: "given.xml")]
        #expect(ReportPlan.extraReports(commandLine: [], file: file) == file)
        #expect(ReportPlan.extraReports(commandLine: given, file: file) == given)
    }

    @Test("a report in a file is never coloured; verbosity and jobs are the console's")
    func settings() throws {
        let plan = try ReportPlan(
            format: .human, output: nil, consoleIsTerminal: true,
            reports: [ReportDestination(format: .human, path: "log.txt")])
        let console = ReporterSettings(colored: true, verbose: true, jobs: 3)
        #expect(plan.settings(for: plan.entries[0], console: console) == console)
        #expect(
            plan.settings(for: plan.entries[1], console: console)
                == ReporterSettings(colored: false, verbose: true, jobs: 3))
    }
}
