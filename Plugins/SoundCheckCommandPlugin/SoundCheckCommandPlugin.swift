import Foundation
import PackagePlugin

/// `swift package soundcheck check|fix|manifest [--target NAME]... [soundcheck options] [paths]`
///
/// Runs soundcheck in the package folder on the sound resources of the package's targets (all of
/// them, or those named with `--target`), with the package's `.soundcheck.yml`. Other arguments
/// go to soundcheck as they are, so every option of `soundcheck check`, `fix` and `manifest`
/// works here; paths given are checked as well as the targets' sounds.
@main
struct SoundCheckCommandPlugin: CommandPlugin {
    static let subcommands = ["check", "fix", "manifest"]

    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        guard let subcommand = remaining.first, Self.subcommands.contains(subcommand) else {
            throw CommandError.usage(remaining.first)
        }
        remaining.removeFirst()

        let targets: [SourceModuleTarget]
        if targetNames.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        } else {
            targets = try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
        }
        let sounds = SoundResources.soundFiles(in: targets.flatMap { $0.sourceFiles.map(\.url) })
        let packageFolder = context.package.directoryURL
        // Paths relative to the package folder read best in reports and in the manifest.
        let soundPaths = sounds.map { Self.relativePath(of: $0, to: packageFolder) }
        if soundPaths.isEmpty && !remaining.contains(where: { !$0.hasPrefix("-") }) {
            Diagnostics.warning("soundcheck: no .caf, .aif, .aiff, .aifc or .wav resources in \(targetNames.isEmpty ? "this package's targets" : targetNames.joined(separator: ", ")); checking the sounds listed in .soundcheck.yml")
        }

        var toolArguments = [subcommand]
        // Every sound is named, so --force-exclude makes the settings' exclude apply to them.
        if !remaining.contains("--force-exclude") { toolArguments.append("--force-exclude") }
        toolArguments += remaining
        if !soundPaths.isEmpty {
            if !remaining.contains("--") { toolArguments.append("--") }
            toolArguments += soundPaths
        }

        let process = Process()
        process.executableURL = try soundCheck(context: context)
        process.arguments = toolArguments
        process.currentDirectoryURL = packageFolder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandError.failed(subcommand: subcommand, status: process.terminationStatus)
        }
    }

    /// The prebuilt `soundcheck` when this plugin comes from the plugins-only package that
    /// scripts/make-plugin-package.sh writes (its artifact bundle is the plugin's dependency),
    /// else one built from source.
    func soundCheck(context: PluginContext) throws -> URL {
        if let prebuilt = try? context.tool(named: "soundcheck") { return prebuilt.url }
        return try buildSoundCheck()
    }

    /// Builds the `soundcheck` executable and returns where it is. The plugin asks the package
    /// manager for the product rather than declaring the executable as a tool dependency:
    /// SwiftPM 6.3 cannot build a command plugin's tool whose target and product names differ
    /// (swiftlang/swift-package-manager#8831), and ours are soundcheck-cli and soundcheck.
    func buildSoundCheck() throws -> URL {
        // The build prints nothing until it ends, and the first one takes minutes.
        FileHandle.standardError.write(Data("soundcheck: building the soundcheck tool (the first time takes a few minutes)…\n".utf8))
        let result = try packageManager.build(.product("soundcheck"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded,
              let tool = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "soundcheck" }) else {
            throw CommandError.buildFailed(log: result.logText)
        }
        return tool.url
    }

    /// `file` relative to `folder` when inside it, else its absolute path.
    static func relativePath(of file: URL, to folder: URL) -> String {
        let path = file.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

enum CommandError: Error, CustomStringConvertible {
    case usage(String?)
    case failed(subcommand: String, status: Int32)
    case buildFailed(log: String)

    var description: String {
        switch self {
        case .usage(let given):
            let what = given.map { "unknown subcommand '\($0)'" } ?? "no subcommand given"
            return "soundcheck: \(what); use swift package soundcheck check|fix|manifest [--target NAME]... [options]"
        case let .failed(subcommand, status):
            // soundcheck has printed its report already.
            switch status {
            case 1: return "soundcheck \(subcommand): some sounds need attention (exit 1); see the report above"
            case 2: return "soundcheck \(subcommand): a usage or I/O problem (exit 2); see the message above"
            default: return "soundcheck \(subcommand) failed (exit \(status))"
            }
        case .buildFailed(let log):
            return "could not build soundcheck:\n\(log)"
        }
    }
}
