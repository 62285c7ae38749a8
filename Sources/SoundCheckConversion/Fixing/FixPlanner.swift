import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plans fixes: which failing sounds a conversion repairs, into what, under which name.
public struct FixPlanner: Sendable {
    /// Where fixed sounds go: nil rewrites them in place, else this folder, mirroring the paths
    /// relative to the folder given on the command line.
    public var outputDirectory: String?
    /// The rules the fixed sounds must pass: an encoding is kept, or chosen, only where
    /// `allowedEncodings` allows it (the checks' rules, e.g. from `.soundcheck.yml`).
    public var rules: RuleConfiguration
    /// Rename a raw resource of its own whose name aapt2 refuses to the valid spelling, listing
    /// the references to change (`fix --rename`).
    public var renamesAndroidResources: Bool

    public init(
        outputDirectory: String? = nil, rules: RuleConfiguration = RuleConfiguration(),
        renamesAndroidResources: Bool = false
    ) {
        self.outputDirectory = outputDirectory
        self.rules = rules
        self.renamesAndroidResources = renamesAndroidResources
    }

    /// The rules a conversion can satisfy. Integrity (a damaged file) and name collisions are for
    /// a person to resolve; guessing there could lose audio or the wrong file.
    public static let fixableRules: Set<String> = ["container", "encoding", "undocumented-format", "duration"]

    /// The encodings a fix writes when the container's default is not allowed, best first: IMA4
    /// (a quarter of the size of PCM), 16-bit Linear PCM, µLaw, aLaw.
    public static let encodingPreference: [OutputEncoding] = [.ima4, .lpcm16, .ulaw, .alaw]

    public func plan(_ report: CheckReport, roots: [String]) -> FixPlan {
        var plan = FixPlan(items: [], passing: 0)
        // Files an app ships to both platforms (an Expo `sounds` entry): a fix must play on both.
        let sharedWithAndroid = Set(report.files.filter { $0.sound.platform == .android }.map(\.path))
        var renamedResources: [String: String] = [:]
        for file in report.files {
            guard file.sound.platform == .apple else {
                let (item, leftAlone) = androidItem(for: file, roots: roots, renamed: &renamedResources)
                if let item { plan.items.append(item) }
                plan.androidLeftAlone += leftAlone
                continue
            }
            let errors = file.findings.filter { $0.severity == .error }
            let renamed = file.findings.filter { $0.rule == "extension" }
            // A catalog's Contents.json names its files, and the sound plays by name only once
            // out of the catalog: a person moves it first. Warnings alone are left as they are.
            if let catalog = file.sound.assetCatalog {
                if errors.isEmpty {
                    plan.passing += 1
                    plan.leftAlone += file.findings
                } else {
                    let skip = FixItem.Action.skip(reason: Self.catalogReason(catalog))
                    plan.items.append(FixItem(path: file.path, problems: errors, action: skip))
                }
                continue
            }
            // A name that does not fit the content is repaired by renaming, whatever its
            // severity, when it is all that is wrong; a conversion repairs it along with the rest.
            if !renamed.isEmpty, errors.allSatisfy({ $0.rule == "extension" }),
                let rename = renaming(file, roots: roots)
            {
                plan.items.append(FixItem(path: file.path, problems: renamed, action: rename))
                plan.leftAlone += file.findings.filter { $0.rule != "extension" }
            } else if errors.isEmpty {
                plan.passing += 1
                plan.leftAlone += file.findings
            } else {
                let action = action(
                    for: file, errors: errors, roots: roots, sharedWithAndroid: sharedWithAndroid.contains(file.path))
                plan.items.append(FixItem(path: file.path, problems: errors, action: action))
            }
            if let last = plan.items.indices.last, plan.items[last].path == file.path {
                plan.items[last] = withListingEdits(plan.items[last], sound: file.sound)
            }
        }
        return listingReferences(in: validatedListingEdits(plan))
    }

    /// The rename that gives `file` the extension of its content (the first the container is
    /// named with: .caf, .aif, .aifc, .wav); nil when its content is no sound the system plays.
    /// In place, never over another file: that is for a person to sort out.
    func renaming(_ file: FileReport, roots: [String]) -> FixItem.Action? {
        let sound = file.sound
        guard sound.readError == nil, sound.container != .unknown,
            !sound.container.fittingExtensions.contains(sound.fileExtension),
            let fitting = sound.container.fittingExtensions.sorted().first
        else { return nil }
        var output = PathText.replacingExtension(of: file.path, with: fitting)
        guard let outputDirectory else {
            if access(PathText.systemPath(output), F_OK) == 0 {
                return .skip(reason: "\(output) exists already; give one of them another name yourself")
            }
            return .rename(output: output, content: sound.container, keepsOriginal: false)
        }
        output = PathText.join(outputDirectory, Self.relativePath(of: output, roots: roots))
        return .rename(output: output, content: sound.container, keepsOriginal: true)
    }

    func action(
        for file: FileReport, errors: [Finding], roots: [String], sharedWithAndroid: Bool = false
    ) -> FixItem.Action {
        // A converted sound is written in the container its name says, which repairs the name too.
        if let first = errors.first(where: { !Self.fixableRules.contains($0.rule) && $0.rule != "extension" }) {
            return .skip(reason: "\(first.rule): \(Self.unfixableReason(first))")
        }
        let format: OutputFormat
        let renamed: Bool
        switch target(for: file.sound, sharedWithAndroid: sharedWithAndroid) {
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
        var output =
            renamed ? PathText.replacingExtension(of: file.path, with: format.container.fileExtension) : file.path
        if let outputDirectory {
            output = PathText.join(outputDirectory, Self.relativePath(of: output, roots: roots))
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
    /// A sound the app also ships to Android becomes 16-bit WAV, which both platforms play.
    func target(for sound: InspectedSound, sharedWithAndroid: Bool = false) -> Target {
        if sharedWithAndroid, allows(.wav, .lpcm), let format = try? OutputFormat(container: .wav, encoding: .lpcm16) {
            return .format(format, renamed: OutputContainer(extensionOf: sound.path) != .wav)
        }
        // An iOS sound named .ogg becomes .caf: Ogg is Android's.
        let named = OutputContainer(extensionOf: sound.path).flatMap { OutputContainer.apple.contains($0) ? $0 : nil }
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
            let current = OutputEncoding.allCases.first(where: { $0.soundEncoding == description.encoding })
        {
            candidates.insert(current, at: 0)
        }
        for encoding in candidates {
            if let format = try? OutputFormat(container: container, encoding: encoding),
                allows(container.soundContainer, encoding.soundEncoding)
            {
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
        return
            "allowed_encodings allows \(allowed.isEmpty ? "no encoding" : "only " + allowed.joined(separator: ", ")) "
            + "in \(key), "
            + "and soundcheck writes \(written.map(\.soundEncoding.identifier).joined(separator: ", ")) there; "
            + "add one of these to allowed_encodings: \(key) in \(SoundCheckConfiguration.fileName)"
    }

    static func catalogReason(_ catalog: String) -> String {
        "asset-catalog: it lies in \(PathText.lastComponent(of: catalog)), whose Contents.json names it, "
            + "and no payload finds it there; move it out of the catalog into the target's Copy Bundle Resources, "
            + "then run fix on it"
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
            let relative = PathText.relative(path, to: root)
            if !relative.hasPrefix("..") && relative != "." { return relative }
        }
        return PathText.lastComponent(of: path)
    }
}
