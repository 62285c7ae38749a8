import Foundation
import PackagePlugin

/// Checks a target's notification sounds in every build, and generates Swift constants for the
/// ones that will play. A sound that will not play fails the build with one Xcode-style
/// diagnostic per finding (`/path/Sounds/alert.mp3: error: … [container]`).
///
/// A build command (not a prebuild command), so that soundcheck can be built from source as part
/// of the same build, on Linux as on macOS; its declared inputs (the sounds, the folders where a
/// settings file may appear and a link standing for the settings file) and output (the generated
/// Swift file) let the build system run it only when a sound or the settings change.
///
/// The same source serves two packages: soundcheck's own, where the tool is built from source
/// (`soundcheck-build-tool`: check and manifest only), and the plugins-only package that
/// scripts/make-plugin-package.sh writes, where it is the prebuilt `soundcheck` of an artifact
/// bundle.
@main
struct SoundCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try SoundCheckInvocation.commands(
            for: target.name,
            files: target.sourceFiles.map(\.url),
            tool: SoundCheckInvocation.tool(context.tool(named:)),
            settingsFrom: target.directoryURL,
            root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            generatesSwift: target is SwiftSourceModuleTarget,
            context: "build-plugin"
        )
    }
}

/// The `soundcheck manifest` command line the build runs.
struct SoundCheckInvocation {
    /// The generated file's name; the enum's name comes from `swift_type` in .soundcheck.yml.
    static let swiftFileName = "GeneratedNotificationSounds.swift"
    /// Stands for the settings file among the command's inputs (see `settingsLink`).
    static let settingsLinkName = "soundcheck-settings.link"
    /// The tools that can run the check, in order: built from source, then prebuilt.
    static let toolNames = ["soundcheck-build-tool", "soundcheck"]

    var tool: URL
    var sounds: [URL]
    /// Where the search for `.soundcheck.yml` starts (the target's folder) and the folders it
    /// goes through, nearest first, up to `root`.
    var settingsFrom: URL
    var settingsFolders: [URL]
    /// Manifest paths are relative to this folder, and no settings file above it applies.
    var root: URL
    var workDirectory: URL
    var generatesSwift: Bool
    /// Where the check runs (soundcheck's `--context`), so that its failure line names what can
    /// be done there: no `soundcheck` is on PATH in a package, and the plugin takes no flags.
    var context: String

    var swiftFile: URL { workDirectory.appendingPathComponent(Self.swiftFileName) }

    /// A hard link to the settings file in effect (an empty file when there is none), kept so by
    /// the plugin when the build is planned and by soundcheck (`--track-config`) each time it
    /// runs. SwiftPM plans a build again only when Package.swift or a target's files change, so
    /// the command's inputs must notice the settings on their own: adding or deleting
    /// `.soundcheck.yml` changes the modification time of a folder in `settingsFolders`, and an
    /// edit in place changes the link's, which shares the file's inode. The file itself is not
    /// an input: once deleted, it would fail every build with "missing inputs" until the next
    /// plan.
    var settingsLink: URL { workDirectory.appendingPathComponent(Self.settingsLinkName) }

    /// The first of `toolNames` that `lookUp` (the plugin context's `tool(named:)`) finds.
    static func tool(_ lookUp: (String) throws -> PluginContext.Tool) throws -> URL {
        var firstError: (any Error)?
        for name in toolNames {
            do {
                return try lookUp(name).url
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }

    /// The command for a target's sound files among `files`; none, with a warning, when it has
    /// no sound files.
    static func commands(
        for targetName: String, files: [URL], tool: URL, settingsFrom: URL, root: URL,
        workDirectory: URL, generatesSwift: Bool, context: String
    ) throws -> [Command] {
        let sounds = SoundResources.soundFiles(in: files)
        guard !sounds.isEmpty else {
            Diagnostics.warning(
                """
                soundcheck: target '\(targetName)' has no .caf, .aif, .aiff, .aifc or .wav files to check; add \
                them as resources
                """
            )
            return []
        }
        let invocation = SoundCheckInvocation(
            tool: tool, sounds: sounds, settingsFrom: settingsFrom,
            settingsFolders: SoundResources.configurationFolders(from: settingsFrom, upTo: root),
            root: root, workDirectory: workDirectory, generatesSwift: generatesSwift, context: context)
        try invocation.linkSettings()
        return [invocation.command(for: targetName)]
    }

    /// Points `settingsLink` at the settings file in effect now, as soundcheck does when it runs.
    func linkSettings() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        // A symbolic link is followed: the hard link must be to the file that is edited.
        let settings = SoundResources.configurationFile(from: settingsFrom, upTo: root)?.resolvingSymlinksInPath()
        // Left alone when it already stands for the file: a new inode would rerun the check.
        func number(_ attributes: [FileAttributeKey: Any], _ key: FileAttributeKey) -> Int? {
            (attributes[key] as? NSNumber)?.intValue
        }
        if let current = try? manager.attributesOfItem(atPath: settingsLink.path),
            current[.type] as? FileAttributeType == .typeRegular
        {
            if let settings, let wanted = try? manager.attributesOfItem(atPath: settings.path),
                number(current, .systemFileNumber) == number(wanted, .systemFileNumber),
                number(current, .systemNumber) == number(wanted, .systemNumber)
            {
                return
            }
            if settings == nil, number(current, .size) == 0, number(current, .referenceCount) == 1 { return }
        }
        try? manager.removeItem(at: settingsLink)
        if let settings {
            do {
                try manager.linkItem(at: settings, to: settingsLink)
                return
            } catch {
                // No hard link here (another file system, a sandbox): a copy, which notices an
                // edit only when the file is replaced rather than rewritten in place.
                try manager.copyItem(at: settings, to: settingsLink)
                return
            }
        }
        guard manager.createFile(atPath: settingsLink.path, contents: Data()) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: settingsLink.path])
        }
    }

    var arguments: [String] {
        // The manifest goes to the plugin's own folder: a build may write nowhere else. Files are
        // named one by one, so --force-exclude makes the settings' exclude apply to them.
        // soundcheck finds .soundcheck.yml itself, each time it runs, from the target's folder up
        // to the package's. --allow-empty: a target whose sounds are all excluded is no mistake
        // here (a target without sound files gets no command at all), and must still build.
        var arguments = [
            "manifest", "--format", "xcode", "--force-exclude", "--allow-empty", "--context", context,
            "--root", root.path, "--output", workDirectory.appendingPathComponent("soundcheck-manifest.json").path,
            "--config-from", settingsFrom.path, "--config-up-to", root.path,
            "--track-config", settingsLink.path,
        ]
        if generatesSwift { arguments += ["--swift", swiftFile.path] }
        return arguments + ["--"] + sounds.map(\.path)
    }

    func command(for targetName: String) -> Command {
        .buildCommand(
            displayName: "soundcheck: checking \(sounds.count) sound\(sounds.count == 1 ? "" : "s") of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: sounds + settingsFolders + [settingsLink],
            outputFiles: generatesSwift ? [swiftFile] : []
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project: the app target's sound files, the project's .soundcheck.yml.
extension SoundCheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let project = context.xcodeProject.directoryURL
        return try SoundCheckInvocation.commands(
            for: target.displayName,
            files: files,
            tool: SoundCheckInvocation.tool(context.tool(named:)),
            settingsFrom: project,
            root: project,
            workDirectory: context.pluginWorkDirectoryURL,
            generatesSwift: files.contains { $0.pathExtension == "swift" },
            context: "xcode-build-plugin"
        )
    }
}
#endif
