import SoundCheckCore

/// Which native targets a check covers.
enum TargetSelection {
    /// The named targets, in the project's order; with no name, every application target, or
    /// every target when the project has no app. A name the project lacks throws, listing the
    /// targets it has.
    static func select(
        _ names: [String], from targets: [PBXProject.Target],
        projectPath: String
    ) throws(SoundDiscovery.Problem) -> [PBXProject.Target] {
        guard !names.isEmpty else {
            let apps = targets.filter { $0.kind == .application }
            return apps.isEmpty ? targets : apps
        }
        let known = Set(targets.map(\.name))
        if let unknown = names.first(where: { !known.contains($0) }) {
            let list = targets.isEmpty ? "it has none" : "its targets: " + targets.map(\.name).joined(separator: ", ")
            throw SoundDiscovery.Problem(path: projectPath, reason: "no target named \"\(unknown)\" (\(list))")
        }
        let wanted = Set(names)
        return targets.filter { wanted.contains($0.name) }
    }

    /// The application targets that contain an app extension: those embedding its product (a Copy
    /// Files phase, Xcode's "Embed Foundation Extensions"), or every application target when none
    /// of this project does (the extension is embedded elsewhere, or the project says nothing).
    static func containingApps(of appExtension: PBXProject.Target, in project: PBXProject) -> [PBXProject.Target] {
        let apps = project.targets.filter { $0.kind == .application }
        guard let product = appExtension.productReference else { return apps }
        let embedding = apps.filter { app in
            app.buildPhases.contains { phase in
                (project.copyFilesPhases[phase] ?? []).contains { project.buildFiles[$0] == product }
            }
        }
        return embedding.isEmpty ? apps : embedding
    }

    /// A target of a generated project's description (XcodeGen, Tuist) with the names of the
    /// targets it depends on: an app embeds the extensions it depends on.
    struct DependentTarget {
        var target: PBXProject.Target
        var dependencies: [String]
    }

    /// For each selected app extension, the application targets that depend on it, or every
    /// application target when none does; those not selected are read too.
    static func containingApps(
        of selected: [DependentTarget],
        in targets: [DependentTarget]
    ) -> (applications: Set<String>, notices: [String]) {
        let chosen = Set(selected.map(\.target.name))
        let apps = targets.filter { $0.target.kind == .application }
        var applications: Set<String> = []
        var notices: [String] = []
        for selection in selected where selection.target.kind == .appExtension {
            let name = selection.target.name
            let embedding = apps.filter { $0.dependencies.contains(name) }
            let containing = (embedding.isEmpty ? apps : embedding).map(\.target.name)
            applications.formUnion(containing.filter { !chosen.contains($0) })
            notices.append(XcodeProjectSounds.extensionNotice(name, apps: containing))
        }
        return (applications, notices)
    }
}
