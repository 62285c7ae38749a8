import Foundation
import Testing
import Yams

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// The user documentation in docs/ against the code: a section per rule and per report format,
/// example messages that are real output, and `soundcheck` commands (in the pages and in the
/// GitHub Actions example) that use only subcommands, options and values the executable has.
@Suite("Documentation")
struct DocumentationTests {
    static let docs = TestPaths.packageRoot.appendingPathComponent("docs")

    func page(_ name: String) throws -> String {
        try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
    }

    /// The `## heading` titles of a Markdown page (level 2 only).
    static func sectionTitles(_ markdown: String) -> [String] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("## ") }
            .map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
    }

    /// The text of each `## title` section, up to the next level-2 heading.
    static func sections(_ markdown: String) -> [String: String] {
        var result: [String: String] = [:]
        var title: String?
        var body: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if let title { result[title] = body.joined(separator: "\n") }
                title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                body = []
            } else {
                body.append(line)
            }
        }
        if let title { result[title] = body.joined(separator: "\n") }
        return result
    }

    struct CodeBlock {
        var language: String
        var lines: [String]
    }

    /// The fenced code blocks of a Markdown page, with the language after the opening fence.
    static func codeBlocks(_ markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: CodeBlock?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = CodeBlock(
                        language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    static func goldenLines(_ names: [String]) throws -> Set<String> {
        var lines: Set<String> = []
        for name in names {
            let text = try String(contentsOf: TestPaths.golden.appendingPathComponent(name), encoding: .utf8)
            lines.formUnion(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return lines
    }

    // MARK: rules.md

    static let ruleIdentifiers = RuleCatalog.builtIn.entries.map(\.rule.identifier)

    @Test("rules.md has a section for every rule soundcheck rules lists, and no other sections")
    func ruleSections() throws {
        let titles = Self.sectionTitles(try page("rules.md"))
        for identifier in Self.ruleIdentifiers {
            #expect(titles.contains(identifier), "docs/rules.md has no '## \(identifier)' section")
        }
        for title in titles {
            #expect(Self.ruleIdentifiers.contains(title), "docs/rules.md has a section '## \(title)' for no rule")
        }
    }

    /// `path: severity: [rule] message` or `path:line:column: severity: [rule] message`.
    static let findingLine = try! NSRegularExpression(pattern: #"^\S+?(:\d+:\d+)?: (error|warning): \[([a-z-]+)\] "#)

    static func findingRule(_ line: String) -> String? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = findingLine.firstMatch(in: line, range: range), let rule = Range(match.range(at: 3), in: line)
        else { return nil }
        return String(line[rule])
    }

    /// The review rules' findings on the HTML page of `samples/`, as `path: warning: [rule]
    /// message` lines: each finding follows the row of the sound it is about.
    static func reviewLines(golden name: String) throws -> [String] {
        let page = try String(contentsOf: TestPaths.golden.appendingPathComponent(name), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"(samples/[\w/.-]+)</span>|\[([a-z-]+)\]</span> ([^<]*)</span>"#)
        var path = ""
        var lines: [String] = []
        for match in pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
            let text = { (group: Int) in Range(match.range(at: group), in: page).map { String(page[$0]) } }
            if let found = text(1) {
                path = found
            } else if let rule = text(2), let message = text(3) {
                let unescaped = [("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]
                    .reduce(message) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
                lines.append("\(path): warning: [\(rule)] \(unescaped)")
            }
        }
        return lines
    }

    @Test("each rule's section quotes a message of that rule, and every quoted message is real output on samples/")
    func ruleExamples() throws {
        let real =
            try Self.goldenLines([
                "check-samples.txt", "check-xcodeapp.txt", "check-xcodeapp-widget.txt",
                "payloads-samples.txt", "refs-samples.txt", "payloads-critical-app.txt",
                "check-app-configs.txt", "refs-channels.txt",
            ]).union(try Self.reviewLines(golden: "report-samples.html"))
        let sections = Self.sections(try page("rules.md"))
        for identifier in Self.ruleIdentifiers {
            guard let section = sections[identifier] else {
                Issue.record("docs/rules.md has no '## \(identifier)' section")
                continue
            }
            let quoted = Self.codeBlocks(section).flatMap(\.lines).filter { Self.findingRule($0) != nil }
            #expect(
                quoted.contains { Self.findingRule($0) == identifier },
                "'## \(identifier)' quotes no [\(identifier)] message")
            for line in quoted {
                let printed = real.contains(line)
                #expect(printed, "docs/rules.md quotes a message soundcheck does not print for samples/: \(line)")
            }
        }
    }

    // MARK: report-formats.md

    /// `--experimental-dump-help`: the executable's commands, options and option values as JSON.
    static func commandTree() throws -> [String: Any] {
        let result = try ExternalTool.run(TestPaths.executable.path, ["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        return try #require(object["command"] as? [String: Any])
    }

    static func subcommand(_ name: String, of command: [String: Any]) -> [String: Any]? {
        (command["subcommands"] as? [[String: Any]])?.first { $0["commandName"] as? String == name }
    }

    /// An argument's spellings: `--format`, `-f`.
    static func spellings(_ argument: [String: Any]) -> [String] {
        ((argument["names"] as? [[String: Any]]) ?? []).compactMap { name in
            guard let text = name["name"] as? String else { return nil }
            return (name["kind"] as? String) == "short" ? "-" + text : "--" + text
        }
    }

    static func argument(_ spelling: String, of command: [String: Any]) -> [String: Any]? {
        ((command["arguments"] as? [[String: Any]]) ?? []).first { spellings($0).contains(spelling) }
    }

    @Test("report-formats.md has a section for every --format value of check and payloads")
    func formatSections() throws {
        let tree = try Self.commandTree()
        var formats: [String]?
        for name in ["check", "payloads"] {
            let command = try #require(Self.subcommand(name, of: tree), "no \(name) subcommand")
            let format = try #require(Self.argument("--format", of: command), "\(name) has no --format")
            let values = try #require(format["allValues"] as? [String], "\(name) --format lists no values")
            if let formats { #expect(values == formats, "check and payloads take different formats") }
            formats = values
        }
        let values = try #require(formats)
        #expect(values.count >= 7)
        let titles = Self.sectionTitles(try page("report-formats.md"))
        for value in values {
            #expect(titles.contains(value), "docs/report-formats.md has no '## \(value)' section")
        }
        for title in titles where title != "Exit status" {
            #expect(values.contains(title), "docs/report-formats.md has a section '## \(title)' for no format")
        }
    }

    @Test("every excerpt in report-formats.md is made of lines of the golden reports")
    func formatExcerpts() throws {
        let golden = try FileManager.default.contentsOfDirectory(atPath: TestPaths.golden.path)
        let real = try Self.goldenLines(golden)
        let blocks = Self.codeBlocks(try page("report-formats.md")).filter { $0.language != "sh" }
        #expect(blocks.count >= 7)
        for block in blocks {
            for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let printed = real.contains(line.trimmingCharacters(in: .whitespaces))
                #expect(printed, "docs/report-formats.md shows a line no reporter printed for samples/: \(line)")
            }
        }
    }

    // MARK: soundcheck commands in the docs

    /// Shell words of one line, quotes removed; a `#` word starts a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                if !inWord && character == "#" { break }
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    static let separators: Set<String> = ["|", "||", "&&", ";", ">", ">>", "<", "2>", "2>&1"]

    /// Each `soundcheck` command on a line (where a command starts), as its arguments.
    static func soundcheckCommands(in line: String) -> [[String]] {
        var words = Self.words(line)
        if words.first == "-" { words.removeFirst() }  // a YAML list item
        var commands: [[String]] = []
        var index = 0
        var atCommandStart = true
        while index < words.count {
            let word = words[index]
            if atCommandStart && word == "soundcheck" {
                var arguments: [String] = []
                index += 1
                while index < words.count && !separators.contains(words[index]) {
                    arguments.append(words[index])
                    index += 1
                }
                commands.append(arguments)
                continue
            }
            atCommandStart = ["|", "||", "&&", ";"].contains(word)
            index += 1
        }
        return commands
    }

    /// Options ArgumentParser adds to the root command without listing them in its dump, with
    /// the values they take.
    static let builtInRootOptions: [String: [String]] = ["--generate-completion-script": ["bash", "zsh", "fish"]]

    /// Why an option's value is wrong, for values the dump cannot list: `--report`'s
    /// FORMAT:FILE is read by the library, as the executable reads it.
    static func valueProblem(option: String, value: String) -> String? {
        guard option == "--report", !value.hasPrefix("$") else { return nil }
        do {
            _ = try ReportDestination(parsing: value)
            return nil
        } catch {
            return "--report \(value): \(error.message)"
        }
    }

    /// Problems with one `soundcheck` command: an unknown subcommand, option or option value.
    static func problems(_ arguments: [String], tree: [String: Any]) -> [String] {
        var command = tree
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let subcommand = subcommand(first, of: tree) else { return ["no subcommand '\(first)'"] }
            command = subcommand
            rest = rest.dropFirst()
        }
        let name = (command["commandName"] as? String) ?? "soundcheck"
        let atRoot = rest.count == arguments.count
        var problems: [String] = []
        var iterator = rest.makeIterator()
        while let word = iterator.next() {
            if word == "--" { break }  // the end of options: paths follow
            guard word.hasPrefix("-"), word != "-" else { continue }  // a path
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            if atRoot, let values = builtInRootOptions[parts[0]] {
                let value = parts.count == 2 ? parts[1] : iterator.next()
                if !values.contains(value ?? "") {
                    problems.append("\(parts[0]) takes \(values.joined(separator: ", ")), not \(value ?? "nothing")")
                }
                continue
            }
            guard let argument = argument(parts[0], of: command) else {
                problems.append("\(name) has no option \(parts[0])")
                continue
            }
            guard (argument["kind"] as? String) == "option" else { continue }
            guard let value = parts.count == 2 ? parts[1] : iterator.next() else {
                problems.append("\(name) \(parts[0]) has no value")
                continue
            }
            if let allowed = argument["allValues"] as? [String], !value.hasPrefix("$"), !allowed.contains(value) {
                problems.append("\(name) \(parts[0]) does not take \(value) (only \(allowed.joined(separator: ", ")))")
            }
            if let problem = valueProblem(option: parts[0], value: value) { problems.append("\(name) \(problem)") }
        }
        return problems
    }

    func workflow() throws -> Node {
        let text = try page("examples/github-actions.yml")
        return try #require(try Yams.compose(yaml: text), "docs/examples/github-actions.yml is empty")
    }

    @Test(
        "the GitHub Actions example parses, has a Linux and a macOS job, and runs only soundcheck commands that exist")
    func workflowCommands() throws {
        let tree = try Self.commandTree()
        let jobs = try #require(try workflow()["jobs"]?.mapping, "the workflow has no jobs")
        let runners = jobs.values.compactMap { $0["runs-on"]?.string }
        #expect(Set(runners) == ["ubuntu-latest", "macos-latest"])
        var subcommands: Set<String> = []
        for (job, definition) in jobs {
            let steps = try #require(definition["steps"]?.sequence, "job \(job.string ?? "?") has no steps")
            for step in steps {
                guard let run = step["run"]?.string else { continue }
                for line in run.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n") {
                    for command in Self.soundcheckCommands(in: String(line)) {
                        let problems = Self.problems(command, tree: tree)
                        #expect(
                            problems.isEmpty,
                            "docs/examples/github-actions.yml: \(line): \(problems.joined(separator: "; "))")
                        if let first = command.first { subcommands.insert(first) }
                    }
                }
            }
        }
        #expect(
            subcommands.isSuperset(of: ["check", "manifest", "payloads"]), "the workflow runs \(subcommands.sorted())")
    }

    @Test("ci.md shows the build-from-source GitHub Actions example exactly as docs/examples/github-actions.yml")
    func workflowInCIPage() throws {
        let blocks = Self.codeBlocks(try page("ci.md")).filter { $0.language == "yaml" }
        let example = try page("examples/github-actions.yml")
        #expect(
            blocks.contains { $0.lines.joined(separator: "\n") + "\n" == example },
            "no yaml block of docs/ci.md is docs/examples/github-actions.yml")
    }

    /// The `with:` keys of every step that uses soundcheck's Action in a YAML node.
    static func actionInputs(in node: Node) -> [Set<String>] {
        switch node {
        case .mapping(let mapping):
            var found: [Set<String>] = Array(mapping.values).flatMap { actionInputs(in: $0) }
            if mapping["uses"]?.string?.hasPrefix("soundcheck/soundcheck@") == true {
                found.append(Set(mapping["with"]?.mapping?.keys.compactMap(\.string) ?? []))
            }
            return found
        case .sequence(let sequence):
            return Array(sequence).flatMap { actionInputs(in: $0) }
        default:
            return []
        }
    }

    @Test("every use of the GitHub Action in README.md and ci.md passes only inputs action.yml declares")
    func actionInputsExist() throws {
        let action = try #require(try Yams.compose(yaml: try page("../action.yml")), "action.yml is empty")
        let declared = Set(action["inputs"]?.mapping?.keys.compactMap(\.string) ?? [])
        #expect(
            declared.isSuperset(of: ["paths", "payloads", "refs", "config", "strict", "sarif", "version", "base-url"]))
        var uses = 0
        for name in ["../README.md", "ci.md"] {
            for block in Self.codeBlocks(try page(name)) where block.language == "yaml" {
                guard let node = try Yams.compose(yaml: block.lines.joined(separator: "\n")) else { continue }
                for inputs in Self.actionInputs(in: node) {
                    uses += 1
                    #expect(
                        inputs.isSubset(of: declared),
                        "docs/\(name): inputs \(inputs.subtracting(declared).sorted()) are not in action.yml")
                }
            }
        }
        #expect(uses >= 2, "found \(uses) uses of soundcheck/soundcheck@ in README.md and ci.md")
    }

    @Test("every soundcheck command in the docs pages and the README uses subcommands, options and values that exist")
    func commandsInPages() throws {
        let tree = try Self.commandTree()
        let inlineCode = try NSRegularExpression(pattern: "`(soundcheck [^`]+)`")
        var checked = 0
        var used: Set<String> = []
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path).sorted().filter {
            $0.hasSuffix(".md")
        }
        for name in pages + ["../README.md"] {
            let markdown = try page(name)
            var lines: [String] = []
            for block in Self.codeBlocks(markdown) where ["sh", "yaml", ""].contains(block.language) {
                // Joined continuation lines; a `run:` key is where a command starts in YAML.
                let text = block.lines.joined(separator: "\n").replacingOccurrences(of: "\\\n", with: " ")
                lines += text.split(separator: "\n").map { line in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return trimmed.hasPrefix("run: ") ? String(trimmed.dropFirst(5)) : trimmed
                }
            }
            let range = NSRange(markdown.startIndex..., in: markdown)
            lines += inlineCode.matches(in: markdown, range: range).compactMap { match in
                Range(match.range(at: 1), in: markdown).map { markdown[$0].replacingOccurrences(of: "\n", with: " ") }
            }
            for line in lines {
                for command in Self.soundcheckCommands(in: line) {
                    checked += 1
                    if let first = command.first { used.insert(first) }
                    let problems = Self.problems(command, tree: tree)
                    #expect(problems.isEmpty, "docs/\(name): \(line): \(problems.joined(separator: "; "))")
                }
            }
        }
        #expect(checked >= 20, "found only \(checked) soundcheck commands in docs/")
        // Every subcommand is shown somewhere, so a new one cannot go undocumented.
        let subcommands = ((tree["subcommands"] as? [[String: Any]]) ?? []).compactMap { $0["commandName"] as? String }
        for subcommand in subcommands where subcommand != "help" {
            #expect(used.contains(subcommand), "no soundcheck \(subcommand) command in docs/ or README.md")
        }
    }

    @Test(
        "the README says how to install completions for bash, zsh and fish, and each script completes every subcommand")
    func completions() throws {
        let readme = try page("../README.md")
        let tree = try Self.commandTree()
        let subcommands = ((tree["subcommands"] as? [[String: Any]]) ?? []).compactMap { $0["commandName"] as? String }
        #expect(subcommands.contains("rules"))
        for shell in ["bash", "zsh", "fish"] {
            #expect(
                readme.contains("soundcheck --generate-completion-script \(shell)"),
                "README.md does not show the \(shell) completions")
            let script = try ExternalTool.run(TestPaths.executable.path, ["--generate-completion-script", shell])
            #expect(script.status == 0, "\(script.standardError)")
            for subcommand in subcommands {
                #expect(script.text.contains(subcommand), "the \(shell) script does not complete \(subcommand)")
            }
        }
    }

    @Test("the docs index links every page in docs/")
    func index() throws {
        let index = try page("README.md")
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
        where name.hasSuffix(".md") && name != "README.md" {
            #expect(index.contains("](\(name))"), "docs/README.md does not link \(name)")
        }
        for name in ["configuration.md", "rules.md", "report-formats.md", "ci.md", "plugins.md"] {
            #expect(index.contains("](\(name))"), "docs/README.md does not link \(name)")
        }
    }
}
