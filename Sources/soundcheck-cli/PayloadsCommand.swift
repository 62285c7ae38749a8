import ArgumentParser
import SoundCheck

struct PayloadsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payloads",
        abstract: "Check APNs payloads: does every sound they name exist, and will it play?",
        discussion: """
        PATH may be payload files (.json, .apns, or any file named explicitly) or folders to \
        walk. Accepted shapes: a bare payload ({"aps": …}), an Xcode .apns file, or a payload \
        nested in a larger document (--pointer /payload; a pointer to an array checks every \
        element). Give the sounds as a manifest (--manifest) or as folders to check on the fly \
        (--sounds).
        """
    )

    @Argument(help: "Payload files or folders.", completion: .file())
    var paths: [String]

    @Option(name: .long, help: "The manifest written by `soundcheck manifest`.")
    var manifest: String?

    @Option(name: .long, help: "Sound folders or files to build the manifest from (repeatable).")
    var sounds: [String] = []

    @Option(name: .long, help: "A JSON Pointer to the payload inside each file, e.g. /payload.")
    var pointer: String?

    @Option(name: .long, help: "The apns-push-type the payloads are sent with (alert, background, voip, …).")
    var pushType = "alert"

    @Option(name: .long, help: "Size limit in bytes for pushes other than VoIP.")
    var maxSize = 4096

    @Option(name: .long, help: "Size limit in bytes for VoIP pushes.")
    var maxVoipSize = 5120

    @OptionGroup var output: OutputOptions

    @OptionGroup var checking: CheckingOptions

    func validate() throws {
        guard (manifest == nil) != sounds.isEmpty else { throw ValidationError("give exactly one of --manifest FILE or --sounds DIR") }
        guard maxSize > 0, maxVoipSize > 0 else { throw ValidationError("size limits must be positive") }
        if let pointer, !pointer.isEmpty, !pointer.hasPrefix("/") { throw ValidationError("--pointer must be a JSON Pointer starting with /") }
    }

    func run() throws {
        let soundManifest = try loadManifest()
        var options = PayloadOptions()
        options.pushType = pushType
        options.maximumSize = maxSize
        options.maximumVoIPSize = maxVoipSize
        let validator = PayloadValidator(manifest: soundManifest, options: options)

        let discovered: SoundDiscovery.Result
        do {
            discovered = try SoundDiscovery(extensions: SoundDiscovery.payloadExtensions).discover(paths)
        } catch {
            Output.standardError("soundcheck: \(error.path): \(error.reason)\n")
            throw ExitCode(Status.usageOrIOProblem)
        }
        let pointer = self.pointer
        let files = discovered.files.map { validator.validate(file: $0, pointer: pointer) }
        let report = PayloadReport(files: files, problems: discovered.problems)
        throw ExitCode(output.emit(report, jobs: checking.jobs))
    }

    private func loadManifest() throws -> SoundManifest {
        if let manifest {
            do {
                return try SoundManifest(contentsOf: manifest)
            } catch {
                Output.standardError("soundcheck: \(error.description)\n")
                throw ExitCode(Status.usageOrIOProblem)
            }
        }
        let report = try checking.report(for: sounds)
        return ManifestBuilder().manifest(for: report, jobs: checking.jobs)
    }
}
