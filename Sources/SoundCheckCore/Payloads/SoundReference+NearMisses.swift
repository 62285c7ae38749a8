/// Names as users really write them: a path (`Sounds/done.caf`, `file:///…/done.caf`), the right
/// stem with another extension (`done.mp3`), spaces around the name. Tried only once a name
/// matches nothing the usual ways, so a payload naming a shipped sound pays nothing for them.
extension SoundReference {
    static func nearMiss(_ name: String, in context: PayloadContext) -> SoundReference {
        let trimmed = NameSpelling.trimmingWhitespace(name)
        if trimmed.utf8.count != name.utf8.count { return spaced(name, trimmed: trimmed, in: context) }
        if let file = NameSpelling.lastPathComponent(of: name) {
            return nearMiss(name, .path, suggesting: file.isEmpty ? nil : context.nearestName(to: file), in: context)
        }
        if let names = context.namesByFoldedStem[name.lowercased()] {
            return nearMiss(name, .missingExtension, suggesting: context.preferred(names), in: context)
        }
        if let names = context.namesWithAnotherExtension(than: name) {
            return nearMiss(name, .otherExtension, suggesting: context.preferred(names), in: context)
        }
        return SoundReference(name: name, status: .unknown)
    }

    /// The trimmed name, judged as any name is, gives the suggestion.
    private static func spaced(_ name: String, trimmed: String, in context: PayloadContext) -> SoundReference {
        guard !trimmed.isEmpty else { return SoundReference(name: name, status: .surroundingSpace) }
        let inner = classify(trimmed, in: context)
        let suggestion: String? =
            switch inner.status {
            case .default, .valid, .invalidSound: trimmed
            case .caseMismatch, .missingExtension, .path, .otherExtension: inner.suggestion
            case .unknown, .template, .surroundingSpace: nil
            }
        return nearMiss(name, .surroundingSpace, suggesting: suggestion, in: context)
    }

    /// A near miss, with the reasons the suggested sound fails too.
    private static func nearMiss(
        _ name: String, _ status: Status, suggesting suggestion: String?,
        in context: PayloadContext
    ) -> SoundReference {
        var reference = SoundReference(name: name, status: status, suggestion: suggestion)
        if let suggestion, let entry = context.soundsByName[suggestion], !entry.valid {
            reference.reasons = entry.errors.isEmpty ? ["the manifest marks it as not valid"] : entry.errors
            reference.notGuaranteed = SoundVerdict(failedRules: entry.failedRules) == .notGuaranteed
        }
        return reference
    }

    /// The finding's words for a near miss: the name meant, and each way the name differs from it.
    var nearMissProblem: String {
        let trimmed = NameSpelling.trimmingWhitespace(name)
        let shown = NameSpelling.quoted(name)
        if trimmed.isEmpty { return "the sound name \(shown) is only whitespace; use a file name, or \"default\"" }
        var clauses: [String] = []
        if trimmed.utf8.count != name.utf8.count { clauses.append(NameSpelling.spaceClause(name)) }
        let pathFile = NameSpelling.lastPathComponent(of: trimmed)
        if pathFile != nil { clauses.append("a sound name is a file name looked up at the bundle root, not a path") }
        let file = pathFile ?? trimmed
        guard let suggestion else {
            let either = file.isEmpty ? "" : ", and \(NameSpelling.quoted(file)) is not shipped either"
            return "no sound named \(shown) is shipped: " + clauses.joined(separator: "; ") + either
                + ", so the default sound plays instead"
        }
        clauses += NameSpelling.spellingClauses(file, meaning: suggestion)
        var text = "no sound is named \(shown); did you mean \"\(suggestion)\"?"
        if !clauses.isEmpty { text += " " + NameSpelling.capitalized(clauses.joined(separator: "; ")) }
        guard !reasons.isEmpty else { return text }
        let fails = notGuaranteed ? "not guaranteed to play" : "will not play"
        return text + "; and \"\(suggestion)\" is shipped but \(fails): " + reasons.joined(separator: "; ")
    }
}

extension PayloadContext {
    /// The shipped sound a file name most likely means: itself, or one differing in case, missing
    /// its extension or with another one. A valid sound first when several fit.
    func nearestName(to file: String) -> String? {
        if soundsByName[file] != nil { return file }
        let folded = file.lowercased()
        if let names = namesByFoldedName[folded] ?? namesByStem[file] ?? namesByFoldedStem[folded] {
            return preferred(names)
        }
        return namesWithAnotherExtension(than: file).flatMap(preferred)
    }

    /// The shipped sounds with `name`'s stem (in any case) and another extension; nil when `name`
    /// has no extension.
    func namesWithAnotherExtension(than name: String) -> [String]? {
        let stem = PathText.stem(of: name)
        guard stem.utf8.count != name.utf8.count else { return nil }
        return namesByStem[stem] ?? namesByFoldedStem[stem.lowercased()]
    }

    /// The first valid name of `names` (sorted), else the first.
    func preferred(_ names: [String]) -> String? {
        names.first { soundsByName[$0]?.valid == true } ?? names.first
    }
}

/// How a name is spelled: the pieces and words the near-miss hints need.
enum NameSpelling {
    /// `name` without the whitespace (spaces, tabs, line breaks, no-break spaces) at either end.
    static func trimmingWhitespace(_ name: String) -> String {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return name }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(Substring(scalars[start...end]))
    }

    /// What follows the last `/` or `\` (maybe empty); nil when there is neither.
    static func lastPathComponent(of name: String) -> String? {
        let bytes = name.utf8
        guard let separator = bytes.lastIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) else {
            return nil
        }
        return String(Substring(bytes[bytes.index(after: separator)...]))
    }

    /// How `file` (a name or a path's last component) differs from the shipped `meant`.
    static func spellingClauses(_ file: String, meaning meant: String) -> [String] {
        guard meant != "default", file != meant else { return [] }
        let caseClause = "sound names are case-sensitive on the device"
        let folded = file.lowercased()
        if folded == meant.lowercased() { return [caseClause] }
        let meantStem = PathText.stem(of: meant)
        if folded == meantStem.lowercased() {
            return ["the name needs its extension"] + (file == meantStem ? [] : [caseClause])
        }
        let written = suffix(file)
        let against = written.isEmpty ? "" : ", not \"\(written)\""
        let clause = "the extension is part of the name: the shipped file ends in \"\(suffix(meant))\"\(against)"
        return [clause] + (PathText.stem(of: file) == meantStem ? [] : [caseClause])
    }

    /// The extension with its dot, as written (`.CAF`); "" for none.
    private static func suffix(_ name: String) -> String {
        String(Substring(name.utf8.dropFirst(PathText.stem(of: name).utf8.count)))
    }

    static func spaceClause(_ name: String) -> String {
        let scalars = name.unicodeScalars
        let leading = scalars.prefix { $0.properties.isWhitespace }
        let trailing = scalars.reversed().prefix { $0.properties.isWhitespace }
        return leading.allSatisfy { $0 == " " } && trailing.allSatisfy { $0 == " " }
            ? "spaces around a sound name are part of the name"
            : "whitespace around a sound name is part of the name"
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `name` as a JSON (or Swift, Dart, JavaScript) string literal: line breaks, tabs and other
    /// invisible whitespace escaped so the finding shows them (and stays on one line), and so
    /// `\` and `"` too, as the name was written.
    static func quoted(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case " ": text.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
