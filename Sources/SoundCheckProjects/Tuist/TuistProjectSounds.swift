import SoundCheckCore

/// The sounds a Tuist project's targets copy into their bundles, read from `Project.swift`'s text
/// and the files on disk without running Swift or generating the project: what the Xcode
/// project `tuist generate` would make ships. What the manifest computes is reported as not read.
enum TuistProjectSounds {
    static let manifestName = "Project.swift"

    /// `Project.swift` itself, or a folder directly holding one.
    static func manifestPath(for path: String) -> String? {
        let path = ProjectPath.trimmed(path)
        guard let status = DiskFolder.status(path) else { return nil }
        let candidate = status.kind == .folder ? ProjectPath.normalized(PathText.join(path, manifestName)) : path
        guard PathText.lastComponent(of: candidate) == manifestName, DiskFolder.status(candidate)?.kind == .file else {
            return nil
        }
        return candidate
    }

    /// How many helper files are read, at most: a project's helpers are a handful.
    static let helperLimit = 64

    /// A manifest that only calls helpers (`Project.app(name:…)`): the targets written in the
    /// project's `Tuist/ProjectDescriptionHelpers` (found in the manifest's folder or one above
    /// it), whose paths Tuist resolves against the manifest that calls them, with a notice.
    static func withHelpers(_ manifest: TuistManifest, for manifestPath: String) -> TuistManifest {
        var folder = PathText.directory(of: PathText.absolute(manifestPath))
        for _ in 0..<8 {
            let helpers = PathText.join(PathText.join(folder, "Tuist"), "ProjectDescriptionHelpers")
            if DiskFolder.isFolder(helpers) { return read(helpers: helpers, into: manifest, for: manifestPath) }
            if folder == "/" { break }
            folder = PathText.directory(of: folder)
        }
        return manifest
    }

    private static func read(helpers: String, into manifest: TuistManifest, for manifestPath: String) -> TuistManifest {
        var manifest = manifest
        let files = ((try? DiskFolder.entries(of: helpers)) ?? [])
            .filter { $0.kind == .file && PathText.extension(of: $0.name) == "swift" }
            .map { PathText.join(helpers, $0.name) }.sorted().prefix(helperLimit)
        for file in files {
            guard let text = try? ConfigFile.bytes(of: file) else { continue }
            let helper = TuistManifest(text: text, path: file, isHelper: true)
            manifest.targets += helper.targets
            manifest.notices += helper.notices
        }
        if !manifest.targets.isEmpty {
            manifest.notices.append(
                "\(manifestPath) makes its targets with helpers: the targets written in \(helpers) are read, "
                    + "their paths relative to the manifest")
        }
        return manifest
    }

    /// `targets` empty: every application target (every target when there is no app). Throws
    /// for a manifest that cannot be read, that writes no target soundcheck can read, and for a
    /// target name it does not define.
    static func read(_ path: String, targets names: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        guard let manifestPath = manifestPath(for: path) else {
            throw SoundDiscovery.Problem(path: path, reason: "holds no Tuist Project.swift")
        }
        let text = try ConfigFile.bytes(of: manifestPath)
        var manifest = TuistManifest(text: text, path: manifestPath)
        if manifest.targets.isEmpty { manifest = withHelpers(manifest, for: manifestPath) }
        guard !manifest.targets.isEmpty else {
            throw SoundDiscovery.Problem(
                path: manifestPath,
                reason: "no target is written in it as Target(…) or "
                    + ".target(…) with a literal name and product (helper functions make them, and soundcheck does "
                    + "not run Swift): run tuist generate and check the .xcodeproj it makes")
        }
        let targets = manifest.targets.map(\.asDependentTarget)
        let selected = try TargetSelection.select(names, from: targets.map(\.target), projectPath: manifestPath)
        let chosen = Set(selected.map(\.name))
        var resources = TuistResources(manifestPath: manifestPath)
        var shipped = ShippedSoundsBuilder()
        for target in manifest.targets where chosen.contains(target.name) {
            resources.copy(target, into: &shipped)
        }
        let hosts = TargetSelection.containingApps(of: targets.filter { chosen.contains($0.target.name) }, in: targets)
        var apps = ShippedSoundsBuilder()
        for target in manifest.targets where hosts.applications.contains(target.name) {
            resources.copy(target, into: &apps)
        }
        let unshipped = shipped.unshippedSounds(in: PathText.directory(of: manifestPath), containingApps: apps)
        let read = chosen.union(hosts.applications)
        var result = shipped.result(unshipped: unshipped, bundles: selected.map(\.name), kind: .tuistProject) {
            var others = ShippedSoundsBuilder()
            for target in manifest.targets where !read.contains(target.name) { resources.copy(target, into: &others) }
            return others
        }
        // A target read twice (as an app containing an extension, then for its copies) says it once.
        result.notices = (manifest.notices + resources.notices + hosts.notices).reduce(into: []) { kept, notice in
            if !kept.contains(notice) { kept.append(notice) }
        }
        return result
    }
}

extension TuistManifest.Target {
    /// Tuist's products as Xcode's product types, for selection and placements.
    static let productTypes: [String: String] = [
        "app": "application", "appClip": "application.on-demand-install-capable", "watch2App": "application.watchapp2",
        "appExtension": "app-extension", "messagesExtension": "app-extension.messages",
        "stickerPackExtension": "app-extension.messages-sticker-pack", "watch2Extension": "watchkit2-extension",
        "tvTopShelfExtension": "tv-app-extension", "extensionKitExtension": "extensionkit-extension",
    ]

    var asProjectTarget: PBXProject.Target {
        PBXProject.Target(
            id: name, name: name, productType: "com.apple.product-type." + (Self.productTypes[product] ?? product),
            buildPhases: [], synchronizedGroups: [])
    }

    var asDependentTarget: TargetSelection.DependentTarget {
        TargetSelection.DependentTarget(target: asProjectTarget, dependencies: dependencies)
    }
}
