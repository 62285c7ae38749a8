import SoundCheckCore

/// Reads a Cordova (or Ionic) `config.xml` as what its iOS app ships: each `<resource-file>` of
/// `<platform name="ios">`. cordova-ios copies `src` (relative to the config's folder) to
/// `target` (default: `src`) under the Xcode project's resources and adds it to the app target
/// as a file reference, which Xcode copies flat: it lands at the bundle root by its base name.
struct CordovaConfigReader: AppDescriptionReader {
    static let fileName = "config.xml"

    func reads(_ path: String) -> Bool {
        configPath(for: path) != nil
    }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        guard let config = configPath(for: path) else {
            throw SoundDiscovery.Problem(path: path, reason: "holds no Cordova config.xml")
        }
        guard targets.isEmpty else {
            throw SoundDiscovery.Problem(
                path: config,
                reason: "a Cordova config has no targets: --target does not apply to it")
        }
        let document = try CordovaConfigDocument.read(config)
        let folder = Self.projectRoot(of: config)
        let appName = document.appName ?? PathText.lastComponent(of: PathText.absolute(folder))
        var sounds = ConfigSounds(kind: .cordovaConfig, bundle: appName)
        for file in document.resourceFiles {
            let position = ListedPosition(path: config, line: file.line, column: file.column)
            let target = file.target ?? file.source
            // Resources of every kind are listed; only sound files (by name) are the app's sounds.
            guard Self.isAudio(target) || Self.isAudio(file.source) else { continue }
            let path = ConfigFile.resolve(file.source, in: folder)
            sounds.add(ConfigSounds.Entry(path: path, location: PathText.lastComponent(of: target), listedAt: position))
            // PhoneGap Build read src from www/; cordova reads it from the folder above.
            let besideConfig = ConfigFile.resolve(file.source, in: PathText.directory(of: config))
            if besideConfig != path, DiskFolder.status(path) == nil, DiskFolder.status(besideConfig) != nil {
                sounds.notices.append(
                    "\(position.text): \(besideConfig) is there, but cordova reads the src of a "
                        + "www/config.xml from the project's root, the folder above www/: \(path) is not there")
            }
        }
        var shipped = sounds.result()
        shipped.androidCopies = Self.androidCopies(document.androidResourceFiles, config: config, root: folder)
        return shipped
    }

    /// The Android `<resource-file>`s whose target is a raw resource (`app/src/main/res/raw/x.wav`):
    /// cordova-android copies `src` to `platforms/android/TARGET`, under the target's name. A
    /// source that is not there is left to cordova prepare, which stops on it.
    static func androidCopies(
        _ files: [CordovaConfigDocument.ResourceFile], config: String,
        root: String
    ) -> [ShippedSounds.AndroidCopy] {
        files.compactMap { file in
            let target = file.target ?? file.source
            let folder = PathText.join(PathText.join(root, "platforms/android"), PathText.directory(of: target))
            let path = ConfigFile.resolve(file.source, in: root)
            guard AndroidResources.isRawFolder(folder), DiskFolder.status(path)?.kind == .file else { return nil }
            let placement = AndroidPlacement(
                folder: ProjectPath.normalized(folder), fileName: PathText.lastComponent(of: target),
                source: .cordovaResourceFile)
            return ShippedSounds.AndroidCopy(
                path: path, placement: placement,
                listedAt: [ListedPosition(path: config, line: file.line, column: file.column)])
        }
    }

    /// The folder `src` paths start from: the config's, or the project's for the legacy
    /// `www/config.xml` (cordova-lib still reads it there, with the project root as its parent).
    static func projectRoot(of config: String) -> String {
        let folder = PathText.directory(of: config)
        guard PathText.lastComponent(of: PathText.absolute(folder)) == "www" else { return folder }
        return ProjectPath.normalized(PathText.join(folder, ".."))
    }

    private static let audioExtensions = SoundDiscovery.soundExtensions.union(SoundDiscovery.otherAudioExtensions)

    private static func isAudio(_ path: String) -> Bool {
        audioExtensions.contains(PathText.extension(of: PathText.lastComponent(of: path)))
    }

    /// `config.xml` itself, or a folder directly holding one whose root element is `<widget>`.
    private func configPath(for path: String) -> String? {
        let path = ProjectPath.trimmed(path)
        guard let status = DiskFolder.status(path) else { return nil }
        let candidate = status.kind == .folder ? ProjectPath.normalized(PathText.join(path, Self.fileName)) : path
        guard PathText.lastComponent(of: candidate) == Self.fileName, DiskFolder.status(candidate)?.kind == .file,
            let bytes = try? ConfigFile.bytes(of: candidate)
        else { return nil }
        return CordovaConfigDocument.isWidget(bytes) ? candidate : nil
    }
}
