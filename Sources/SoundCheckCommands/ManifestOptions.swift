import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// Where `payloads` and `refs` take the app's sounds from: `--manifest` or `--sounds`, else
/// `.soundcheck.yml`'s `manifest` or `sounds` (`ManifestSource` decides which).
package struct ManifestOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "The manifest written by `soundcheck manifest` (default: manifest, else sounds, in .soundcheck.yml).")
    var manifest: String?

    @Option(name: .long, help: "Sound folders or files to build the manifest from (repeatable).")
    var sounds: [String] = []

    package init() {}

    package func validate() throws {
        // Neither is fine here: the configuration file may name them (checked when loading).
        guard manifest == nil || sounds.isEmpty else {
            throw ValidationError("give exactly one of --manifest FILE or --sounds DIR")
        }
    }

    /// The manifest read, or built by checking the sounds, and where it came from.
    func load(
        configuration file: SoundCheckConfiguration?, checking: CheckingOptions,
        projects: ProjectsRequest
    ) throws -> (manifest: SoundManifest, source: ManifestSource) {
        let source: ManifestSource
        do {
            source = try ManifestSource.choose(manifest: manifest, sounds: sounds, configuration: file)
        } catch {
            throw Failure.usage(error.message)
        }
        switch source {
        case .manifest(let path):
            do {
                return (try SoundManifest(contentsOf: path), source)
            } catch {
                throw Failure.usage(error.description)
            }
        case .sounds(let sounds):
            let report = try checking.report(for: sounds, configuration: file, projects: projects)
            do {
                try ManifestBuilder.requireOneApplication(report)
            } catch {
                throw Failure.usage(error.message)
            }
            return (ManifestBuilder().manifest(for: report, jobs: checking.jobs), source)
        }
    }
}
