import SoundCheckCore

/// The sounds an XcodeGen spec's targets copy into their bundles, read from `project.yml` (and
/// the specs it includes) and the files on disk, without generating the project: what the
/// Xcode project XcodeGen would generate ships (SPEC §7).
enum XcodeGenSpecSounds {
    /// The names XcodeGen looks for by default.
    static let specNames: Set<String> = ["project.yml", "project.yaml"]

    /// `project.yml`, `project.yaml`, or another YAML file (`xcodegen --spec app.yml`) whose
    /// top level has `targets:`.
    static func isSpec(_ path: String) -> Bool {
        let name = PathText.lastComponent(of: ProjectPath.trimmed(path))
        guard DiskFolder.status(path)?.kind == .file else { return false }
        if specNames.contains(name) { return true }
        guard ["yml", "yaml"].contains(PathText.extension(of: name)), !name.hasPrefix(".") else { return false }
        return hasTopLevelTargets(path)
    }

    /// Whether a line of the file's first 64 KB starts with `targets:`.
    private static func hasTopLevelTargets(_ path: String) -> Bool {
        guard let source = try? FileByteSource(path: path), let head = try? source.read(at: 0, count: 1 << 16) else {
            return false
        }
        let key = Array("targets:".utf8)
        return head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).contains {
            $0.starts(with: key)
        }
    }

    /// `targets` empty: every application target (every target when there is no app). Throws
    /// for a spec that cannot be read and for a target name it does not generate.
    static func read(_ specPath: String, targets names: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        let spec = try XcodeGenSpec.load(specPath)
        let targets = XcodeGenTarget.targets(of: spec.value)
        let selected = try TargetSelection.select(names, from: targets.map(\.asProjectTarget), projectPath: specPath)
        let chosen = Set(selected.map(\.name))
        var sources = XcodeGenSources(spec: spec.value, specPath: specPath)
        var shipped = ShippedSoundsBuilder()
        for problem in spec.problems { shipped.report(problem) }
        for target in targets where chosen.contains(target.name) {
            sources.copy(target, into: &shipped)
        }
        // The apps containing a selected extension, read for where they put the same files.
        let hosts = TargetSelection.containingApps(
            of: targets.filter { chosen.contains($0.name) }.map(\.asDependentTarget),
            in: targets.map(\.asDependentTarget))
        var apps = ShippedSoundsBuilder()
        for target in targets where hosts.applications.contains(target.name) {
            sources.copy(target, into: &apps)
        }
        let unshipped = shipped.unshippedSounds(in: PathText.directory(of: specPath), containingApps: apps)
        // The targets not read that copy a file none read copies: an extension's own sound.
        let read = chosen.union(hosts.applications)
        var result = shipped.result(unshipped: unshipped, bundles: selected.map(\.name), kind: .xcodeGenSpec) {
            var others = ShippedSoundsBuilder()
            for target in targets where !read.contains(target.name) { sources.copy(target, into: &others) }
            return others
        }
        result.notices += spec.notices + sources.notices.sorted() + hosts.notices
        return result
    }
}
