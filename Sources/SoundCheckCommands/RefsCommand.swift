import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

package struct RefsCommand: ParsableCommand, FileCommand {
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refs",
            abstract: "Check the sound names source code gives: does every sound it names exist, and will it play?",
            discussion: """
                PATH may be source files or folders to walk (Swift, Objective-C, Dart, JavaScript, \
                TypeScript, Kotlin, Java; hidden folders, node_modules, Pods, .build, build, DerivedData \
                and Carthage are skipped). Sound names given as string literals at known call sites \
                (UNNotificationSound(named:), sound: in notification APIs, payload dictionaries, \
                Firebase's setSound, …) are checked like a payload's; other arguments are counted as not \
                checkable (listed with --verbose and in JSON). Android-only calls and keys are skipped. \
                See docs/references.md.
                """
        )
    }

    @Argument(help: "Source files or folders (default: sources in .soundcheck.yml).", completion: .file())
    var paths: [String] = []

    @OptionGroup var manifestOptions: ManifestOptions

    @Flag(name: .long, help: "Also warn about every manifest sound that no reference names (unused-sound).")
    var unused = false

    @Option(
        name: .long,
        help:
            """
            Payload files or folders: their Android channels must be ones the code creates (android-channel), and \
            with --unused their sounds count as used (repeatable).
            """,
        completion: .file())
    var payloads: [String] = []

    @OptionGroup var reporting: ReportingOptions

    package init() {}

    package func run() throws {
        let (file, paths, plan) = try reporting.start(.sources, given: self.paths)
        let loaded = try manifestOptions.load(
            configuration: file, checking: reporting.checking, projects: reporting.projects.request())
        let options = file?.payloadOptions() ?? PayloadOptions()
        let scanner = ReferenceScanner(manifest: loaded.manifest, options: options)
        var report: ReferenceReport
        do {
            report = try scanner.scan(paths: paths, jobs: reporting.checking.jobs) {
                file?.filter($0, keepingNamed: paths) ?? $0
            }
            let payloadReport =
                payloads.isEmpty ? nil : try PayloadValidator(manifest: loaded.manifest).validate(paths: payloads)
            if unused {
                let location: ReferenceReport.ManifestLocation =
                    if case .manifest(let path) = loaded.source { .file(path) } else { .sounds }
                let alsoUsed =
                    payloadReport.map { ReferenceReport.usedNames($0.files.flatMap(\.sounds).map(\.reference)) } ?? []
                report = report.addingUnusedSounds(
                    of: loaded.manifest, at: location, alsoUsed: alsoUsed, options: options)
            }
            if let payloadReport { report = report.addingUnknownChannels(of: payloadReport, options: options) }
        } catch {
            throw Failure.usage(TextEscaping.oneLine(error.description))
        }
        throw reporting.finish(report, plan: plan)
    }

}
