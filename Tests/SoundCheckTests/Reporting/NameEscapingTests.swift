import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// No character in a file name breaks a report: the line formats keep one finding per line, the
/// github-actions and markdown formats follow their own escaping rules, and the structured
/// formats give every name back exactly when parsed.
@Suite("Report formats with awkward file names")
struct NameEscapingTests {
    static let names = [
        "new\nline.caf", "carriage\rreturn.caf", "crlf\r\n.caf", "tab\there.caf", "pipe|name.caf", "back`tick.caf",
        "``runs`.caf", "`edge.caf", "percent%0A.caf", "colon:comma,.caf", "escape\u{1B}[31mred.caf", "nel\u{85}x.caf",
        "separator\u{2028}x.caf", "del\u{7F}.caf", "back\\slash\\|.caf", "bad\\xFF\\xFE.wav", "Ünïcode bell.caf",
    ]
    static let problemPath = "Sounds/unreadable\nfolder|`%:,"

    /// A check report with an error and a warning for each name, each message naming the file.
    static var checkReport: CheckReport {
        let files = names.map { name in
            let path = "Sounds/" + name
            return FileReport(
                sound: InspectedSound(path: path, description: nil, readError: "x"),
                findings: [
                    Finding(
                        rule: "name-collision", severity: .error, message: "another sound named \(name) is here",
                        path: path),
                    Finding(rule: "extension", severity: .warning, message: "\(name): check | it", path: path),
                ])
        }
        let problem = SoundDiscovery.Problem(path: problemPath, reason: "cannot read folder:\nno")
        return CheckReport(files: files, problems: [problem])
    }

    /// A payload report: findings with a line and a column.
    static var payloadReport: PayloadReport {
        let files = names.map { name in
            var file = PayloadFileReport(path: "Payloads/" + name)
            file.findings = [
                Finding(
                    rule: "payload-structure", severity: .error, message: "bad \(name)", path: file.path, line: 3,
                    column: 9)
            ]
            return file
        }
        return PayloadReport(files: files)
    }

    static var findingCount: Int { checkReport.files.reduce(0) { $0 + $1.findings.count } }

