import SoundCheckChecking
import SoundCheckCore

/// What `fix` will do with each sound that fails its checks.
public struct FixPlan: Sendable, Hashable {
    public var items: [FixItem]
    /// Sounds that passed, so need nothing.
    public var passing: Int

    public var isEmpty: Bool { items.isEmpty }
}

public struct FixItem: Sendable, Hashable {
    /// The failing sound.
    public var path: String
    /// The errors that make it fail.
    public var problems: [Finding]
    public var action: Action

    public enum Action: Sendable, Hashable {
        /// Convert into `output` in `format`. `renamed` when the name had to change because the
        /// container it names cannot hold a sound that plays (alert.mp3 becomes alert.caf).
        case convert(output: String, format: OutputFormat, renamed: Bool)
        /// Left alone, for this reason.
        case skip(reason: String)
    }
}

/// Plans fixes: which failing sounds a conversion repairs, into what, under which name.
public struct FixPlanner: Sendable {
    /// Where fixed sounds go: nil rewrites them in place, else this folder, mirroring the paths
    /// relative to the folder given on the command line.
    public var outputDirectory: String?
    /// The rules the fixed sounds must pass: an encoding is kept, or chosen, only where
    /// `allowedEncodings` allows it (the checks' rules, e.g. from `.soundcheck.yml`).
    public var rules: RuleConfiguration

    public init(outputDirectory: String? = nil, rules: RuleConfiguration = RuleConfiguration()) {
        self.outputDirectory = outputDirectory
        self.rules = rules
    }

    /// The rules a conversion can satisfy. Integrity (a damaged file) and name collisions are for
    /// a person to resolve; guessing there could lose audio or the wrong file.
    public static let fixableRules: Set<String> = ["container", "encoding", "duration"]

    /// The encodings a fix writes when the container's default is not allowed, best first: IMA4
    /// (a quarter of the size of PCM), 16-bit Linear PCM, µLaw, aLaw.
    public static let encodingPreference: [OutputEncoding] = [.ima4, .lpcm16, .ulaw, .alaw]

    public func plan(_ report: CheckReport, roots: [String]) -> FixPlan {
        var items: [FixItem] = []
        var passing = 0
        for file in report.files {
            let errors = file.findings.filter { $0.severity == .error }
            guard !errors.isEmpty else {
                passing += 1
                continue
            }
            items.append(FixItem(path: file.path, problems: errors, action: action(for: file, errors: errors, roots: roots)))
        }
        return FixPlan(items: items, passing: passing)
    }

    func action(for file: FileReport, errors: [Finding], roots: [String]) -> FixItem.Action {
        if let first = errors.first(where: { !Self.fixableRules.contains($0.rule) }) {
            return .skip(reason: "\(first.rule): \(Self.unfixableReason(first))")
        }
        let format: OutputFormat, renamed: Bool
        switch target(for: file.sound) {
        case .format(let chosen, let rename): (format, renamed) = (chosen, rename)
        case .noAllowedEncoding(let container): return .skip(reason: noAllowedEncodingReason(container))
        }
        // Opening a decoder reads only the headers: a file nothing can decode (text named .caf)
        // is reported in the plan, not when its conversion fails.
        do {
            _ = try AudioDecoders.open(file.path)
        } catch {
            return .skip(reason: error.reason)
        }
        var output = renamed ? FilePath.replacingExtension(of: file.path, with: format.container.fileExtension) : file.path
        if let outputDirectory {
            output = FilePath.join(outputDirectory, Self.relativePath(of: output, roots: roots))
        }
        return .convert(output: output, format: format, renamed: renamed)
    }

    enum Target: Equatable {
        case format(OutputFormat, renamed: Bool)
        /// The rules allow no encoding soundcheck writes in this container.
        case noAllowedEncoding(OutputContainer)
    }

    /// The format that keeps the file's name where its extension names a container that holds a
    /// sound that plays, and its encoding where the rules allow it (only the length was wrong).
    /// Otherwise the container's default encoding, or else the first of `encodingPreference`,
    /// that the container holds and the rules allow. A name without such a container becomes .caf.
    func target(for sound: InspectedSound) -> Target {
        let named = OutputContainer(extensionOf: sound.path)
        let container: OutputContainer
        switch named {
        case .some(.aiff) where sound.container != .aiff:
            // Apple names AIFF-C files .aiff too: keep the name and the richer container.
            container = .aifc
        case .some(let extensionContainer):
            container = extensionContainer
        case nil:
            container = .caf
        }
        var candidates = [container.defaultEncoding] + Self.encodingPreference
        if let description = sound.description, allows(description.container, description.encoding),
           let current = OutputEncoding.allCases.first(where: { $0.soundEncoding == description.encoding }) {
            candidates.insert(current, at: 0)
        }
        for encoding in candidates {
            if let format = try? OutputFormat(container: container, encoding: encoding),
               allows(container.soundContainer, encoding.soundEncoding) {
                return .format(format, renamed: named == nil)
            }
        }
        return .noAllowedEncoding(container)
    }

    private func allows(_ container: Container, _ encoding: Encoding) -> Bool {
        rules.allowedEncodings[container]?.contains(encoding.identifier) ?? false
    }

    /// Why no format will do, naming the setting to change.
    func noAllowedEncodingReason(_ container: OutputContainer) -> String {
        let key = container.soundContainer.rawValue
        let allowed = Encoding.sorted(rules.allowedEncodings[container.soundContainer] ?? [])
        let written = OutputEncoding.allCases.filter { (try? OutputFormat(container: container, encoding: $0)) != nil }
        return "allowed_encodings allows \(allowed.isEmpty ? "no encoding" : "only " + allowed.joined(separator: ", ")) in \(key), "
            + "and soundcheck writes \(written.map(\.soundEncoding.identifier).joined(separator: ", ")) there; "
            + "add one of these to allowed_encodings: \(key) in \(SoundCheckConfiguration.fileName)"
    }

    static func unfixableReason(_ finding: Finding) -> String {
        switch finding.rule {
        case "integrity": "the file is damaged (\(finding.message)); export it again from its source"
        case "name-collision": "\(finding.message)"
        default: finding.message
        }
    }

    /// `path` relative to the root it was found under, so `--out` mirrors the folders.
    static func relativePath(of path: String, roots: [String]) -> String {
        for root in roots where !root.isEmpty {
            let relative = FilePath.relative(path, to: root)
            if !relative.hasPrefix("..") && relative != "." { return relative }
        }
        return FilePath.lastComponent(of: path)
    }
}
