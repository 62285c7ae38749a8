/// Which Android raw resources share a resource name in one `res/raw` folder: what
/// `android-duplicate-resource` is judged on. aapt2 names a resource by the file name up to its
/// first `.`, so `notification.mp3` and `notification.caf` in one folder are one resource twice
/// and the resource merge fails ("Duplicate resources"). Files of one name from two places
/// (an Expo `sounds` entry and the copy a committed `android/` holds) are one file copied over
/// the other, not two resources.
public struct AndroidResourceNames: Sendable {
    /// The other file names in the same folder with the resource name of each sound, by path.
    let duplicates: [String: [String]]

    package init(_ sounds: [InspectedSound]) {
        var groups: [[String]: [InspectedSound]] = [:]
        for sound in sounds {
            guard let placement = sound.android, placement.resource.isValid else { continue }
            groups[[placement.folder, placement.resource.name], default: []].append(sound)
        }
        var duplicates: [String: [String]] = [:]
        for group in groups.values {
            let fileNames = Set(group.compactMap { $0.android?.resource.fileName })
            guard fileNames.count > 1 else { continue }
            for sound in group {
                guard let own = sound.android?.resource.fileName else { continue }
                duplicates[sound.path] = fileNames.subtracting([own]).sorted {
                    $0.precedesInBytes($1)
                }
            }
        }
        self.duplicates = duplicates
    }

    /// The other file names in the folder of the sound at `path` that get its resource name.
    package func duplicates(of path: String) -> [String] {
        duplicates[path] ?? []
    }
}