    /// The characters a line format must not print as they are.
    static func hasControl(_ text: Substring) -> Bool {
        text.unicodeScalars.contains {
            [0x2028, 0x2029].contains($0.value) || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
    }

    @Test("human and xcode: one line per finding and problem, control characters shown as \\xHH")
    func lineFormats() {
        for (reporter, extra) in [(HumanReporter() as any Reporter, 1), (XcodeReporter(), 0)] {
            for output in [reporter.render(Self.checkReport), reporter.render(Self.payloadReport)] {
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(
                    lines.count == Self.names.count * 2 + 1 + extra || lines.count == Self.names.count + extra,
                    "\(output)")
                for line in lines {
                    #expect(!Self.hasControl(line), "\(line)")
                }
            }
        }
        let xcode = XcodeReporter().render(Self.checkReport)
        #expect(
            xcode.hasPrefix(
                "Sounds/new\\x0Aline.caf: error: another sound named new\\x0Aline.caf is here [name-collision]\n"))
        #expect(xcode.contains("Sounds/crlf\\x0D\\x0A.caf: warning: crlf\\x0D\\x0A.caf: check | it [extension]\n"))
        #expect(xcode.contains("Sounds/escape\\x1B[31mred.caf: error:"))
        #expect(
            xcode.contains("Sounds/nel\\u{85}x.caf: error:") && xcode.contains("Sounds/separator\\u{2028}x.caf: error:")
        )
        #expect(xcode.contains("Sounds/bad\\xFF\\xFE.wav: error:") && xcode.contains("Sounds/del\\x7F.caf: error:"))
        #expect(xcode.hasSuffix("Sounds/unreadable\\x0Afolder|`%:,: error: cannot read folder:\\x0Ano\n"))
        #expect(
            XcodeReporter().render(Self.payloadReport).contains(
                "Payloads/tab\\x09here.caf:3:9: error: bad tab\\x09here.caf [payload-structure]\n"))
    }

    @Test("github-actions: one command per finding; the runner's %-escapes give the name back")
    func githubActions() throws {
        let output = GitHubActionsReporter().render(Self.checkReport)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.findingCount + 1)
        var files: [String] = []
        for line in lines {
            #expect(!Self.hasControl(line), "\(line)")
            let command = try #require(line.firstRange(of: " ").map { line[line.index(after: $0.lowerBound)...] })
            let separator = try #require(command.firstRange(of: "::"), "\(line)")
            let properties = command[..<separator.lowerBound].split(separator: ",")
            let keys = properties.map { String($0.split(separator: "=").first ?? "") }
            #expect(keys == ["file", "title"], "\(line)")
            files.append(try #require(Self.percentDecoded(String(properties[0].dropFirst("file=".count)))))
        }
        // The runner gives back carriage returns and newlines; other controls stay visible.
        let visible = TextEscaping.visibleControls.filter { !["\r", "\n"].contains($0.key) }
        let shown = Self.names.map { "Sounds/" + TextEscaping.escape($0, visible) }
        #expect(Array(files.dropLast()) == shown.flatMap { [$0, $0] })
        #expect(files.last == Self.problemPath)
        #expect(
            output.contains(
                """
                ::error file=Sounds/percent%250A.caf,title=soundcheck [name-collision]::another sound named \
                percent%250A.caf is here\n
                """
            ))
        #expect(
            output.contains(
                """
                ::error file=Sounds/colon%3Acomma%2C.caf,title=soundcheck [name-collision]::another sound named \
                colon:comma,.caf is here\n
                """
            ))
        #expect(
            output.contains(
                """
                ::error file=Sounds/new%0Aline.caf,title=soundcheck [name-collision]::another sound named \
                new%0Aline.caf is here\n
                """
            ))
    }

    @Test("markdown: one table row per finding, five pipes each, file names in code spans that hold")
    func markdown() {
        let output = MarkdownReporter().render(Self.checkReport)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") }
        #expect(rows.count == Self.findingCount + 1, "\(output)")
        for row in rows {
            #expect(!Self.hasControl(row), "\(row)")
            #expect(Self.cells(row).count == 6, "\(row)")
        }
        #expect(
            output.contains(
                "| ❌ | `Sounds/pipe\\|name.caf` | `name-collision` | another sound named pipe\\|name.caf is here |"))
        #expect(
            output.contains(
                "| ❌ | ``Sounds/back`tick.caf`` | `name-collision` | another sound named back\\`tick.caf is here |"))
        #expect(output.contains("| ❌ | ```Sounds/``runs`.caf``` |"))
        #expect(output.contains("| ⚠️ | `Sounds/new\\x0Aline.caf` | `extension` | new\\x0Aline.caf: check \\| it |"))
        #expect(
            output.contains(
                """
                | ❌ | `Sounds/back\\slash\\\\|.caf` | `name-collision` | another sound named \
                back\\\\slash\\\\\\|.caf is here |
                """
            ))
        #expect(MarkdownReporter.code("`edge.caf") == "`` `edge.caf ``")
        #expect(MarkdownReporter.code(" spaced ") == "`  spaced  `")
    }

    /// A table row's cells as GitHub splits them: at each pipe not directly after a backslash.
    static func cells(_ row: Substring) -> [Substring] {
        var cells: [Substring] = []
        var start = row.startIndex
        var previous: Character?
        for index in row.indices {
            if row[index] == "|" && previous != "\\" {
                cells.append(row[start..<index])
                start = row.index(after: index)
            }
            previous = row[index]
        }
        cells.append(row[start...])
        return cells
    }

    static func percentDecoded(_ text: String) -> String? {
        text.removingPercentEncoding
    }

    @Test("JSON gives every name and message back exactly")
    func json() throws {
        let output = JSONReporter(jobs: 2).render(Self.checkReport)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == Self.names.map { "Sounds/" + $0 })
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.first?["path"] as? String == Self.problemPath)
    }

    @Test("SARIF with these names is valid, and its URIs percent-encode the names' own bytes")
    func sarif() throws {
        let check = SARIFReporter(toolVersion: "test").render(Self.checkReport)
        try SARIFSchemaValidator.expectValid([
            ("names.sarif", check),
            ("payload-names.sarif", SARIFReporter(toolVersion: "test").render(Self.payloadReport)),
        ])
        #expect(check.contains("\"uri\": \"Sounds/bad%FF%FE.wav\""))
        #expect(check.contains("\"uri\": \"Sounds/new%0Aline.caf\""))
        #expect(check.contains("\"uri\": \"Sounds/back%5Cslash%5C%7C.caf\""))
    }

    @Test("JUnit parsed by python's xml.etree gives the names back (C0 controls XML cannot hold as U+FFFD)")
    func junit() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.xml")
        try JUnitReporter().render(Self.checkReport).write(to: file, atomically: true, encoding: .utf8)
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            cases = root.iter('testcase')
            print(json.dumps([[c.get('name'), [f.get('message') for f in c if f.tag in ('failure', 'error')]] for c in cases]))
            """
        let result = try ExternalTool.run("python3", ["-c", script, file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [[Any]])
        func xml(_ text: String) -> String {
            TextEscaping.escape(
                text,
                Dictionary(
                    uniqueKeysWithValues: (0..<0x20).filter { ![9, 10, 13].contains($0) }
                        .map { (Unicode.Scalar(UInt8($0)), "\u{FFFD}") }))
        }
        let expected = Self.names.map { "Sounds/" + $0 } + [Self.problemPath]
        #expect(parsed.compactMap { $0.first as? String } == expected.map(xml))
        let messages = parsed.compactMap { ($0.last as? [String])?.first }
        #expect(messages == Self.names.map { xml("another sound named \($0) is here") } + ["cannot read folder:\nno"])
    }
}
