/// Which sounds would land at one name: what name collisions are judged on.
///
/// Files and folders checked as such form one set, keyed by file name, since Xcode copies an
/// ordinary group's files flat into the bundle. Sounds from an Xcode project or a built product
/// are grouped by the bundle that copies them and keyed by their path inside it: a name may
/// repeat across targets, and `en.lproj/x.caf` does not collide with `fr.lproj/x.caf`. Files in
/// Android resource folders never get here (discovery skips them, `AndroidResources`): an
/// Android copy of an iOS sound is in another app's bundle, not a collision.
///
/// A sound library can hold one name in many folders (70 themes × 300 names), so nothing here
/// is per pair of files: each place keeps one sorted list of the files landing there, shared by
/// all of them, and a rule asks for a few of the others and their count.
public struct SharedNames: Sendable {
    /// A few names out of a list that may be long, and how many the list holds: what a message
    /// names, so that its length does not grow with the number of files.
    public struct Excerpt: Sendable, Hashable {
        /// The first names, in code-point order.
        public var names: [String]
        /// How many names there are in all, `names` included.
        public var count: Int
        /// How many are not named.
        public var remaining: Int { count - names.count }
        public var isEmpty: Bool { count == 0 }
    }

    public struct Collision: Sendable, Hashable {
        /// The bundle (target) in which they collide; nil for files checked as such.
        public var bundle: String?
        /// The shared name or path inside the bundle.
        public var location: String
        /// The file this collision is reported on.
        public var path: String
        /// Every file landing there, sorted: one array for the place, shared by each file's
        /// collision (copy-on-write), so memory stays linear in the files.
        let paths: [String]

        /// The first `limit` of the other files landing there, in path order, and their count.
        package func otherPaths(naming limit: Int) -> Excerpt {
            SharedNames.excerpt(of: paths, without: path, naming: limit)
        }
    }

    /// Per path of a sound that shares its landing place with others.
    var collisions: [String: [Collision]] = [:]
    /// Per path of a sound whose name has spellings differing only by case in its set: its own
    /// spelling and every spelling there (sorted, shared like `Collision.paths`).
    var spellings: [String: [(own: String, all: [String])]] = [:]

    /// The iOS sounds among `sounds` (Android's resources share no bundle with them), read in
    /// place: a filtered copy of the run's sounds would copy every fact of each.
    package init(_ sounds: [InspectedSound]) {
        var loose: [Entry] = []
        loose.reserveCapacity(sounds.count)
        var bundles: [String: [Entry]] = [:]
        // A sound in an asset catalog has no name in any bundle: it shares none.
        for sound in sounds
        where sound.platform == .apple && sound.isNamedLikeASound && sound.isJudgedAsSound
            && sound.assetCatalog == nil
        {
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

    /// The other sounds that land at the same place as the one at `path`: in the same
    /// folder-flattened set for files checked as such, or at the same path in one bundle.
    package func collisions(of path: String) -> [Collision] {
        collisions[path] ?? []
    }

    /// The other spellings of a path's name, over every set it is in.
    package func otherSpellings(of path: String, naming limit: Int) -> Excerpt {
        let sets = spellings[path] ?? []
        if sets.count == 1 { return Self.excerpt(of: sets[0].all, without: sets[0].own, naming: limit) }
        // In several bundles (rare): the union, whose size is that of the sets, not of the files.
        var others = Set<String>()
        for set in sets { others.formUnion(set.all.filter { $0 != set.own }) }
        let sorted = others.sorted(by: Self.precedes)
        return Excerpt(names: Array(sorted.prefix(limit)), count: sorted.count)
    }

    private struct Entry {
        var key: String
        var path: String
    }

    private mutating func add(_ entries: [Entry], bundle: String?) {
        // Counted first, so the usual case (every name unique) allocates no list per name.
        var counts: [String: Int] = Dictionary(minimumCapacity: entries.count)
        var firstSpelling: [String: String] = Dictionary(minimumCapacity: entries.count)
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
        addCollisions(entries.filter { counts[$0.key, default: 0] > 1 }, bundle: bundle)
        addSpellings(entries.filter { severalSpellings.contains($0.key.lowercased()) })
    }

    private mutating func addCollisions(_ entries: [Entry], bundle: String?) {
        var pathsByKey: [String: [String]] = [:]
        for entry in entries { pathsByKey[entry.key, default: []].append(entry.path) }
        for key in pathsByKey.keys.sorted(by: Self.precedes) {
            let sorted = pathsByKey[key, default: []].sorted(by: Self.precedes)
            for (index, path) in sorted.enumerated() {
                // Once per file, and only when another file lands there too.
                if index > 0 && !Self.precedes(sorted[index - 1], path) { continue }
                guard Self.excerpt(of: sorted, without: path, naming: 0).count > 0 else { continue }
                collisions[path, default: []].append(
                    Collision(bundle: bundle, location: key, path: path, paths: sorted))
            }
        }
    }

    private mutating func addSpellings(_ entries: [Entry]) {
        var keysByFolded: [String: Set<String>] = [:]
        for entry in entries { keysByFolded[entry.key.lowercased(), default: []].insert(entry.key) }
        let sortedByFolded = keysByFolded.mapValues { $0.sorted(by: Self.precedes) }
        var seen: Set<String> = []
        for entry in entries {
            guard let all = sortedByFolded[entry.key.lowercased()],
                seen.insert(entry.path + "\u{0}" + entry.key).inserted
            else { continue }
            spellings[entry.path, default: []].append((own: entry.key, all: all))
        }
    }

    /// Code-point order (UTF-8's byte order is the same): the same on every machine, and what
    /// `Excerpt` names first.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.precedesInBytes(right)
    }

    /// The first `limit` names of a sorted list other than `own`, and how many others there are:
    /// a binary search and `limit` steps, whatever the length of the list.
    static func excerpt(of sorted: [String], without own: String, naming limit: Int) -> Excerpt {
        let start = firstIndex(in: sorted) { !precedes($0, own) }
        let end = firstIndex(in: sorted) { precedes(own, $0) }
        let others = sorted[..<start].prefix(limit) + sorted[end...].prefix(max(0, limit - start))
        return Excerpt(names: Array(others.prefix(limit)), count: sorted.count - (end - start))
    }

    /// The first index whose element satisfies `isAtOrAfter`, which must hold for a suffix of
    /// the array.
    static func firstIndex(in sorted: [String], where isAtOrAfter: (String) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
