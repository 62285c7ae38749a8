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
            Diagnostics.warning(
                """
                soundcheck: no .caf, .aif, .aiff, .aifc or .wav resources in \
                \(targetNames.isEmpty ? "this package's targets" : targetNames.joined(separator: ", ")); checking \
                the sounds listed in .soundcheck.yml
                """
            )
        }

        var toolArguments = [subcommand]
        // Every sound is named, so --force-exclude makes the settings' exclude apply to them.
        if !remaining.contains("--force-exclude") { toolArguments.append("--force-exclude") }
        toolArguments += remaining
        if !soundPaths.isEmpty {
            if !remaining.contains("--") { toolArguments.append("--") }
            toolArguments += soundPaths
        }

        let status = try run(soundCheck(context: context), toolArguments, in: packageFolder)
        let outcome = CommandOutcome(
            subcommand: subcommand, arguments: Array(toolArguments.dropFirst()), status: status)
        if let summary = outcome.summary {
            // Unbuffered, and after soundcheck has ended: the line follows its report.
            FileHandle.standardOutput.write(Data((summary + "\n").utf8))
        }
        // Not a thrown error: SwiftPM would print it before the report in a log file.
        if outcome.status != 0 { exit(outcome.status) }
    }

    /// Runs soundcheck with this process's output streams, and returns its exit status (128 plus
    /// the signal's number when a signal ended it, as shells report it).
    func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
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
        // The build prints nothing until it ends, and the first one takes minutes. A progress
        // line goes to SwiftPM's standard error at once; what the plugin writes on its own output
        // waits in SwiftPM's buffer when the log is a file, so it was seen only at the end.
        Diagnostics.progress(
            """
            soundcheck: building the soundcheck tool (debug; the first time takes a few minutes, with no other \
            output)…
            """
        )
        let start = Date()
        let result = try packageManager.build(
            .product("soundcheck"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded,
            let tool = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "soundcheck"
            })
        else {
            throw CommandError.buildFailed(log: result.logText)
        }
        Diagnostics.progress(
            "soundcheck: built in \(Int(Date().timeIntervalSince(start).rounded())) s; running soundcheck")
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
    case buildFailed(log: String)

    var description: String {
        switch self {
        case .usage(let given):
            let what = given.map { "unknown subcommand '\($0)'" } ?? "no subcommand given"
            return "soundcheck: \(what); use swift package soundcheck check|fix|manifest [--target NAME]... [options]"
        case .buildFailed(let log):
            return "could not build soundcheck:\n\(log)"
        }
    }
}
