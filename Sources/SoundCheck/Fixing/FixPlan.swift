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

    public init(outputDirectory: String? = nil) {
        self.outputDirectory = outputDirectory
    }

    /// The rules a conversion can satisfy. Integrity (a damaged file) and name collisions are for
    /// a person to resolve; guessing there could lose audio or the wrong file.
    public static let fixableRules: Set<String> = ["container", "encoding", "duration"]

    public func plan(_ report: CheckReport, roots: [String]) -> FixPlan {
        var items: [FixItem] = []
        var passing = 0
        for file in report.files {
            let errors = file.findings.filter { $0.severity == .error }
            guard !errors.isEmpty else {
                passing += 1
                continue
            }
            let unfixable = errors.filter { !Self.fixableRules.contains($0.rule) }
            if let first = unfixable.first {
                items.append(FixItem(path: file.path, problems: errors, action: .skip(reason: "\(first.rule): \(Self.unfixableReason(first))")))
                continue
            }
            let (format, renamed) = target(for: file.sound)
            var output = renamed ? FilePath.replacingExtension(of: file.path, with: format.container.fileExtension) : file.path
            if let outputDirectory {
                output = FilePath.join(outputDirectory, Self.relativePath(of: output, roots: roots))
            }
            items.append(FixItem(path: file.path, problems: errors, action: .convert(output: output, format: format, renamed: renamed)))
        }
        return FixPlan(items: items, passing: passing)
    }

    /// The format that keeps the file's name where its extension names a container that holds a
    /// sound that plays, and its encoding where that is allowed (only the length was wrong).
    /// Anything else becomes CAF IMA4.
    func target(for sound: InspectedSound) -> (OutputFormat, renamed: Bool) {
        let named = OutputContainer(extensionOf: sound.path)
        let keepsEncoding = sound.description.map { EncodingRule.appleMatrix[$0.container]?.contains($0.encoding.identifier) ?? false } ?? false
        func format(_ container: OutputContainer) -> OutputFormat {
            var encoding = container.defaultEncoding
            if keepsEncoding, let current = sound.description?.encoding {
                switch current {
                case .ima4 where container == .caf || container == .aifc: encoding = .ima4
                case .ulaw where container != .aiff: encoding = .ulaw
                case .alaw where container != .aiff: encoding = .alaw
                case .lpcm: encoding = .lpcm16
                default: break
                }
            }
            return (try? OutputFormat(container: container, encoding: encoding)) ?? .notificationDefault
        }
        switch named {
        case .some(.aiff) where sound.container == .aifc:
            // Apple names AIFF-C files .aiff too: keep the name and the richer container.
            return (format(.aifc), false)
        case .some(.aiff) where sound.container != .aiff:
            return (format(.aifc), false)
        case .some(let container):
            return (format(container), false)
        case nil:
            return (.notificationDefault, true)
        }
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
