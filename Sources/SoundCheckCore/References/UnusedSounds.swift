/// The collecting half of `unused-sound`: once every file is scanned, the manifest's sounds
/// that no reference (and no payload given with `--payloads`) names.
extension ReferenceReport {
    /// Where the unused-sound findings go.
    public enum ManifestLocation: Sendable, Hashable {
        /// A manifest file: each finding points at the sound's `"name"` in it.
        case file(String)
        /// Sounds checked on the fly: each finding is about the sound file itself.
        case sounds
    }

    /// This report with the unused sounds added as findings. `alsoUsed` are names used
    /// elsewhere (payload files). `options` applies `disabled_rules` and `severity`.
    public func addingUnusedSounds(
        of manifest: SoundManifest, at location: ManifestLocation, alsoUsed: Set<String> = [],
        options: PayloadOptions = PayloadOptions()
    ) -> ReferenceReport {
        let used = usedNames.union(alsoUsed)
        var seen: Set<String> = []
        let unused = manifest.sounds.filter { !used.contains($0.name) && seen.insert($0.name).inserted }
        var files: [ReferenceFileReport] = []
        switch location {
        case .file(let path):
            let positions = Self.namePositions(inManifest: path)
            var file = ReferenceFileReport(path: path, language: nil)
            file.unusedSounds = unused.map(\.name)
            file.findings = unused.map { Self.finding($0.name, path: path, at: positions[$0.name]) }
            files.append(file)
        case .sounds:
            for entry in unused {
                var file = ReferenceFileReport(path: entry.path, language: nil)
                file.unusedSounds = [entry.name]
                file.findings = [Self.finding(entry.name, path: entry.path, at: nil)]
                files.append(file)
            }
        }
        return ReferenceReport(
            files: self.files + files.map { ReferenceScanner.applying(options, to: $0) }, problems: problems)
    }

    private static func finding(_ name: String, path: String, at position: TextPosition?) -> Finding {
        Finding(
            rule: UnusedSoundRule.description.identifier, severity: UnusedSoundRule.description.severity,
            message: UnusedSoundRule.message(name), path: path, line: position?.line, column: position?.column)
    }

    /// Where each sound's `"name"` value is in a manifest file (the first, for a repeated name);
    /// none when the file cannot be read again (the findings then name the file alone).
    static func namePositions(inManifest path: String) -> [String: TextPosition] {
        guard let source = try? FileByteSource(path: path), source.size <= 64 << 20,
            let bytes = try? source.read(at: 0, count: Int(source.size))
        else { return [:] }
        var parser = JSONParser(bytes: Array(bytes))
        guard let document = try? parser.parse(), case .array(let sounds)? = document["sounds"]?.value else {
            return [:]
        }
        var positions: [String: TextPosition] = [:]
        for sound in sounds {
            guard let node = sound["name"], let name = node.stringValue, positions[name] == nil else { continue }
            positions[name] = node.position
        }
        return positions
    }
}
