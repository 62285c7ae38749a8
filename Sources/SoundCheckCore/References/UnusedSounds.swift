/// `unused-sound` run over a scanned report: the rule collects from every source file, then
/// judges each of the manifest's sounds; its findings go in reports of their own.
extension ReferenceReport {
    /// Where the unused-sound findings go.
    public enum ManifestLocation: Sendable, Hashable {
        /// A manifest file: each finding points at the sound's `"name"` in it.
        case file(String)
        /// Sounds checked on the fly: each finding is about the sound file itself.
        case sounds
    }

    /// This report with the unused sounds added as findings. `alsoUsed` are names used
    /// elsewhere (payload files). `options` applies `disabled_rules` and `severity`; a disabled
    /// rule neither collects nor reads the manifest again.
    public func addingUnusedSounds(
        of manifest: SoundManifest, at location: ManifestLocation, alsoUsed: Set<String> = [],
        options: PayloadOptions = PayloadOptions()
    ) -> ReferenceReport {
        guard options.selection.isEnabled(UnusedSoundRule.description.identifier) else { return self }
        var positions: [String: TextPosition] = [:]
        if case .file(let path) = location { positions = Self.namePositions(inManifest: path) }
        let context = UnusedSoundRule.Context(alsoUsed: alsoUsed, location: location, namePositions: positions)
        let rule = UnusedSoundRule()
        let used = rule.collect(files, in: context)
        var seen: Set<String> = []
        let judged = manifest.sounds.filter { seen.insert($0.name).inserted }.map { sound in
            (sound, rule.validate(sound, collected: used, in: context))
        }
        let unused = judged.filter { !$0.1.isEmpty }
        var files: [ReferenceFileReport] = []
        switch location {
        case .file(let path):
            var file = ReferenceFileReport(path: path, language: nil)
            file.unusedSounds = unused.map(\.0.name)
            file.findings = unused.flatMap(\.1)
            files.append(file)
        case .sounds:
            for (sound, findings) in unused {
                var file = ReferenceFileReport(path: sound.path, language: nil)
                file.unusedSounds = [sound.name]
                file.findings = findings
                files.append(file)
            }
        }
        return ReferenceReport(
            files: self.files + files.map { ReferenceScanner.applying(options, to: $0) }, problems: problems)
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
