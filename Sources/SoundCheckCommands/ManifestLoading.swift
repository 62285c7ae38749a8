import SoundCheckChecking
import SoundCheckCore

/// The manifest `payloads` and `refs` judge sound names against: `--manifest`, `--sounds`, or
/// `.soundcheck.yml`'s `manifest` or `sounds` (`ManifestSource` decides which).
enum ManifestLoading {
    static func load(manifest: String?, sounds: [String], configuration file: SoundCheckConfiguration?,
                     checking: CheckingOptions, projects: ProjectOptions) throws -> (manifest: SoundManifest, source: ManifestSource) {
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
