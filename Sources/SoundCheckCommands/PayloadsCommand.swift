import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

package struct PayloadsCommand: ParsableCommand, FileCommand {
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "payloads",
            abstract: "Check APNs payloads: does every sound they name exist, and will it play?",
            discussion: """
                PATH may be payload files (.json, .apns, or any file named explicitly) or folders to \
                walk. Each file may hold a bare APNs payload ({"aps": …}), an Xcode .apns file, or a \
                service's message: FCM HTTP v1 or legacy, Expo (one or an array), Amazon SNS (APNS keys \
                holding JSON strings), OneSignal, or an Azure Notification Hubs installation. The shape \
                is recognised by its structure; --shape forces one. --pointer /payload picks the \
                payload out of a larger document (a pointer to an array checks every element). Give the \
                sounds as a manifest (--manifest) or as folders to check on the fly (--sounds).
                """
        )
    }

    @Argument(help: "Payload files or folders (default: payloads in .soundcheck.yml).", completion: .file())
    var paths: [String] = []

    @OptionGroup var manifestOptions: ManifestOptions

    @Option(name: .long, help: "A JSON Pointer to the payload inside each file, e.g. /payload.")
    var pointer: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Read every payload as this shape instead of recognising it.", valueName: "shape"))
    var shape: MessageShape?

    @Option(name: .long, help: "The apns-push-type the payloads are sent with (alert, background, voip, …).")
    var pushType: String?

    @Option(
        name: .long,
        help:
            """
            Size limit in bytes for pushes other than VoIP (default: 4096, or payload_limits.default in \
            .soundcheck.yml).
            """
    )
    var maxSize: Int?

    @Option(
        name: .long,
        help: "Size limit in bytes for VoIP pushes (default: 5120, or payload_limits.voip in .soundcheck.yml).")
    var maxVoipSize: Int?

    @OptionGroup var reporting: ReportingOptions

    package init() {}

    package func validate() throws {
        guard (maxSize ?? 1) > 0, (maxVoipSize ?? 1) > 0 else { throw ValidationError("size limits must be positive") }
        if let pointer, !pointer.isEmpty, !pointer.hasPrefix("/") {
            throw ValidationError("--pointer must be a JSON Pointer starting with /")
        }
    }

    package func run() throws {
        let (file, paths, plan) = try reporting.start(.payloads, given: self.paths)
        let manifest = try manifestOptions.load(
            configuration: file, checking: reporting.checking, projects: reporting.projects.request()
        ).manifest
        let options = PayloadOptions(file: file, pushType: pushType, maximumSize: maxSize, maximumVoIPSize: maxVoipSize)
        let validator = PayloadValidator(manifest: manifest, options: options)
        let report: PayloadReport
        do {
            report = try validator.validate(paths: paths, pointer: pointer, shape: shape) {
                file?.filter($0, keepingNamed: paths) ?? $0
            }
        } catch {
            throw Failure.usage(TextEscaping.oneLine(error.description))
        }
        throw reporting.finish(report, plan: plan)
    }
}

extension MessageShape: ExpressibleByArgument {}
