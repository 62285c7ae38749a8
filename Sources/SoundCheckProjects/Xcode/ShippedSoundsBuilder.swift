import SoundCheckCore

/// Gathers what the selected targets copy: one item per file, however many targets (or
/// references) copy it, with every placement.
struct ShippedSoundsBuilder {
    private var items: [ShippedSounds.Item] = []
    private var itemIndex: [FileIdentity: Int] = [:]
    private var missing: [ShippedSounds.MissingFile] = []
    /// By the path's bytes: `é` composed and decomposed are two names on Linux.
    private var missingIndex: [[UInt8]: Int] = [:]
    private var problems: [SoundDiscovery.Problem] = []
    private var reported: Set<SoundDiscovery.Problem> = []
    private var absentFolders: [SkippedFiles] = []
    private var missingFolders: [ShippedSounds.MissingFile] = []

    /// The files on disk some selected target copies.
    var shippedFiles: Set<FileIdentity> { Set(itemIndex.keys) }

    mutating func add(
        _ path: String, identity: FileIdentity, placement: BundlePlacement,
        listedAt: ListedPosition? = nil
    ) {
        if let index = itemIndex[identity] {
            if !items[index].placements.contains(placement) { items[index].placements.append(placement) }
            if let listedAt, !items[index].listedAt.contains(listedAt) { items[index].listedAt.append(listedAt) }
            // Copied as a file too (rare): then it is in the bundle, whatever a catalog holds.
            items[index].assetCatalog = nil
            return
        }
        itemIndex[identity] = items.count
        items.append(ShippedSounds.Item(path: path, placements: [placement], listedAt: listedAt.map { [$0] } ?? []))
    }

    /// A sound inside an asset catalog a target copies: no placement, since the catalog is
    /// compiled. A file some target also copies as itself keeps that placement and no catalog.
    mutating func addFromAssetCatalog(_ path: String, identity: FileIdentity, catalog: String) {
        guard itemIndex[identity] == nil else { return }
        itemIndex[identity] = items.count
        items.append(ShippedSounds.Item(path: path, placements: [], assetCatalog: catalog))
    }

    /// Where the apps containing the checked extensions copy the files these targets copy: facts
    /// about targets not checked, so their missing files, problems and other sounds are left out.
    mutating func addContainingApps(_ apps: ShippedSoundsBuilder) {
        for (identity, appIndex) in apps.itemIndex {
            guard let index = itemIndex[identity] else { continue }
            for placement in apps.items[appIndex].placements {
                if !items[index].containingAppPlacements.contains(placement) {
                    items[index].containingAppPlacements.append(placement)
                }
            }
        }
    }

    /// The targets that copy each of `paths` they copy, by path.
    func copiers(of paths: [String]) -> [String: [String]] {
        let wanted = Set(paths)
        var byPath: [String: [String]] = [:]
        for item in items where wanted.contains(item.path) {
            byPath[item.path] = item.placements.map(\.bundle).reduce(into: []) { names, name in
                if !names.contains(name) { names.append(name) }
            }
        }
        return byPath
    }

    mutating func addMissing(_ path: String, placement: BundlePlacement, listedAt: ListedPosition? = nil) {
        let key = Array(path.utf8)
        if let index = missingIndex[key] {
            if !missing[index].placements.contains(placement) { missing[index].placements.append(placement) }
            if let listedAt, !missing[index].listedAt.contains(listedAt) { missing[index].listedAt.append(listedAt) }
            return
        }
        missingIndex[key] = missing.count
        missing.append(
            ShippedSounds.MissingFile(
                path: path, placements: [placement],
                listedAt: listedAt.map { [$0] } ?? []))
    }

    /// A folder a target copies that is not on disk: noted where a tool makes it (`GeneratedFolder`),
    /// else a fact the `missing-folder` rule warns about. Neither is an error about a sound.
    mutating func reportAbsentFolder(_ path: String, placement: BundlePlacement) {
        let target = placement.bundle
        if let reason = GeneratedFolder.reason(for: path) {
            let entry = SkippedFiles(
                path: path, files: 0,
                reason: "target \(target) copies this folder, which a tool makes (\(reason)); not in this checkout")
            if !absentFolders.contains(entry) { absentFolders.append(entry) }
        } else if let index = missingFolders.firstIndex(where: { $0.path == path }) {
            if !missingFolders[index].placements.contains(placement) {
                missingFolders[index].placements.append(placement)
            }
        } else {
            missingFolders.append(ShippedSounds.MissingFile(path: path, placements: [placement]))
        }
    }

    /// Once each, in the order found.
    mutating func report(_ problem: SoundDiscovery.Problem) {
        if reported.insert(problem).inserted { problems.append(problem) }
    }

    /// Adds the apps containing the selected extensions, then walks `folder` (the project's) for
    /// the sound files that neither the selected targets nor those apps copy.
    mutating func unshippedSounds(in folder: String, containingApps apps: ShippedSoundsBuilder) -> (
        files: [String], skipped: [SkippedFiles]
    ) {
        addContainingApps(apps)
        return XcodeProjectSounds.unshippedSounds(
            in: folder, copied: shippedFiles.union(apps.shippedFiles), shipped: &self)
    }

    /// The result with its files no read target copies, and which targets not read copy them:
    /// `others` (the copies of those targets) is asked only when such a file is left over, so
    /// the usual check reads no other target.
    func result(
        unshipped: (files: [String], skipped: [SkippedFiles]), bundles: [String], kind: AppDescriptionKind,
        others: () -> ShippedSoundsBuilder
    ) -> ShippedSounds {
        var result = result(unshipped: unshipped.files, bundles: bundles, kind: kind)
        result.skipped = absentFolders + unshipped.skipped
        result.unshippedCopiers = unshipped.files.isEmpty ? [:] : others().copiers(of: unshipped.files)
        return result
    }

    /// Items and missing files sorted by their paths' bytes, as every report lists files.
    func result(unshipped: [String], bundles: [String], kind: AppDescriptionKind = .xcodeProject) -> ShippedSounds {
        let byPath: (String, String) -> Bool = { $0.precedesInBytes($1) }
        var result = ShippedSounds(
            kind: kind, items: items.sorted { byPath($0.path, $1.path) },
            missing: missing.sorted { byPath($0.path, $1.path) },
            unshipped: unshipped.sorted(by: byPath), bundles: bundles, problems: problems)
        result.skipped = absentFolders
        result.missingFolders = missingFolders
        return result
    }
}
