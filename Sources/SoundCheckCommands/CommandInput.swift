import SoundCheckChecking
import SoundCheckCore

/// What a command works on, and where the settings file names it and the reports of it: every
/// file command starts from one of these, so a command's first lines are the same for all.
package enum CommandInput: Sendable {
    case sounds, payloads, sources

    /// The settings file's key for these paths, as a usage error names it.
    var key: String {
        switch self {
        case .sounds: "sounds"
        case .payloads: "payloads"
        case .sources: "sources"
        }
    }

    /// The paths in words, for the usage error when neither the command line nor the file names any.
    var what: String {
        switch self {
        case .sounds: "sound files or folders"
        case .payloads: "payload files or folders"
        case .sources: "source files or folders"
        }
    }

    /// The paths the settings file names for this input, resolved against its folder.
    func paths(in file: SoundCheckConfiguration) -> [String] {
        switch self {
        case .sounds: file.resolvedSounds
        case .payloads: file.resolvedPayloads
        case .sources: file.resolvedSources
        }
    }

    /// The reports the settings file asks for when this input is checked.
    func reporters(in file: SoundCheckConfiguration) -> [ReportDestination] {
        switch self {
        case .sounds: file.resolvedCheckReporters
        case .payloads: file.resolvedPayloadReporters
        case .sources: file.resolvedRefsReporters
        }
    }

    /// The paths given on the command line, or else those of the settings file; neither is a
    /// usage problem (exit 2).
    package func paths(given: [String], file: SoundCheckConfiguration?) throws -> [String] {
        do {
            return try CommandInputs.paths(given, orFrom: file.map(paths(in:)), what: what, key: key)
        } catch {
            throw Failure.usage(error.message)
        }
    }
}
