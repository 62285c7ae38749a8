import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `fix` does for Android's raw resources: converts what Android cannot play, and with
/// `--rename` gives a name aapt2 refuses its valid spelling. Only a file of its own in `res/raw`
/// is changed; a sound a config lists (Expo, Cordova) is the config's to rename.
extension FixPlanner {
    /// The item for one Android sound, if fix repairs any of its findings, and the findings it
    /// leaves. `planned`: the resources renamed so far, by folder and new name.
    func androidItem(for file: FileReport, roots: [String], renamed planned: inout [String: String]) -> (
        FixItem?, leftAlone: [Finding]
    ) {
        var action = androidAction(for: file, roots: roots)
        var repaired: Set<String> = action == nil ? [] : [AndroidFormatRule.description.identifier]
        if renamesAndroidResources,
            let renaming = resourceRenaming(file, converting: action, roots: roots, planned: &planned)
        {
            action = renaming
            repaired.insert(AndroidResourceNameRule.description.identifier)
        }
        guard let action else { return (nil, file.findings) }
        let item = FixItem(
            path: file.path, problems: file.findings.filter { repaired.contains($0.rule) }, action: action)
        return (item, file.findings.filter { !repaired.contains($0.rule) })
    }

    /// A raw resource of its own in `res/raw` that Android cannot play (a CAF or AIFF made for
    /// iOS) becomes 16-bit WAV, which Android and iOS both play, under the same resource name:
    /// `ios_chime.caf` → `ios_chime.wav`, the original removed in place (two files with one
    /// resource name would stop the build). A file a config lists is left alone: iOS may play it.
    func androidAction(for file: FileReport, roots: [String]) -> FixItem.Action? {
        guard let placement = file.sound.android, placement.source == .resourceFolder,
            file.findings.contains(where: {
                $0.rule == AndroidFormatRule.description.identifier && $0.severity == .error
            }),
            (try? AudioDecoders.open(file.path)) != nil,
            let format = try? OutputFormat(container: .wav, encoding: .lpcm16)
        else { return nil }
        var output = PathText.replacingExtension(of: file.path, with: OutputContainer.wav.fileExtension)
        if let outputDirectory {
            output = PathText.join(outputDirectory, Self.relativePath(of: output, roots: roots))
        } else if output != file.path, access(PathText.systemPath(output), F_OK) == 0 {
            return .skip(reason: "\(output) exists already; give one of them another name yourself")
        }
        return .convert(output: output, format: format, renamed: output != file.path)
    }

    /// The rename (or conversion into the new name) that gives a resource of its own whose name
    /// aapt2 refuses its valid spelling, keeping the extension: `Alert-Tone.mp3` → `alert_tone.mp3`.
    /// Never onto a resource name the folder holds already, or that another rename takes.
    func resourceRenaming(
        _ file: FileReport, converting: FixItem.Action?, roots: [String],
        planned: inout [String: String]
    ) -> FixItem.Action? {
        guard let placement = file.sound.android, placement.source == .resourceFolder, !placement.resource.isValid,
            file.findings.contains(where: { $0.rule == AndroidResourceNameRule.description.identifier })
        else { return nil }
        let valid = placement.resource.validSpelling
        let folder = PathText.directory(of: file.path)
        let fileName = PathText.lastComponent(of: file.path)
        let taken = (FolderEntries.list(folder) ?? []).first { entry in
            entry.name != fileName && AndroidResourceName(fileName: entry.name).name == valid
        }
        if let taken {
            return .skip(
                reason:
                    """
                    \(folder) holds \(taken.name) already, whose resource name is \(valid): rename one of them \
                    yourself
                    """
            )
        }
        if let other = planned[folder + "/" + valid] {
            return .skip(reason: "\(other) is renamed to the resource name \(valid) too: rename one of them yourself")
        }
        planned[folder + "/" + valid] = file.path
        let extensionPart = fileName.firstIndex(of: ".").map { String(fileName[$0...]) } ?? ""
        if case .convert(_, let format, _) = converting {
            return .convert(
                output: place(PathText.join(folder, valid + "." + format.container.fileExtension), roots: roots),
                format: format, renamed: true)
        }
        return .renameResource(
            output: place(PathText.join(folder, valid + extensionPart), roots: roots),
            keepsOriginal: outputDirectory != nil)
    }

    /// `path`, or its place under `--out`.
    private func place(_ path: String, roots: [String]) -> String {
        outputDirectory.map { PathText.join($0, Self.relativePath(of: path, roots: roots)) } ?? path
    }

    /// The plan with each renamed resource's references: where the app's text files, from the
    /// app's root (the folder holding `android/`), name its old resource name.
    func listingReferences(in plan: FixPlan) -> FixPlan {
        var names: [String: Set<String>] = [:]
        for item in plan.items where Self.renamesResource(item) {
            names[Self.appRoot(ofRawResource: item.path), default: []].insert(Self.resourceName(of: item.path))
        }
        guard !names.isEmpty else { return plan }
        var found: [String: [String: [ResourceNameOccurrences.Occurrence]]] = [:]
        for (root, rootNames) in names { found[root] = ResourceNameOccurrences.find(rootNames, under: root) }
        var plan = plan
        for index in plan.items.indices where Self.renamesResource(plan.items[index]) {
            let path = plan.items[index].path
            plan.items[index].referencesToChange =
                found[Self.appRoot(ofRawResource: path)]?[Self.resourceName(of: path)] ?? []
        }
        return plan
    }

    static func renamesResource(_ item: FixItem) -> Bool {
        switch item.action {
        case .renameResource: true
        case .convert: item.problems.contains { $0.rule == AndroidResourceNameRule.description.identifier }
        case .rename, .skip: false
        }
    }

    static func resourceName(of path: String) -> String {
        AndroidResourceName(fileName: PathText.lastComponent(of: path)).name
    }

    /// The app's root for a file in `res/raw`: the folder holding `android/` (Flutter, React
    /// Native, Capacitor, Cordova), else the folder holding the module's `src/`.
    static func appRoot(ofRawResource path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let end = parts.lastIndex(of: "android") ?? parts.lastIndex(of: "src") ?? max(parts.count - 3, 0)
        let root = parts[..<end].joined(separator: "/")
        return root.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : root
    }
}
