import SoundCheckCore

/// An XcodeGen spec with its `include`s merged as XcodeGen merges them (each included spec
/// first, in order, then the including one on top), and the paths of targets' sources resolved
/// against the folder each file's paths are relative to.
struct XcodeGenSpec {
    /// Deeper chains of includes than any project has; a cycle is cut where it closes.
    static let maximumIncludeDepth = 32
    /// Spec files read in all.
    static let maximumFiles = 512

    var value: SpecValue
    /// Included files that could not be read, cycles and chains cut: the spec is not all known.
    var problems: [SoundDiscovery.Problem] = []
    /// Includes whose `enable` XcodeGen takes from the environment: read as enabled.
    var notices: [String] = []

    /// Throws when the spec itself cannot be read; an include that cannot be is a problem.
    static func load(_ file: String) throws(SoundDiscovery.Problem) -> XcodeGenSpec {
        var loader = Loader()
        let root = try SpecDecoding.read(file)
        loader.merged.insert(Array(ProjectPath.normalized(file).utf8))
        let folder = PathText.directory(of: file)
        let value = loader.resolve(root, file: file, pathBase: folder, chain: [file])
        return XcodeGenSpec(value: value, problems: loader.problems, notices: loader.notices)
    }

    private struct Loader {
        var merged: Set<[UInt8]> = []
        var problems: [SoundDiscovery.Problem] = []
        var notices: [String] = []

        /// `spec` with its paths resolved, merged on top of its includes.
        mutating func resolve(_ spec: SpecValue, file: String, pathBase: String, chain: [String]) -> SpecValue {
            var base: SpecValue = .map([])
            for include in spec[key: "include"]?.listed ?? [] {
                guard let included = load(include, from: file, pathBase: pathBase, chain: chain) else { continue }
                base = included.merged(onto: base)
            }
            return XcodeGenSpec.resolvingSourcePaths(in: spec, against: pathBase).merged(onto: base)
        }

        private mutating func load(
            _ include: SpecValue, from file: String, pathBase: String,
            chain: [String]
        ) -> SpecValue? {
            guard let written = include.string ?? include["path"]?.string else { return nil }
            if let enable = include["enable"] {
                if enable.isFalse { return nil }
                if enable.string?.contains("${") == true {
                    notices.append(
                        "\(file): the include of \(written) is enabled by \(enable.string ?? ""), an environment "
                            + "variable soundcheck does not read: read as enabled")
                }
            }
            let path = ProjectPath.resolve(written, in: pathBase)
            let key = Array(path.utf8)
            if chain.contains(where: { Array(ProjectPath.normalized($0).utf8) == key }) {
                let cycle = (chain + [path]).map { PathText.lastComponent(of: $0) }.joined(separator: " → ")
                report(file, "includes \(written), which includes this spec again (\(cycle)): that include is not read")
                return nil
            }
            // XcodeGen merges a spec included twice only once.
            guard merged.insert(key).inserted else { return nil }
            guard chain.count < XcodeGenSpec.maximumIncludeDepth, merged.count <= XcodeGenSpec.maximumFiles else {
                report(
                    file,
                    "includes \(written) beyond \(XcodeGenSpec.maximumIncludeDepth) levels or "
                        + "\(XcodeGenSpec.maximumFiles) files: not read")
                return nil
            }
            let spec: SpecValue
            do {
                spec = try SpecDecoding.read(path)
            } catch {
                problems.append(SoundDiscovery.Problem(path: path, reason: "included by \(file): \(error.reason)"))
                return nil
            }
            // Paths in an included spec are relative to it, unless it says `relativePaths: false`.
            let relative = !(include["relativePaths"]?.isFalse ?? false)
            return resolve(
                spec, file: path, pathBase: relative ? PathText.directory(of: path) : pathBase,
                chain: chain + [path])
        }

        private mutating func report(_ file: String, _ reason: String) {
            problems.append(SoundDiscovery.Problem(path: file, reason: reason))
        }
    }

    /// The sources of every target and target template, with paths under `folder`, normalized
    /// also when `folder` is `.`: `path: ""` is the spec's folder however the spec was named.
    static func resolvingSourcePaths(in spec: SpecValue, against folder: String) -> SpecValue {
        guard let entries = spec.entries else { return spec }
        return .map(
            entries.map { entry in
                guard ["targets", "targetTemplates"].contains(baseKey(entry.key)), let targets = entry.value.entries
                else {
                    return entry
                }
                return (entry.key, .map(targets.map { ($0.key, resolvingTargetSources($0.value, against: folder)) }))
            })
    }

    private static func resolvingTargetSources(_ target: SpecValue, against folder: String) -> SpecValue {
        guard let entries = target.entries else { return target }
        return .map(
            entries.map { entry in
                guard baseKey(entry.key) == "sources" else { return entry }
                let sources: [SpecValue] = entry.value.listed.map { source in
                    if let path = source.string { return .scalar(ProjectPath.resolve(path, in: folder), source.mark) }
                    guard var fields = source.entries, let index = fields.lastIndex(where: { $0.key == "path" }),
                        let path = fields[index].value.string
                    else { return source }
                    fields[index].value = .scalar(ProjectPath.resolve(path, in: folder), fields[index].value.mark)
                    return .map(fields)
                }
                return (entry.key, .list(sources))
            })
    }

    /// `sources` for `sources:REPLACE`.
    static func baseKey(_ key: String) -> String {
        key.hasSuffix(":REPLACE") ? String(key.dropLast(":REPLACE".count)) : key
    }
}

extension SpecValue {
    /// The value of `key`, also when written `key:REPLACE` (in a spec read before merging).
    subscript(key key: String) -> SpecValue? {
        entries?.last { XcodeGenSpec.baseKey($0.key) == key }?.value
    }
}
