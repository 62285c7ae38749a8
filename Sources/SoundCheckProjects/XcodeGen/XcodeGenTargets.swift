import SoundCheckCore

/// The targets an XcodeGen spec generates, as XcodeGen makes them: each target merged on top of
/// its `templates` (and theirs, in order), `${target_name}` and `templateAttributes` expanded,
/// one target per platform when `platform` is a list, renamed by `name`.
struct XcodeGenTarget {
    var name: String
    /// `application`, `app-extension`… without XcodeGen's `com.apple.product-type.` prefix.
    var type: String
    var spec: SpecValue
    /// The targets it depends on (`dependencies: - target: Name`): an app embeds those that are
    /// extensions.
    var dependencies: [String]

    /// As the Xcode project reader knows targets, for selection and placements.
    var asProjectTarget: PBXProject.Target {
        PBXProject.Target(
            id: name, name: name, productType: "com.apple.product-type." + type, buildPhases: [],
            synchronizedGroups: [])
    }

    var asDependentTarget: TargetSelection.DependentTarget {
        TargetSelection.DependentTarget(target: asProjectTarget, dependencies: dependencies)
    }

    /// Sorted by name, as XcodeGen orders the project's targets.
    static func targets(of spec: SpecValue) -> [XcodeGenTarget] {
        var templates: [String: SpecValue] = [:]
        for (key, value) in spec["targetTemplates"]?.entries ?? [] { templates[key] = value }
        var result: [XcodeGenTarget] = []
        for (name, value) in spec["targets"]?.entries ?? [] where value.entries != nil {
            let target = applyingTemplates(to: value, named: name, templates: templates)
            result += perPlatform(target, named: name)
        }
        return result.sorted { $0.name.precedesInBytes($1.name) }
    }

    private static func applyingTemplates(
        to target: SpecValue, named name: String,
        templates byName: [String: SpecValue]
    ) -> SpecValue {
        var ordered: [String] = []
        var insertion = 0
        // Each template's own templates come before it; a name already taken is skipped, which
        // also ends a cycle of templates.
        func collect(_ value: SpecValue) {
            for item in value["templates"]?.listed ?? [] {
                guard let name = item.string, !ordered.contains(name), let template = byName[name] else { continue }
                ordered.insert(name, at: insertion)
                collect(template)
                insertion += 1
            }
        }
        collect(target)
        guard !ordered.isEmpty else { return target }
        var base: SpecValue = .map([])
        for name in ordered {
            if let template = byName[name] { base = template.merged(onto: base) }
        }
        var merged = target.merged(onto: base).expanding(["target_name": name])
        if let attributes = merged["templateAttributes"]?.entries {
            var variables: [String: String] = [:]
            for (key, value) in attributes { if let text = value.string { variables[key] = text } }
            merged = merged.expanding(variables)
        }
        return merged
    }

    private static func perPlatform(_ target: SpecValue, named name: String) -> [XcodeGenTarget] {
        let ownName = target["name"]?.string ?? name
        guard case .list(let platforms) = target["platform"] else {
            return [make(ownName, target)]
        }
        return platforms.compactMap(\.string).map { platform in
            let expanded = target.expanding(["platform": platform])
            let prefix = expanded["platformPrefix"]?.string ?? ""
            let suffix = expanded["platformSuffix"]?.string ?? "_\(platform)"
            return make(prefix + ownName + suffix, expanded)
        }
    }

    private static func make(_ name: String, _ spec: SpecValue) -> XcodeGenTarget {
        let dependencies = (spec["dependencies"]?.listed ?? []).compactMap { $0["target"]?.string }
        return XcodeGenTarget(name: name, type: spec["type"]?.string ?? "", spec: spec, dependencies: dependencies)
    }
}
