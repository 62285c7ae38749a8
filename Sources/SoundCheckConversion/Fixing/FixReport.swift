import SoundCheckChecking
import SoundCheckCore

extension FixPlan {
    /// The plan as `fix` prints it before acting: each failing sound, what is wrong with it and
    /// what it becomes, or why it cannot be fixed; one line each, whatever the names hold.
    /// What `fix` prints before converting: the plan and what it leaves to the user, or that
    /// there is nothing to fix.
    public var announcement: String {
        guard !isEmpty else {
            return "Nothing to fix: \(passing) sound\(passing == 1 ? "" : "s") will play.\n" + leftAloneText
        }
        return text + leftAloneText
    }

    public var text: String {
        let escape = TextEscaping.oneLine
        var text = "Plan:\n"
        for item in items {
            let problems = item.problems.map { "[\($0.rule)]" }.joined(separator: " ")
            switch item.action {
            case .convert(let output, let format, let renamed):
                let destination = output == item.path ? "in place" : escape(output)
                let note = renamed ? "; renamed, its container cannot hold a notification sound" : ""
                text += "  \(escape(item.path)) \(problems) -> \(destination) (\(format)\(note))\n"
            case .rename(let output, let content, let keepsOriginal):
                let copy = keepsOriginal ? "a renamed copy: " : ""
                text +=
                    "  \(escape(item.path)) \(problems) -> rename to \(escape(output))"
                    + " (\(copy)the content is \(content.displayName))\n"
            case .renameResource(let output, let keepsOriginal):
                let copy = keepsOriginal ? "a renamed copy: " : ""
                text +=
                    "  \(escape(item.path)) \(problems) -> rename to \(escape(output))"
                    + " (\(copy)a valid Android resource name)\n"
            case .skip(let reason):
                text += "  \(escape(item.path)) \(problems) -> not fixable: \(escape(reason))\n"
            }
            if FixPlanner.renamesResource(item) { text += referencesText(item) }
        }
        return text
    }

    /// The references a resource rename leaves to the user, or that none was found.
    private func referencesText(_ item: FixItem) -> String {
        let escape = TextEscaping.oneLine
        let old = FixPlanner.resourceName(of: item.path)
        guard !item.referencesToChange.isEmpty else {
            return
                "      no text file under \(escape(FixPlanner.appRoot(ofRawResource: item.path))) names "
                + "\(escape(old)); change it where else the app or its push server names it\n"
        }
        return "      change these references to \(escape(old)) yourself (fix changes none):\n"
            + item.referencesToChange.map {
                "        \(escape($0.path)):\($0.line):\($0.column): \(escape($0.text))\n"
            }.joined()
    }

    /// The warnings `fix` leaves as they are, one line each, or "" when there are none.
    public var leftAloneText: String {
        let escape = TextEscaping.oneLine
        var text = ""
        if !leftAlone.isEmpty {
            text +=
                "Left to you (fix does not repair these warnings; check --strict fails on them):\n"
                + leftAlone.map { "  \(escape($0.path)) [\($0.rule)] \(escape($0.message))\n" }.joined()
        }
        if !androidLeftAlone.isEmpty {
            text +=
                "Left to you on Android (fix converts only what Android cannot play, and renames invalid resource "
                + "names with --rename; check fails on the errors):\n"
                + androidLeftAlone.map { "  \(escape($0.path)) [\($0.rule)] \(escape($0.message))\n" }.joined()
        }
        return text
    }
}

extension FixOutcome {
    /// One line per sound as it is done.
    public var line: String {
        TextEscaping.oneLine(unescapedLine)
    }

    private var unescapedLine: String {
        switch result {
        case .fixed(let conversion):
            return "fixed \(item.path) -> \(conversion.output): \(conversion.summary)"
        case .renamed(let output) where FixPlanner.renamesResource(item):
            let count = item.referencesToChange.count
            return
                """
                renamed \(item.path) -> \(output): Android's resource name is now \
                \(FixPlanner.resourceName(of: output))
                """
                    + (count > 0 ? "; change the \(count) reference\(count == 1 ? "" : "s") the plan lists" : "")
        case .renamed(let output):
            return "renamed \(item.path) -> \(output): the name now fits the content; update it in your payloads"
        case .skipped(let reason):
            return "soundcheck: \(item.path): not fixed: \(reason)"
        case .failed(let reason):
            return "soundcheck: \(item.path): could not fix: \(reason)"
        case .outputExists(let output):
            return "soundcheck: \(item.path): could not fix: \(output) exists already"
        }
    }
}

/// How a `fix` run ends.
public struct FixSummary: Sendable, Hashable {
    public var fixed: Int
    public var attempted: Int

    public init(_ outcomes: [FixOutcome]) {
        attempted = outcomes.count
        fixed = outcomes.filter(\.succeeded).count
    }

    public var text: String {
        let unfixed = attempted - fixed
        let failing = "failing sound\(attempted == 1 ? "" : "s")"
        return "Fixed \(fixed) of \(attempted) \(failing)\(unfixed > 0 ? "; \(unfixed) could not be fixed" : "").\n"
    }

    /// Success only when every failing sound was fixed.
    public var status: ExitStatus { fixed < attempted ? .findings : .success }
}

extension ConversionOptions {
    /// The conversion settings `fix` uses so that a fixed sound passes the same check: trimmed
    /// below the check's limit, or not at all when the duration rule is off.
    public init(fixing configuration: CheckConfiguration) {
        self.init()
        maxDuration = !configuration.selection.isEnabled("duration") ? nil : configuration.rules.maximumDuration
    }
}
