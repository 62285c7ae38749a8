/// How a sound name in a payload relates to the sounds an app ships.
public struct SoundReference: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// "default": the system sound.
        case `default`
        /// A sound in the manifest that will play.
        case valid
        /// A sound in the manifest that will not play.
        case invalidSound = "invalid-sound"
        /// Matches a shipped sound only when case is ignored.
        case caseMismatch = "case-mismatch"
        /// Matches a shipped sound's name without its extension.
        case missingExtension = "missing-extension"
        /// Matches nothing.
        case unknown
        /// A path (`Sounds/done.caf`, `file:///…/done.caf`, `assets/sounds/done.caf`): the device
        /// looks the name up as a file name at the bundle root.
        case path
        /// A shipped sound's stem with another extension (`done.mp3` for `done.caf`).
        case otherExtension = "other-extension"
        /// Spaces, tabs or line breaks around the name, which are part of it.
        case surroundingSpace = "surrounding-space"
        /// A template placeholder (`$(sound)`, `{{sound}}`) a service fills in when sending:
        /// cannot be checked here (the `templated-sound` rule says so).
        case template
    }

    public var name: String
    public var status: Status
    /// The shipped name the payload probably meant.
    public var suggestion: String?
    /// Why the named sound fails (for `invalidSound`); for a near miss (`path`,
    /// `otherExtension`, `surroundingSpace`), why the suggested one fails too.
    public var reasons: [String] = []
    /// Whether it (or the suggested one, for a near miss) fails only for being outside the formats
    /// Apple documents: then nothing guarantees that it plays, but it may.
    public var notGuaranteed = false

    static func classify(_ name: String, in context: PayloadContext) -> SoundReference {
        if name == "default" { return SoundReference(name: name, status: .default) }
        if TemplateExpressions.isPlaceholder(name) { return SoundReference(name: name, status: .template) }
        if let entry = context.soundsByName[name] {
            return entry.valid
                ? SoundReference(name: name, status: .valid)
                : SoundReference(
                    name: name, status: .invalidSound, reasons: entry.errors,
                    notGuaranteed: SoundVerdict(failedRules: entry.failedRules) == .notGuaranteed)
        }
        if let match = context.namesByFoldedName[name.lowercased()]?.first {
            return SoundReference(name: name, status: .caseMismatch, suggestion: match)
        }
        if let match = context.namesByStem[name]?.first {
            return SoundReference(name: name, status: .missingExtension, suggestion: match)
        }
        return nearMiss(name, in: context)
    }

    /// What is wrong, for the finding; nil when the sound will play.
    var problem: String? {
        switch status {
        case .default, .valid, .template:
            return nil
        case .invalidSound:
            if notGuaranteed {
                return "\"\(name)\" is shipped but not guaranteed to play: " + reasons.joined(separator: "; ")
            }
            let why = reasons.isEmpty ? ", so the default sound plays instead" : ": " + reasons.joined(separator: "; ")
            return "\"\(name)\" is shipped but will not play\(why)"
        case .caseMismatch:
            return
                """
                no sound is named \"\(name)\"; did you mean \"\(suggestion ?? "")\"? Sound names are \
                case-sensitive on the device
                """
        case .missingExtension:
            // Found with another case too (`Chime-ima4`): said as the other near misses are.
            if let suggestion, PathText.stem(of: suggestion) != name { return nearMissProblem }
            return "no sound is named \"\(name)\"; the name needs its extension: \"\(suggestion ?? "")\""
        case .unknown:
            return name.isEmpty
                ? "the sound name is empty; use a file name, or \"default\""
                : "no sound named \"\(name)\" is shipped, so the default sound plays instead"
        case .path, .otherExtension, .surroundingSpace:
            return nearMissProblem
        }
    }
}
