import Foundation
import PackagePlugin

/// Checks a target's notification sounds in every build, and generates Swift constants for the
/// ones that will play. A sound that will not play fails the build with one Xcode-style
/// diagnostic per finding (`/path/Sounds/alert.mp3: error: … [container]`).
///
/// A build command (not a prebuild command), so that soundcheck can be built from source as part
/// of the same build, on Linux as on macOS; its declared inputs (the sounds and the settings
/// file) and output (the generated Swift file) let the build system run it only when a sound or
/// the settings change.
@main
struct SoundCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return SoundCheckInvocation.commands(
            for: target.name,
            files: target.sourceFiles.map(\.url),
            tool: try context.tool(named: "soundcheck-build-tool").url,
            configuration: SoundResources.configurationFile(from: target.directoryURL, upTo: context.package.directoryURL),
            root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            generatesSwift: target is SwiftSourceModuleTarget
        )
    }
}

/// The `soundcheck manifest` command line the build runs.
struct SoundCheckInvocation {
    /// The generated file's name; the enum's name comes from `swift_type` in .soundcheck.yml.
    static let swiftFileName = "GeneratedNotificationSounds.swift"

    var tool: URL
    var sounds: [URL]
    var configuration: URL?
    /// Manifest paths are relative to this folder.
    var root: URL
    var workDirectory: URL
    var generatesSwift: Bool

    var swiftFile: URL { workDirectory.appendingPathComponent(Self.swiftFileName) }

    /// The command for a target's sound files among `files`; none, with a warning, when it has
    /// no sound files.
    static func commands(for targetName: String, files: [URL], tool: URL, configuration: URL?, root: URL,
                         workDirectory: URL, generatesSwift: Bool) -> [Command] {
        let sounds = SoundResources.soundFiles(in: files)
        guard !sounds.isEmpty else {
            Diagnostics.warning("soundcheck: target '\(targetName)' has no .caf, .aif, .aiff, .aifc or .wav files to check; add them as resources")
            return []
        }
        let invocation = SoundCheckInvocation(tool: tool, sounds: sounds, configuration: configuration, root: root,
                                              workDirectory: workDirectory, generatesSwift: generatesSwift)
        return [invocation.command(for: targetName)]
    }

    var arguments: [String] {
        // The manifest goes to the plugin's own folder: a build may write nowhere else. Files are
        // named one by one, so --force-exclude makes the settings' exclude apply to them.
        var arguments = ["manifest", "--format", "xcode", "--force-exclude",
                         "--root", root.path, "--output", workDirectory.appendingPathComponent("soundcheck-manifest.json").path]
        if let configuration { arguments += ["--config", configuration.path] }
        if generatesSwift { arguments += ["--swift", swiftFile.path] }
        return arguments + ["--"] + sounds.map(\.path)
    }

    func command(for targetName: String) -> Command {
        .buildCommand(
            displayName: "soundcheck: checking \(sounds.count) sound\(sounds.count == 1 ? "" : "s") of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: sounds + (configuration.map { [$0] } ?? []),
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
        return SoundCheckInvocation.commands(
            for: target.displayName,
            files: files,
            tool: try context.tool(named: "soundcheck-build-tool").url,
            configuration: SoundResources.configurationFile(from: project, upTo: project),
            root: project,
            workDirectory: context.pluginWorkDirectoryURL,
            generatesSwift: files.contains { $0.pathExtension == "swift" }
        )
    }
}
#endif
