/// Which sounds would land at one name: what name collisions are judged on.
///
/// Files and folders checked as such form one set, keyed by file name, since Xcode copies an
/// ordinary group's files flat into the bundle. Sounds from an Xcode project or a built product
/// are grouped by the bundle that copies them and keyed by their path inside it: a name may
/// repeat across targets, and `en.lproj/x.caf` does not collide with `fr.lproj/x.caf`.
public struct SharedNames: Sendable {
    public struct Collision: Sendable, Hashable {
        /// The bundle (target) in which they collide; nil for files checked as such.
        public var bundle: String?
        /// The shared name or path inside the bundle.
        public var location: String
        /// The other files landing there.
        public var otherPaths: [String]
    }

    /// Per path of a sound that shares its landing place with others.
    var collisions: [String: [Collision]] = [:]
    /// Per path of a sound whose name has spellings differing only by case in its set.
    var otherSpellings: [String: [String]] = [:]

    init(_ sounds: [InspectedSound]) {
        var loose: [Entry] = []
        var bundles: [String: [Entry]] = [:]
        for sound in sounds where sound.isNamedLikeASound && sound.isJudgedAsSound {
            let placements = sound.placements
            if placements.isEmpty {
                loose.append(Entry(key: sound.name, path: sound.path))
            }
            for placement in placements {
                bundles[placement.bundle, default: []].append(Entry(key: placement.location, path: sound.path))
            }
        }
        add(loose, bundle: nil)
        for (bundle, entries) in bundles.sorted(by: { $0.key < $1.key }) { add(entries, bundle: bundle) }
    }

    private struct Entry {
        var key: String
        var path: String
    }

    private mutating func add(_ entries: [Entry], bundle: String?) {
        // Counted first, so the usual case (every name unique) allocates no list per name.
        var counts: [String: Int] = [:]
        var firstSpelling: [String: String] = [:]
        var severalSpellings: Set<String> = []
        for entry in entries {
            counts[entry.key, default: 0] += 1
            let folded = entry.key.lowercased()
            if let first = firstSpelling[folded] {
                if first != entry.key { severalSpellings.insert(folded) }
            } else {
                firstSpelling[folded] = entry.key
            }
        }
        let hasShared = counts.values.contains { $0 > 1 }
        guard hasShared || !severalSpellings.isEmpty else { return }
        var pathsByKey: [String: [String]] = [:]
        var spellingsByFolded: [String: Set<String>] = [:]
        for entry in entries {
            if counts[entry.key, default: 0] > 1 { pathsByKey[entry.key, default: []].append(entry.path) }
            let folded = entry.key.lowercased()
            if severalSpellings.contains(folded) { spellingsByFolded[folded, default: []].insert(entry.key) }
        }
        for entry in entries {
            if let paths = pathsByKey[entry.key] {
                let others = paths.filter { $0 != entry.path }.sorted()
                if !others.isEmpty {
                    collisions[entry.path, default: []].append(Collision(bundle: bundle, location: entry.key, otherPaths: others))
                }
            }
            if let spellings = spellingsByFolded[entry.key.lowercased()] {
                let others = spellings.subtracting([entry.key]).sorted()
                if !others.isEmpty {
                    otherSpellings[entry.path] = ((otherSpellings[entry.path] ?? []) + others).uniqueSorted()
                }
            }
        }
    }
}

private extension Array where Element == String {
    func uniqueSorted() -> [String] { Array(Set(self)).sorted() }
}
